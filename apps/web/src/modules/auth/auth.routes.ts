import { AUTH_AREA } from '@panel/shared/navigation/auth';
import { defineAreaRoutes, page } from '../../app/route-entry';

const signInPage = () => import('./sign-in-page');

export const routes = defineAreaRoutes(AUTH_AREA, {
  'sign-in': page(signInPage, 'SignInPage'),
});
