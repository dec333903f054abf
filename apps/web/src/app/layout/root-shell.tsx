import { useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { pageTitle } from '../product';
import { useCurrentRoute } from '../use-current-route';
import { LoadingBar } from './loading-bar';

/** index.html's skeleton shows the shell from the first paint; the first real page replaces it. */
const useRemoveBootSkeleton = () =>
  useLayoutEffect(() => {
    document.getElementById('boot-skeleton')?.remove();
  }, []);

/** Above every route: the loading bar and the page title. */
export const RootShell = () => {
  useRemoveBootSkeleton();
  const current = useCurrentRoute();
  useEffect(() => {
    document.title = pageTitle(current?.title);
  }, [current?.title]);
  return (
    <>
      <LoadingBar />
      <Outlet />
      <ScrollRestoration />
    </>
  );
};

/** A page that could not load (a chunk of an older build, a dropped connection): offer a reload. */
export const RouteError = () => {
  useRemoveBootSkeleton();
  console.warn('route failed', useRouteError());
  return (
    <div className="route-error" role="alert">
      <h1>Sayfa yüklenemedi</h1>
      <p>Bağlantınızı kontrol edip sayfayı yenileyin.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Yenile
      </button>
    </div>
  );
};
