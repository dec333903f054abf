import { VERIFY_AREA } from '@panel/shared/navigation/verify';
import { defineAreaRoutes, page } from '../../../app/route-entry';

const verifyPage = () => import('./verify-page');

export const routes = defineAreaRoutes(VERIFY_AREA, {
  verify: page(verifyPage, 'VerifyPage'),
});
