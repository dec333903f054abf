import { PUBLIC_FORMS_AREA } from '@panel/shared/navigation/auth';
import { defineAreaRoutes, page } from '../../app/route-entry';

const passwordResetPage = () => import('./password-reset-page');
const newPasswordPage = () => import('./new-password-page');
const invitationPage = () => import('./invitation-page');

export const routes = defineAreaRoutes(PUBLIC_FORMS_AREA, {
  'password-reset': page(passwordResetPage, 'PasswordResetPage'),
  'new-password': page(newPasswordPage, 'NewPasswordPage'),
  invitation: page(invitationPage, 'InvitationPage'),
});
