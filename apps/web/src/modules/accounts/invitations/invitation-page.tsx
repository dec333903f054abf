import type { TInvitationView } from '@panel/shared/accounts/contracts';
import type { TAuthUser } from '@panel/shared/auth/contracts';
import { Alert, Button, Form, Input, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { landOnDashboard, startSession, useSessionToken } from '../../../app/auth/session';
import { api } from '../../../app/http';
import { rules } from '../../../components/form-rules';
import { AuthCard } from '../../auth/auth-card';

type RegisterValues = { firstName: string; lastName: string; email: string; password: string };
type SignInValues = { email: string; password: string };

/** The invitation link: accept as a signed-in user, sign in to accept, or register and accept. */
export const InvitationPage = () => {
  const { invitation_code: code = '', has_register: hasRegister } = useParams();
  const signedIn = !!useSessionToken();
  const [invitation, setInvitation] = useState<TInvitationView | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    (api.get('invitation/{code}', { path: { code } }) as Promise<TInvitationView>).then(setInvitation, () =>
      setMissing(true),
    );
  }, [code]);

  const finish = async (call: () => Promise<TAuthUser>) => {
    setBusy(true);
    try {
      startSession(await call());
      landOnDashboard();
    } catch {
      // The HTTP client has shown why.
    } finally {
      setBusy(false);
    }
  };
  const accept = () => finish(() => api.post('invitation/{code}/accept', { path: { code } }));
  const signInAndAccept = (v: SignInValues) =>
    finish(async () => {
      startSession(await api.post('auth/authenticate', { body: v }));
      return api.post('invitation/{code}/accept', { path: { code } });
    });
  const register = (v: RegisterValues) =>
    finish(() => api.post('invitation/{code}/register', { path: { code }, body: v }));

  if (missing || (invitation && invitation.status !== 'Pending')) {
    return (
      <AuthCard title="Davet">
        <Result
          status="warning"
          title="Bu davet kullanılamıyor"
          subTitle="Davet bulunamadı, süresi dolmuş ya da daha önce kullanılmış."
          extra={<Link to="/sign-in">Giriş sayfasına git</Link>}
        />
      </AuthCard>
    );
  }
  if (!invitation) {
    return (
      <AuthCard title="Davet">
        <Skeleton active />
      </AuthCard>
    );
  }
  const offer = `${invitation.businessName}${invitation.branchName ? ` / ${invitation.branchName}` : ''} sizi ${invitation.roleLabel} olarak davet ediyor.`;
  return (
    <AuthCard title="Davet">
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={offer} />
      {signedIn ? (
        <Button type="primary" block loading={busy} onClick={accept}>
          Daveti Kabul Et
        </Button>
      ) : hasRegister === 'true' ? (
        <Form<SignInValues>
          layout="vertical"
          onFinish={signInAndAccept}
          initialValues={{ email: invitation.email ?? '' }}
          disabled={busy}
        >
          <p>Kabul etmek için hesabınızla giriş yapın.</p>
          <Form.Item label="E-posta" name="email" rules={rules.email()} validateTrigger="onBlur">
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label="Şifre" name="password" rules={rules.text('Şifre')} validateTrigger="onBlur">
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            Giriş Yap ve Kabul Et
          </Button>
        </Form>
      ) : (
        <Form<RegisterValues>
          layout="vertical"
          onFinish={register}
          initialValues={{ email: invitation.email ?? '' }}
          disabled={busy}
        >
          <p>Kabul etmek için kendinize bir hesap açın.</p>
          <Form.Item label="Ad" name="firstName" rules={rules.text('Ad', 50)} validateTrigger="onBlur">
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item label="Soyad" name="lastName" rules={rules.text('Soyad', 50)} validateTrigger="onBlur">
            <Input autoComplete="family-name" />
          </Form.Item>
          <Form.Item label="E-posta" name="email" rules={rules.email()} validateTrigger="onBlur">
            <Input autoComplete="email" />
          </Form.Item>
          <Form.Item label="Şifre" name="password" rules={rules.password()} validateTrigger="onBlur">
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            Hesap Aç ve Kabul Et
          </Button>
        </Form>
      )}
    </AuthCard>
  );
};
