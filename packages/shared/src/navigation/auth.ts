import { defineArea } from './area';

/** Signing in and its anonymous neighbours: password reset and the invitation link. */
export const AUTH_AREA = defineArea({
  id: 'auth',
  groups: [],
  routes: [
    { name: 'sign-in', path: '/sign-in', title: 'Giriş Yap', access: 'anonymous' },
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
