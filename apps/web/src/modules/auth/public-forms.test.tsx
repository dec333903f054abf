import { MESSAGES } from '@panel/shared/validation/messages';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../app/navigation-bridge';
import { InvitationPage } from './invitation-page';
import { NewPasswordPage } from './new-password-page';
import { PasswordResetPage } from './password-reset-page';

type Reply = { status?: number; body?: unknown };
let replies: Record<string, Reply>;
const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
const navigated: string[] = [];

beforeEach(() => {
  window.localStorage.clear();
  calls.length = 0;
  navigated.length = 0;
  replies = {};
  setNavigator((to) => navigated.push(to));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: String(init.method),
        headers: init.headers as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const reply = replies[`${init.method} ${url}`] ?? { status: 404, body: { message: 'yok' } };
      const status = reply.status ?? 200;
      return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const at = (path: string, route: string, page: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={page} />
        <Route path="/sign-in" element={<h1>Giriş Yap</h1>} />
      </Routes>
    </MemoryRouter>,
  );

describe('the password reset page', () => {
  it('checks the address with the shared rule, focuses it, then asks for the link without a token', async () => {
    window.localStorage.setItem('id_token', 'eski');
    replies['POST /api/auth/password-reset'] = { body: {} };
    at('/password-reset', '/password-reset', <PasswordResetPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bağlantı Gönder' }));
    const email = screen.getByLabelText('E-posta');
    expect(screen.getByText(MESSAGES.emailRequired)).toBeVisible();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'veli@ornek');
    await user.tab();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await user.type(email, '.test{Enter}');
    expect(await screen.findByText('Bağlantı gönderildi')).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ email: 'veli@ornek.test' });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });
});

describe('the new password page', () => {
  it('asks for a strong password twice and shows the server refusal in the page', async () => {
    replies['POST /api/auth/new-password'] = {
      status: 400,
      body: { title: 'Uyarı', message: 'Bağlantının süresi dolmuş.' },
    };
    at('/new-password/KOD', '/new-password/:id', <NewPasswordPage />);
    const user = userEvent.setup();
    const password = screen.getByLabelText('Yeni Şifre');
    const confirm = screen.getByLabelText('Yeni Şifre (Tekrar)');
    await user.type(password, 'zayif');
    await user.type(confirm, 'zayif');
    await user.click(screen.getByRole('button', { name: 'Şifremi Kaydet' }));
    expect(screen.getByText(MESSAGES.passwordWeak, { selector: '.bare-field__error' })).toBeVisible();
    expect(password).toHaveFocus();
    await user.clear(password);
    await user.type(password, 'Mavi.Deniz.77');
    // The repetition is checked again when the password changes.
    expect(screen.getByText('Şifreler birbiriyle aynı olmalıdır!')).toBeVisible();
    await user.clear(confirm);
    await user.type(confirm, 'Mavi.Deniz.77');
    expect(screen.queryByText('Şifreler birbiriyle aynı olmalıdır!')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Şifremi Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bağlantının süresi dolmuş.');
    expect(calls[0]?.body).toEqual({ code: 'KOD', password: 'Mavi.Deniz.77' });

    replies['POST /api/auth/new-password'] = { body: {} };
    await user.click(screen.getByRole('button', { name: 'Şifremi Kaydet' }));
    expect(await screen.findByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  });

  it('shows and hides a password with its own button', async () => {
    at('/new-password/KOD', '/new-password/:id', <NewPasswordPage />);
    const password = screen.getByLabelText('Yeni Şifre');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getAllByRole('button', { name: 'Göster' })[0] as HTMLElement);
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('the invitation page', () => {
  const VIEW = {
    status: 'Pending',
    businessName: 'Demo Eğitim Kurumları',
    branchName: 'Kadıköy Şubesi',
    roleLabel: 'Veli',
    email: 'fatma@veli.test',
  };

  it('opens an account with the invited address and lands on the dashboard', async () => {
    replies['GET /api/invitation/DAVET'] = { body: VIEW };
    replies['POST /api/invitation/DAVET/register'] = { body: { jwtToken: 'yeni' } };
    at('/invitation/DAVET/false', '/invitation/:invitation_code/:has_register', <InvitationPage />);
    expect(
      await screen.findByText('Demo Eğitim Kurumları / Kadıköy Şubesi sizi Veli olarak davet ediyor.'),
    ).toBeVisible();
    expect(screen.getByLabelText('E-posta')).toHaveValue('fatma@veli.test');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hesap Aç ve Kabul Et' }));
    expect(screen.getByText(MESSAGES.textRequired('Ad'))).toBeVisible();
    expect(screen.getByLabelText('Ad')).toHaveFocus();
    await user.type(screen.getByLabelText('Ad'), 'Fatma');
    await user.type(screen.getByLabelText('Soyad'), 'Aksoy');
    await user.type(screen.getByLabelText('Şifre'), 'Mavi.Deniz.77{Enter}');
    await waitFor(() => expect(navigated).toEqual(['/dashboard/summary']));
    expect(calls.at(-1)?.body).toEqual({
      firstName: 'Fatma',
      lastName: 'Aksoy',
      email: 'fatma@veli.test',
      password: 'Mavi.Deniz.77',
    });
    expect(window.localStorage.getItem('id_token')).toBe('yeni');
  });

  it('says when the invitation cannot be used', async () => {
    replies['GET /api/invitation/ESKI'] = { body: { ...VIEW, status: 'Accepted' } };
    at('/invitation/ESKI/true', '/invitation/:invitation_code/:has_register', <InvitationPage />);
    expect(await screen.findByText('Bu davet kullanılamıyor')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Giriş sayfasına git' })).toHaveAttribute('href', '/sign-in');
  });
});
