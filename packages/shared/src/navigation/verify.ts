import { defineArea } from './area';

/** Where a printed document's QR code leads: anyone with the paper can check it, signed in or not. */
export const VERIFY_AREA = defineArea({
  id: 'verify',
  groups: [],
  routes: [{ name: 'verify', path: '/V/:acpId/:iId', title: 'Belge Doğrulama', access: 'anonymous' }],
});
