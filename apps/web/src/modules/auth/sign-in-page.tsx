import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { emailRule, textRule } from '@panel/shared/validation/rules';
import { Alert, Button } from 'antd';
// The input and password alone: the `Input` namespace would also bring TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { readHttpError } from '../../api/http-client';
import { signIn, useSessionToken } from '../../app/auth/session';
import { DASHBOARD_PATH } from '../../app/navigation';
import { AuthCard } from './auth-card';
import { AuthField, checkFields } from './auth-field';

type Credentials = { email: string; password: string };

const FIELD_RULES = { email: emailRule, password: textRule('Şifre') };
const NO_ERRORS = { email: null, password: null };

export const SignInPage = () => {
  const [submitting, setSubmitting] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<keyof Credentials, string | null>>(NO_ERRORS);
  const hasSession = !!useSessionToken();

  const change = (key: keyof Credentials) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [key]: value }));
    // A shown error clears as soon as the field is right again, as Ant Design's forms do.
    if (errors[key]) setErrors((e) => ({ ...e, [key]: FIELD_RULES[key](value) }));
  };
  const blur = (key: keyof Credentials) => () =>
    setErrors((e) => ({ ...e, [key]: FIELD_RULES[key](values[key]) }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkFields(values, FIELD_RULES);
    setErrors(found);
    if (found.email || found.password) return;
    setSubmitting(true);
    setBlocked(null);
    try {
      await signIn({ email: values.email.trim(), password: values.password });
    } catch (error) {
      // A wrong password is shown by the HTTP client's 400 notice; too many tries need a lasting note.
      const { status, body } = readHttpError(error);
      if (status === 429)
        setBlocked(body?.message ?? 'Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyin.');
      console.warn('sign-in failed', status);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Giriş Yap">
      {hasSession && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <>
              Oturumunuz açık. <Link to={DASHBOARD_PATH}>Panele dönün</Link> ya da başka bir hesapla giriş
              yapın.
            </>
          }
        />
      )}
      {blocked && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={blocked}
          data-testid="sign-in-blocked"
        />
      )}
      <form onSubmit={onSubmit} noValidate>
        <AuthField label="E-posta" error={errors.email}>
          {(id, invalid) => (
            <Input
              id={id}
              prefix={<MailOutlined />}
              autoComplete="username"
              autoFocus
              inputMode="email"
              value={values.email}
              onChange={change('email')}
              onBlur={blur('email')}
              status={invalid ? 'error' : undefined}
              disabled={submitting}
            />
          )}
        </AuthField>
        <AuthField label="Şifre" error={errors.password}>
          {(id, invalid) => (
            <Password
              id={id}
              prefix={<LockOutlined />}
              autoComplete="current-password"
              value={values.password}
              onChange={change('password')}
              onBlur={blur('password')}
              status={invalid ? 'error' : undefined}
              disabled={submitting}
            />
          )}
        </AuthField>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Giriş Yap
        </Button>
      </form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/password-reset">Şifremi unuttum</Link>
      </div>
    </AuthCard>
  );
};
