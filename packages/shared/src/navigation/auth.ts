import { defineArea } from './area';

/** Signing in: its page mounts under the UI kit, as the panel it leads to does. */
export const AUTH_AREA = defineArea({
  id: 'auth',
  groups: [],
  routes: [{ name: 'sign-in', path: '/sign-in', title: 'Giriş Yap', access: 'anonymous' }],
});

/**
 * The anonymous forms a link from a mail leads to (password reset, new password, the
 * invitation): phone-first, without the UI kit, as the verify page and the assessment form.
 */
export const PUBLIC_FORMS_AREA = defineArea({
  id: 'public-forms',
  groups: [],
  routes: [
    { name: 'password-reset', path: '/password-reset', title: 'Şifremi Unuttum', access: 'anonymous' },
    { name: 'new-password', path: '/new-password/:id', title: 'Yeni Şifre', access: 'anonymous' },
    {
      name: 'invitation',
      path: '/invitation/:invitation_code/:has_register',
      title: 'Davet',
      access: 'anonymous',
    },
  ],
});
