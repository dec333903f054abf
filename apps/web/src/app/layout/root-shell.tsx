import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { pageTitle } from '../product';
import { useCurrentRoute } from '../use-current-route';
import { LoadingBar } from './loading-bar';
import { NoticeBridge } from './notice-bridge';

/** Above every route: the loading bar, the notice outlet and the page title. */
export const RootShell = () => {
  const current = useCurrentRoute();
  useEffect(() => {
    document.title = pageTitle(current?.title);
  }, [current?.title]);
  return (
    <>
      <LoadingBar />
      <NoticeBridge />
      <Outlet />
      <ScrollRestoration />
    </>
  );
};
