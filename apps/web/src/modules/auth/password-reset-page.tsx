import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../app/http';
import { rules } from '../../components/form-rules';
import { AuthCard } from './auth-card';

export const PasswordResetPage = () => {
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: { email: string }) => {
    setSubmitting(true);
    try {
      await api.post('auth/password-reset', { body: values });
      setSent(true);
    } catch {
      // The HTTP client has shown the reason.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Şifremi Unuttum">
      {sent ? (
        <Result
          status="success"
          title="Bağlantı gönderildi"
          subTitle="E-posta adresiniz kayıtlıysa şifre yenileme bağlantısı birkaç dakika içinde gelir."
          extra={<Link to="/sign-in">Giriş sayfasına dön</Link>}
        />
      ) : (
        <Form layout="vertical" onFinish={onFinish} requiredMark={false} disabled={submitting}>
          <Form.Item label="E-posta" name="email" rules={rules.email()} validateTrigger="onBlur">
            <Input autoComplete="username" autoFocus inputMode="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            Bağlantı Gönder
          </Button>
          <div style={{ marginTop: 16, textAlign: 'center' }}>
            <Link to="/sign-in">Giriş sayfasına dön</Link>
          </div>
        </Form>
      )}
    </AuthCard>
  );
};
