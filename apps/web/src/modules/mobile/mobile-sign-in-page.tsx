import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { readHttpError } from '../../api/http-client';
import { forgetMe, loadMe, mobileApi } from './mobile-http';
import { card, colors } from './mobile-shell';

const field = {
  width: '100%',
  boxSizing: 'border-box',
  padding: '12px 14px',
  fontSize: 16,
  border: `1px solid #e4e6ef`,
  borderRadius: 8,
  marginTop: 6,
} as const;

/** The parents' and students' sign-in: the mobile API's cookie, then the first child's week. */
export const MobileSignInPage = () => {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await mobileApi.post('/mobileapi/authenticate', { body: { email, password } });
      forgetMe();
      const me = await loadMe();
      const first = me.children[0];
      navigate(first ? `/mobile/student/${first.id}/lesson-program` : '/mobile/sign-in', { replace: true });
      if (!first) setError('Hesabınıza bağlı bir öğrenci bulunamadı.');
    } catch (failure) {
      setError(readHttpError(failure).body?.message ?? 'Giriş yapılamadı. Lütfen tekrar deneyin.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main
      style={{
        minHeight: '100vh',
        background: '#f5f8fa',
        fontFamily: 'system-ui, sans-serif',
        padding: '48px 16px',
        boxSizing: 'border-box',
      }}
    >
      <form onSubmit={submit} style={{ ...card, maxWidth: 420, margin: '0 auto', padding: 24 }}>
        <h1 style={{ fontSize: 22, margin: '0 0 4px' }}>Veli ve Öğrenci Girişi</h1>
        <p style={{ color: colors.muted, margin: '0 0 20px' }}>
          Okulun size verdiği e-posta ve şifreyle girin.
        </p>
        <label style={{ display: 'block', marginBottom: 14 }}>
          E-posta
          <input
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            style={field}
          />
        </label>
        <label style={{ display: 'block', marginBottom: 18 }}>
          Şifre
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            style={field}
          />
        </label>
        {error && (
          <p role="alert" style={{ color: colors.danger, margin: '0 0 14px' }}>
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          style={{
            width: '100%',
            padding: 14,
            fontSize: 16,
            fontWeight: 600,
            color: '#fff',
            background: colors.primary,
            border: 0,
            borderRadius: 8,
          }}
        >
          {busy ? 'Giriş yapılıyor…' : 'Giriş Yap'}
        </button>
      </form>
    </main>
  );
};
