import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  redirect,
} from 'react-router';
import { areasFor } from './areas';
import { RootShell, RouteError } from './layout/root-shell';
import { DASHBOARD_PATH, NOT_FOUND_PATH, SIGN_IN_PATH } from './navigation';
import { setNavigator } from './navigation-bridge';

/**
 * The shell's own routes. Each area's routes are patched in by `discoverArea` the first time
 * one of its paths is opened: anonymous ones under `ui` (or the root for bare pages), signed-in
 * ones under `session-checked`, own-profile ones under `signed-in`.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell />,
    // Until the first page is ready, index.html's skeleton stays on screen (RootShell removes it).
    HydrateFallback: () => null,
    errorElement: <RouteError />,
    children: [
      { id: 'homepage', path: '/', loader: () => redirect(DASHBOARD_PATH) },
      {
        // Ant Design's provider (Turkish locale, theme) and its notices: not for bare pages.
        id: 'ui',
        lazy: async () => ({ Component: (await import('./layout/ui-layout')).UiLayout }),
        children: [
          {
            // The signed-in shell is its own chunk: the sign-in page does not download it.
            id: 'signed-in',
            lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
            children: [
              {
                id: 'session-checked',
                lazy: async () => ({ loader: (await import('./auth/check-session')).checkSessionLoader }),
                // SPEC 2: the check runs on every navigation, not only when this branch is entered.
                shouldRevalidate: () => true,
                children: [],
              },
            ],
          },
        ],
      },
      // SPEC 8 sends a 502 to /login; the sign-in page is its home.
      { path: '/login', loader: () => redirect(SIGN_IN_PATH) },
      // SPEC 2: an unknown path goes to /404, which goes to /sign-in.
      { path: NOT_FOUND_PATH, loader: () => redirect(SIGN_IN_PATH) },
      { path: '*', loader: () => redirect(NOT_FOUND_PATH) },
    ],
  },
];

const discovered = new Set<string>();

/** React Router's lazy route discovery: load the areas a path may belong to, once each. */
export const discoverArea: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  await Promise.all(
    areasFor(path)
      .filter((area) => !discovered.has(area.id))
      .map(async (area) => {
        // The layouts the area mounts under start loading beside it, not after it.
        if (area.shell !== 'bare') void import('./layout/ui-layout');
        if (!area.shell) void import('./layout/app-layout');
        const { routes: areaRoutes } = await area.load();
        // The router ignores the patches of a navigation another one interrupted (a login-as
        // whose old page's refetch answered 403 and sent it home): such an area is not
        // discovered, or every later visit would fall through to the 404 route.
        if (signal.aborted || discovered.has(area.id)) return;
        discovered.add(area.id);
        if (areaRoutes.anonymous.length > 0)
          patch(area.shell === 'bare' ? 'root' : 'ui', areaRoutes.anonymous);
        if (areaRoutes.checked.length > 0) patch('session-checked', areaRoutes.checked);
        if (areaRoutes.exempt.length > 0) patch('signed-in', areaRoutes.exempt);
      }),
  );
};

export const createAppRouter = () => {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverArea });
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
};
