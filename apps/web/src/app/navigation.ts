/**
 * Paths the shell itself needs. The routes live in one registry per area
 * (packages/shared/src/navigation/<area>.ts, with the pages in modules/<area>/<area>.routes.ts),
 * loaded when a path of the area is opened (see areas.ts and router.tsx).
 */
export const HOMEPAGE_PATH = '/';
export const DASHBOARD_PATH = '/dashboard/summary';
export const ADMIN_HOME_PATH = '/admin/account-summary';
export const SIGN_IN_PATH = '/sign-in';
export const NOT_FOUND_PATH = '/404';
