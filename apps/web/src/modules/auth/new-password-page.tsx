import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../app/http';
import { rules } from '../../components/form-rules';
import { AuthCard } from './auth-card';

type Values = { password: string; confirm: string };

export const NewPasswordPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: Values) => {
    setSubmitting(true);
    try {
      await api.post('auth/new-password', { body: { code: id, password: values.password } });
      navigate('/sign-in', { replace: true });
    } catch {
      // The HTTP client has shown the reason (an expired or used link).
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Yeni Şifre">
      <Form<Values> layout="vertical" onFinish={onFinish} requiredMark={false} disabled={submitting}>
        <Form.Item
          label="Yeni Şifre"
          name="password"
          rules={rules.password()}
          validateTrigger="onBlur"
          hasFeedback
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          label="Yeni Şifre (Tekrar)"
          name="confirm"
          dependencies={['password']}
          validateTrigger="onBlur"
          rules={[
            ...rules.text('Yeni Şifre (Tekrar)'),
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue('password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error('Şifreler birbiriyle aynı olmalıdır!')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Şifremi Kaydet
        </Button>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/sign-in">Giriş sayfasına dön</Link>
        </div>
      </Form>
    </AuthCard>
  );
};
