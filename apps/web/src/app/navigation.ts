import type { ActionKey } from '@panel/shared/permissions/keys';
import type { ComponentType } from 'react';

/**
 * How a route is guarded (SPEC 2): anonymous routes skip the authentication check;
 * `exempt` routes (own profile) need a session but skip the per-navigation check;
 * `checked` routes verify the session on every navigation.
 */
export type RouteAccess = 'anonymous' | 'exempt' | 'checked';

export type RouteEntry = {
  /** Route name, as the spec names routes (dashboard-summary, homepage ...). */
  name: string;
  path: string;
  title: string;
  access: RouteAccess;
  /** Breadcrumb parent, by route name. */
  parent?: string;
  permission?: ActionKey;
  /** Each area is its own chunk, so the sign-in page stays small. */
  lazy: () => Promise<{ Component: ComponentType }>;
};

const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async (): Promise<{ Component: ComponentType }> => ({ Component: (await load())[name] as ComponentType });

/** One registry builds the router, the breadcrumb and the page titles. */
export const ROUTES: readonly RouteEntry[] = [
  {
    name: 'sign-in',
    path: '/sign-in',
    title: 'Giriş Yap',
    access: 'anonymous',
    lazy: page(() => import('../modules/auth/sign-in-page'), 'SignInPage'),
  },
  {
    name: 'password-reset',
    path: '/password-reset',
    title: 'Şifremi Unuttum',
    access: 'anonymous',
    lazy: page(() => import('../modules/auth/password-reset-page'), 'PasswordResetPage'),
  },
  {
    name: 'new-password',
    path: '/new-password/:id',
    title: 'Yeni Şifre',
    access: 'anonymous',
    lazy: page(() => import('../modules/auth/new-password-page'), 'NewPasswordPage'),
  },
  {
    name: 'dashboard-summary',
    path: '/dashboard/summary',
    title: 'Özet',
    access: 'checked',
    lazy: page(() => import('../modules/dashboard/dashboard-summary-page'), 'DashboardSummaryPage'),
  },
  {
    name: 'admin-account-summary',
    path: '/admin/account-summary',
    title: 'Hesap Özeti',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(
      () => import('../modules/administration/account-summary/admin-account-summary-page'),
      'AdminAccountSummaryPage',
    ),
  },
  {
    name: 'profile',
    path: '/profile',
    title: 'Profilim',
    access: 'exempt',
    parent: 'dashboard-summary',
    lazy: page(() => import('../modules/accounts/profile-page'), 'ProfilePage'),
  },
  {
    name: 'messages',
    path: '/messages',
    title: 'Mesajlarım',
    access: 'exempt',
    parent: 'dashboard-summary',
    lazy: page(() => import('../modules/communications/announcements/messages-page'), 'MessagesPage'),
  },
  {
    name: 'account',
    path: '/account',
    title: 'Hesaplarım',
    access: 'exempt',
    parent: 'dashboard-summary',
    lazy: page(() => import('../modules/accounts/account-page'), 'AccountPage'),
  },
];

export const routeByName = (name: string): RouteEntry | undefined => ROUTES.find((r) => r.name === name);

export const DASHBOARD_PATH = '/dashboard/summary';
export const ADMIN_HOME_PATH = '/admin/account-summary';
export const SIGN_IN_PATH = '/sign-in';

/** The chain of routes from the top to `name`, for the breadcrumb. */
export const breadcrumbTrail = (name: string): RouteEntry[] => {
  const trail: RouteEntry[] = [];
  let current = routeByName(name);
  while (current && trail.length < 10) {
    trail.unshift(current);
    current = current.parent ? routeByName(current.parent) : undefined;
  }
  return trail;
};
