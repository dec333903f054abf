import { ACTIONS } from '../permissions/keys';
import { defineArea } from './area';

/** The signed-in person's own pages: profile, messages and accounts. */
export const ACCOUNT_AREA = defineArea({
  id: 'account',
  groups: [],
  routes: [
    {
      name: 'profile',
      path: '/profile',
      title: 'Profilim',
      access: 'exempt',
      parent: 'dashboard-summary',
      permission: ACTIONS.self.profile,
    },
    {
      name: 'messages',
      path: '/messages',
      title: 'Mesajlarım',
      access: 'exempt',
      parent: 'dashboard-summary',
      permission: ACTIONS.self.announcements,
    },
    {
      name: 'account',
      path: '/account',
      title: 'Hesaplarım',
      access: 'exempt',
      parent: 'dashboard-summary',
      permission: ACTIONS.self.accounts,
    },
  ],
});
