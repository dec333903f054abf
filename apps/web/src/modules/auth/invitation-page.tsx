import type { TInvitationView } from '@panel/shared/accounts/contracts';
import type { TAuthUser } from '@panel/shared/auth/contracts';
import { MESSAGES } from '@panel/shared/validation/messages';
import { emailRule, passwordRule, textRule } from '@panel/shared/validation/rules';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { landOnDashboard, startSession, useSessionToken } from '../../app/auth/session';
import { AuthCard } from './auth-card';
import {
  BackToSignIn,
  BareButton,
  BareEmailField,
  BareField,
  BareForm,
  BareMessage,
  BarePasswordField,
  BareSubmit,
  CallNotice,
  fromRule,
  useBareForm,
} from './bare-form';
import { bareApi, clearBareNotice } from './bare-http';

type SignInValues = { email: string; password: string };
type RegisterValues = { firstName: string; lastName: string; email: string; password: string };

const SIGN_IN_RULES = {
  email: fromRule<SignInValues>(emailRule),
  password: fromRule<SignInValues>(textRule('Şifre')),
};
const REGISTER_RULES = {
  firstName: fromRule<RegisterValues>(textRule('Ad', 50)),
  lastName: fromRule<RegisterValues>(textRule('Soyad', 50)),
  email: fromRule<RegisterValues>(emailRule),
  password: fromRule<RegisterValues>(passwordRule),
};

/** Signs the user in with what `call` answers and lands on the dashboard (SPEC 2). */
const finishWith = async (call: () => Promise<TAuthUser>) => {
  startSession(await call());
  landOnDashboard();
};

type Busy = { busy: boolean; setBusy: (busy: boolean) => void };

/** An account holder accepts by signing in first. */
const SignInAndAccept = ({ code, email, busy, setBusy }: { code: string; email: string } & Busy) => {
  const form = useBareForm<SignInValues>({ email, password: '' }, SIGN_IN_RULES);
  return (
    <BareForm
      validate={form.validate}
      busy={busy}
      setBusy={setBusy}
      send={() =>
        finishWith(async () => {
          const { email: typed, password } = form.values;
          startSession(await bareApi.post('auth/authenticate', { body: { email: typed.trim(), password } }));
          return bareApi.post('invitation/{code}/accept', { path: { code } });
        })
      }
    >
      <p>Kabul etmek için hesabınızla giriş yapın.</p>
      <BareEmailField {...form.field('email')} autoComplete="username" disabled={busy} />
      <BarePasswordField
        {...form.field('password')}
        label="Şifre"
        autoComplete="current-password"
        disabled={busy}
      />
      <BareSubmit busy={busy}>Giriş Yap ve Kabul Et</BareSubmit>
    </BareForm>
  );
};

/** Someone without an account opens one and accepts with it. */
const RegisterAndAccept = ({ code, email, busy, setBusy }: { code: string; email: string } & Busy) => {
  const form = useBareForm<RegisterValues>(
    { firstName: '', lastName: '', email, password: '' },
    REGISTER_RULES,
  );
  return (
    <BareForm
      validate={form.validate}
      busy={busy}
      setBusy={setBusy}
      send={() =>
        finishWith(() => {
          const v = form.values;
          const body = {
            firstName: v.firstName.trim(),
            lastName: v.lastName.trim(),
            email: v.email.trim(),
            password: v.password,
          };
          return bareApi.post('invitation/{code}/register', { path: { code }, body });
        })
      }
    >
      <p>Kabul etmek için kendinize bir hesap açın.</p>
      <BareField {...form.field('firstName')} label="Ad" autoComplete="given-name" disabled={busy} />
      <BareField {...form.field('lastName')} label="Soyad" autoComplete="family-name" disabled={busy} />
      <BareEmailField {...form.field('email')} autoComplete="email" disabled={busy} />
      <BarePasswordField
        {...form.field('password')}
        label="Şifre"
        autoComplete="new-password"
        hint={MESSAGES.passwordWeak}
        disabled={busy}
      />
      <BareSubmit busy={busy}>Hesap Aç ve Kabul Et</BareSubmit>
    </BareForm>
  );
};

/** The invitation link: accept as a signed-in user, sign in to accept, or register and accept. */
export const InvitationPage = () => {
  const { invitation_code: code = '', has_register: hasRegister } = useParams();
  const signedIn = !!useSessionToken();
  const [invitation, setInvitation] = useState<TInvitationView | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    bareApi.get('invitation/{code}', { path: { code } }).then(setInvitation, () => setMissing(true));
  }, [code]);

  const accept = async () => {
    clearBareNotice();
    setBusy(true);
    try {
      await finishWith(() => bareApi.post('invitation/{code}/accept', { path: { code } }));
    } catch {
      // The notice above the button says why.
    } finally {
      setBusy(false);
    }
  };

  if (missing || (invitation && invitation.status !== 'Pending'))
    return (
      <AuthCard title="Davet">
        <BareMessage kind="warning" title="Bu davet kullanılamıyor">
          Davet bulunamadı, süresi dolmuş ya da daha önce kullanılmış.
        </BareMessage>
        <BackToSignIn>Giriş sayfasına git</BackToSignIn>
      </AuthCard>
    );
  if (!invitation)
    return (
      <AuthCard title="Davet">
        <div className="bare-loading" role="status" aria-busy="true">
          Davet yükleniyor…
        </div>
      </AuthCard>
    );
  const offer = `${invitation.businessName}${invitation.branchName ? ` / ${invitation.branchName}` : ''} sizi ${invitation.roleLabel} olarak davet ediyor.`;
  const email = invitation.email ?? '';
  return (
    <AuthCard title="Davet">
      <BareMessage kind="info" title={offer} />
      <CallNotice />
      {signedIn ? (
        <BareButton busy={busy} onClick={accept}>
          Daveti Kabul Et
        </BareButton>
      ) : hasRegister === 'true' ? (
        <SignInAndAccept code={code} email={email} busy={busy} setBusy={setBusy} />
      ) : (
        <RegisterAndAccept code={code} email={email} busy={busy} setBusy={setBusy} />
      )}
    </AuthCard>
  );
};
