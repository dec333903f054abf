import { MESSAGES } from '@panel/shared/validation/messages';
import { passwordRule, textRule } from '@panel/shared/validation/rules';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AuthCard } from './auth-card';
import {
  BackToSignIn,
  BareForm,
  BarePasswordField,
  BareSubmit,
  CallNotice,
  fromRule,
  useBareForm,
} from './bare-form';
import { bareApi } from './bare-http';

type Values = { password: string; confirm: string };

const confirmRequired = textRule('Yeni Şifre (Tekrar)');

export const NewPasswordPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useBareForm<Values>(
    { password: '', confirm: '' },
    {
      password: fromRule(passwordRule),
      confirm: (value, values) =>
        confirmRequired(value) ?? (values.password === value ? null : 'Şifreler birbiriyle aynı olmalıdır!'),
    },
    { password: ['confirm'] },
  );

  return (
    <AuthCard title="Yeni Şifre">
      <CallNotice />
      <BareForm
        validate={form.validate}
        busy={busy}
        setBusy={setBusy}
        send={async () => {
          // An expired or used link: the notice above the form says so.
          await bareApi.post('auth/new-password', { body: { code: id, password: form.values.password } });
          navigate('/sign-in', { replace: true });
        }}
      >
        <BarePasswordField
          {...form.field('password')}
          label="Yeni Şifre"
          autoComplete="new-password"
          autoFocus
          hint={MESSAGES.passwordWeak}
          disabled={busy}
        />
        <BarePasswordField
          {...form.field('confirm')}
          label="Yeni Şifre (Tekrar)"
          autoComplete="new-password"
          disabled={busy}
        />
        <BareSubmit busy={busy}>Şifremi Kaydet</BareSubmit>
      </BareForm>
      <BackToSignIn />
    </AuthCard>
  );
};
