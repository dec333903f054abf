import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form } from 'antd';
// The input and password alone: the `Input` namespace would also bring TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { Link } from 'react-router';
import { readHttpError } from '../../api/http-client';
import { signIn, useSessionToken } from '../../app/auth/session';
import { DASHBOARD_PATH } from '../../app/navigation';
import { rules } from '../../components/form-rules';
import { AuthCard } from './auth-card';

type Credentials = { email: string; password: string };

export const SignInPage = () => {
  const [submitting, setSubmitting] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const hasSession = !!useSessionToken();

  const onFinish = async (values: Credentials) => {
    setSubmitting(true);
    setBlocked(null);
    try {
      await signIn(values);
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
      <Form<Credentials> layout="vertical" onFinish={onFinish} requiredMark={false} disabled={submitting}>
        <Form.Item label="E-posta" name="email" rules={rules.email()} validateTrigger="onBlur">
          <Input prefix={<MailOutlined />} autoComplete="username" autoFocus inputMode="email" />
        </Form.Item>
        <Form.Item label="Şifre" name="password" rules={rules.text('Şifre')} validateTrigger="onBlur">
          <Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Giriş Yap
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/password-reset">Şifremi unuttum</Link>
      </div>
    </AuthCard>
  );
};
