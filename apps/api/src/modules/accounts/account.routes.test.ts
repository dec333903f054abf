import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { setUpTestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit-log.table';
import { accounts } from './account.table';
import { refreshStatus } from './account-test-fixtures';

const t = setUpTestApp();

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
/** The caller's accounts as the account switcher lists them. */
const rolesOf = async (token: string) =>
  (await get('/api/account/roles', token)).json() as { id: string; isSelected: boolean }[];

describe('GET account/roles', () => {
  it('lists the founder’s two accounts and marks the active one', async () => {
    const { token } = await signInAs(t.app, DEMO.founder);
    const res = await get('/api/account/roles', token);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{
      id: string;
      isSelected: boolean;
      role: string;
      roleLabel: string;
      branchName: string;
    }>;
    expect(list).toHaveLength(2);
    expect(list.filter((a) => a.isSelected).map((a) => a.id)).toEqual([decodeClaims(token).acc]);
    // Accounts granted together: a first sign-in starts in the highest role.
    expect(list.find((a) => a.isSelected)?.role).toBe('FounderManager');
    expect(list.map((a) => a.role).sort()).toEqual(['FounderManager', 'Manager']);
    expect(list.map((a) => a.branchName).sort()).toEqual(['Beşiktaş Şubesi', 'Kadıköy Şubesi']);
  });
});

describe('GET account/set-active-account/{id}', () => {
  it('switches to another own account, and the next sign-in starts there', async () => {
    const { token } = await signInAs(t.app, DEMO.founder);
    const list = await rolesOf(token);
    const other = list.find((a) => !a.isSelected)!;

    const res = await get(`/api/account/set-active-account/${other.id}`, token);
    expect(res.statusCode).toBe(200);
    const switched = res.json().jwtToken as string;
    expect(decodeClaims(switched).acc).toBe(other.id);
    const after = await rolesOf(switched);
    expect(after.find((a) => a.isSelected)?.id).toBe(other.id);

    const again = await signInAs(t.app, DEMO.founder);
    expect(decodeClaims(again.token).acc).toBe(other.id);
  });

  it('answers 404 for an account of another user or business', async () => {
    const founder = await signInAs(t.app, DEMO.founder);
    const stranger = await signInAs(t.app, DEMO.otherManager);
    const res = await get(
      `/api/account/set-active-account/${decodeClaims(stranger.token).acc}`,
      founder.token,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Kayıt bulunamadı.');
  });

  it('no longer offers a deactivated account', async () => {
    const { token } = await signInAs(t.app, DEMO.founder);
    const list = await rolesOf(token);
    const other = list.find((a) => !a.isSelected)!;
    await t.handle.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, other.id));
    try {
      expect((await get(`/api/account/set-active-account/${other.id}`, token)).statusCode).toBe(404);
      expect((await get('/api/account/roles', token)).json()).toHaveLength(1);
    } finally {
      await t.handle.db.update(accounts).set({ isActive: true }).where(eq(accounts.id, other.id));
    }
  });
});

describe('own profile', () => {
  it('answers user/me with the spec’s fields', async () => {
    const { token } = await signInAs(t.app, DEMO.founder);
    expect((await get('/api/user/me', token)).json()).toEqual({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: DEMO.founder,
      loggedInUser: 'Ayşe Yılmaz',
      isAdmin: false,
      impersonatedBy: null,
    });
  });

  it('renames the user, found under the new name, audited with the screen the change came from', async () => {
    const { token } = await signInAs(t.app, DEMO.otherManager);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/me/update',
      headers: { ...bearer(token), 'x-route-path': '/profile' },
      payload: { firstName: 'Mehmet Ali', lastName: 'Öztürk' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Bilgileriniz kaydedildi.');
    expect((await get('/api/user/me', token)).json().loggedInUser).toBe('Mehmet Ali Öztürk');
    // The provider's user list searches the new name (its search key follows the rename).
    const { token: admin } = await signInAs(t.app, DEMO.admin);
    const found = await get('/api/admin/user?_searchTerm=MEHMET%20ALI', admin);
    expect(found.json()._data).toEqual([expect.objectContaining({ email: DEMO.otherManager })]);
    const [row] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.action, 'update')));
    expect(row).toMatchObject({
      routePath: '/profile',
      before: { firstName: 'Mehmet', lastName: 'Öztürk' },
      after: { firstName: 'Mehmet Ali', lastName: 'Öztürk' },
    });
  });

  it('refuses an empty or too long name with the spec’s messages', async () => {
    const { token } = await signInAs(t.app, DEMO.founder);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/me/update',
      headers: bearer(token),
      payload: { firstName: '', lastName: 'x'.repeat(51) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Lütfen Ad Giriniz!', 'Lütfen Daha Kısa Soyad Giriniz!']);
  });

  it('changes the password only with the current one, ending other sessions', async () => {
    const other = await signInAs(t.app, DEMO.founder);
    const { token } = await signInAs(t.app, DEMO.founder);
    const changePassword = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/me/change-password',
        headers: bearer(token),
        payload: { currentPassword, newPassword: 'Yeni.Sifre42' },
      });
    const wrong = await changePassword('Yanlis1!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Mevcut şifreniz hatalı.');

    const ok = await changePassword('Demo1234!');
    expect(ok.statusCode).toBe(200);
    expect(await refreshStatus(t.app, other.refreshCookie)).toBe(400);
    expect((await signInAs(t.app, DEMO.founder, 'Yeni.Sifre42')).token).toEqual(expect.any(String));
  });
});
