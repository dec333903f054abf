import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { checkSessionLoader, dashboardLoader } from './auth/check-session';
import { RootShell } from './layout/root-shell';
import { DASHBOARD_PATH, ROUTES, type RouteEntry, SIGN_IN_PATH } from './navigation';
import { setNavigator } from './navigation-bridge';

const ROUTE_LOADERS: Record<string, () => null> = { 'dashboard-summary': dashboardLoader };

const toRoute = (entry: RouteEntry): RouteObject => ({
  id: entry.name,
  path: entry.path,
  handle: { name: entry.name, title: entry.title },
  lazy: entry.lazy,
  ...(ROUTE_LOADERS[entry.name] ? { loader: ROUTE_LOADERS[entry.name] } : {}),
});

const byAccess = (access: RouteEntry['access']) => ROUTES.filter((r) => r.access === access).map(toRoute);

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      { id: 'homepage', path: '/', loader: () => redirect(DASHBOARD_PATH) },
      ...byAccess('anonymous'),
      {
        // The signed-in shell is its own chunk: the sign-in page does not download it.
        lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
        children: [
          {
            id: 'session-checked',
            loader: checkSessionLoader,
            // SPEC 2: the check runs on every navigation, not only when this branch is entered.
            shouldRevalidate: () => true,
            children: byAccess('checked'),
          },
          ...byAccess('exempt'),
        ],
      },
      // SPEC 8 sends a 502 to /login; the sign-in page is its home.
      { path: '/login', loader: () => redirect(SIGN_IN_PATH) },
      { path: '/404', loader: () => redirect(SIGN_IN_PATH) },
      { path: '*', loader: () => redirect('/404') },
    ],
  },
];

export const createAppRouter = () => {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
};
