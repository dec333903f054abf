import { AUTH_AREA } from '@panel/shared/navigation/auth';
import { defineAreaRoutes, page } from '../../app/route-entry';

const signInPage = () => import('./sign-in-page');
const passwordResetPage = () => import('./password-reset-page');
const newPasswordPage = () => import('./new-password-page');
const invitationPage = () => import('../accounts/invitations/invitation-page');

export const routes = defineAreaRoutes(AUTH_AREA, {
  'sign-in': page(signInPage, 'SignInPage'),
  'password-reset': page(passwordResetPage, 'PasswordResetPage'),
  'new-password': page(newPasswordPage, 'NewPasswordPage'),
  invitation: page(invitationPage, 'InvitationPage'),
});
