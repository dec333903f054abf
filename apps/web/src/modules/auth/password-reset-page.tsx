import { emailRule } from '@panel/shared/validation/rules';
import { useState } from 'react';
import { AuthCard } from './auth-card';
import {
  BackToSignIn,
  BareEmailField,
  BareForm,
  BareMessage,
  BareSubmit,
  CallNotice,
  fromRule,
  useBareForm,
} from './bare-form';
import { bareApi } from './bare-http';

type Values = { email: string };

export const PasswordResetPage = () => {
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useBareForm<Values>({ email: '' }, { email: fromRule(emailRule) });

  if (sent)
    return (
      <AuthCard title="Şifremi Unuttum">
        <BareMessage kind="success" title="Bağlantı gönderildi">
          E-posta adresiniz kayıtlıysa şifre yenileme bağlantısı birkaç dakika içinde gelir.
        </BareMessage>
        <BackToSignIn />
      </AuthCard>
    );

  return (
    <AuthCard title="Şifremi Unuttum">
      <CallNotice />
      <BareForm
        validate={form.validate}
        busy={busy}
        setBusy={setBusy}
        send={async () => {
          await bareApi.post('auth/password-reset', { body: { email: form.values.email.trim() } });
          setSent(true);
        }}
      >
        <BareEmailField {...form.field('email')} autoComplete="username" autoFocus disabled={busy} />
        <BareSubmit busy={busy}>Bağlantı Gönder</BareSubmit>
      </BareForm>
      <BackToSignIn />
    </AuthCard>
  );
};
