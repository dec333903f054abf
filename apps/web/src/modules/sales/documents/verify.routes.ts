import { page, type RouteEntry } from '../../../app/route-entry';

/** Where a printed document's QR code leads: anyone with the paper can check it, signed in or not. */
export const VERIFY_ROUTES: readonly RouteEntry[] = [
  {
    name: 'verify',
    path: '/V/:acpId/:iId',
    title: 'Belge Doğrulama',
    access: 'anonymous',
    lazy: page(() => import('./verify-page'), 'VerifyPage'),
  },
];
