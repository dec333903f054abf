import { ACCOUNT_AREA } from '@panel/shared/navigation/account';
import { defineAreaRoutes, page } from '../../app/route-entry';

const profilePage = () => import('./profile-page');
const messagesPage = () => import('../communications/announcements/messages-page');
const accountPage = () => import('./account-page');

export const routes = defineAreaRoutes(ACCOUNT_AREA, {
  profile: page(profilePage, 'ProfilePage'),
  messages: page(messagesPage, 'MessagesPage'),
  account: page(accountPage, 'AccountPage'),
});
