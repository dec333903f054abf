/**
 * Every action a route can require. The server guard and the web app's `useCan` read
 * the same keys. `self.*` keys belong to every signed-in account; `admin.*` keys need the
 * provider's admin claim; the rest are granted per role (see `default-role-actions.ts`).
 */
export const ACTIONS = {
  self: {
    session: 'self.session',
    profile: 'self.profile',
    accounts: 'self.accounts',
    announcements: 'self.announcements',
    dashboard: 'self.dashboard',
  },
  admin: {
    accountSummary: 'admin.account-summary.view',
    loginAs: 'admin.accounts.login-as',
    accounts: 'admin.accounts.view',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

export type ActionKey = Leaves<typeof ACTIONS>;

export const isSelfAction = (key: ActionKey): boolean => key.startsWith('self.');
export const isAdminAction = (key: ActionKey): boolean => key.startsWith('admin.');

export const ALL_ACTIONS: readonly ActionKey[] = Object.values(ACTIONS).flatMap((group) =>
  Object.values(group),
) as ActionKey[];
