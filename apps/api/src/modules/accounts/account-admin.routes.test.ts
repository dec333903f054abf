import { PASSWORD_MESSAGES } from '@panel/shared/auth/passwords';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { setUpTestApp } from '../../test/test-app';
import { refreshStatus } from './account-test-fixtures';

const t = setUpTestApp({ admin: DEMO.admin, founder: DEMO.founder });

const post = (url: string, payload: object, token = t.token.admin) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload });

describe('accounts', () => {
  it('the admin creates a manager for a business; the new user signs in to it', async () => {
    const businessId = decodeClaims(t.token.founder).biz as string;
    /** Can Demir as a manager of the founder's branch, a new user with the given password. */
    const newManager = (password: string) =>
      post('admin/account', {
        businessId,
        email: 'Yeni.Mudur@Demo.test',
        firstName: 'Can',
        lastName: 'Demir',
        password,
        branchId: decodeClaims(t.token.founder).br,
        role: 'Manager',
      });
    const personal = await newManager('Demir.2024!');
    expect(personal.statusCode).toBe(400);
    expect(personal.json().message).toBe(PASSWORD_MESSAGES.personal);
    const res = await newManager('Kalem.Defter42');
    expect(res.statusCode).toBe(200);
    const session = await signInAs(t.app, 'yeni.mudur@demo.test', 'Kalem.Defter42');
    expect(decodeClaims(session.token)).toMatchObject({
      acc: res.json().id,
      role: 'Manager',
      biz: businessId,
    });
  });

  it('asks for a name and password when the e-mail is new', async () => {
    const res = await post('admin/account', {
      businessId: decodeClaims(t.token.founder).biz,
      email: 'kimse@demo.test',
      role: 'Teacher',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Bu e-posta ile kayıtlı kullanıcı yok: yeni kullanıcı için ad, soyad ve şifre giriniz.',
    );
  });

  it('adds an account to an existing user without touching the user', async () => {
    const res = await post('admin/account', {
      businessId: decodeClaims(t.token.founder).biz,
      email: DEMO.otherManager,
      role: 'Advisor',
    });
    expect(res.statusCode).toBe(200);
    const again = await post('admin/account', {
      businessId: decodeClaims(t.token.founder).biz,
      email: DEMO.otherManager,
      role: 'Advisor',
    });
    expect(again.json().message).toBe('Bu kullanıcının bu şubede aynı rolle bir hesabı zaten var.');
  });

  it('keeps a manager from handing out the founder role and from placing an account in another business’s branch', async () => {
    const manager = (await signInAs(t.app, 'yeni.mudur@demo.test', 'Kalem.Defter42')).token;
    const top = await post(
      'general/user',
      {
        email: 'x@demo.test',
        firstName: 'X',
        lastName: 'Y',
        password: 'Kalem.Defter42',
        role: 'FounderManager',
      },
      manager,
    );
    expect(top.statusCode).toBe(403);
    const other = decodeClaims((await signInAs(t.app, DEMO.otherManager)).token).br;
    const foreign = await post(
      'general/user',
      {
        email: 'x@demo.test',
        firstName: 'X',
        lastName: 'Y',
        password: 'Kalem.Defter42',
        role: 'Teacher',
        branchId: other,
      },
      manager,
    );
    // A branch manager gives accounts of his own branch only.
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Yalnızca kendi şubenizdeki hesapları yönetebilirsiniz.');
    const byFounder = await post(
      'general/user',
      { email: 'x@demo.test', role: 'Teacher', branchId: other },
      t.token.founder,
    );
    expect(byFounder.statusCode).toBe(400);
    expect(byFounder.json().message).toBe('Seçilen şube bu kuruma ait değil.');
  });

  it('closing an account ends its sessions and removes it from the account list', async () => {
    const created = await post('admin/account', {
      businessId: decodeClaims(t.token.founder).biz,
      email: 'gecici@demo.test',
      firstName: 'Geçici',
      lastName: 'Personel',
      password: 'Mavi.Deniz.77',
      role: 'Teacher',
    });
    const session = await signInAs(t.app, 'gecici@demo.test', 'Mavi.Deniz.77');
    const close = await t.app.inject({
      method: 'GET',
      url: `/api/general/user/delete/${created.json().id}`,
      headers: bearer(t.token.founder),
    });
    expect(close.json().message).toBe('Hesap kapatıldı.');
    expect(await refreshStatus(t.app, session.refreshCookie)).toBe(400);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: 'gecici@demo.test', password: 'Mavi.Deniz.77' },
    });
    expect(login.statusCode).toBe(400);
  });
});

describe('users', () => {
  it('lists people with their active account counts, found by Turkish-folded search', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/user?_searchTerm=AYSE',
      headers: bearer(t.token.admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()._data).toEqual([
      expect.objectContaining({ email: DEMO.founder, accountCount: 2, isActive: true }),
    ]);
  });

  it('a passive user is signed out everywhere and cannot sign in; the admin cannot be made passive', async () => {
    const session = await signInAs(t.app, DEMO.otherManager);
    const userId = decodeClaims(session.token).sub;
    const res = await post('admin/user/update', {
      id: userId,
      firstName: 'Mehmet',
      lastName: 'Öztürk',
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(await refreshStatus(t.app, session.refreshCookie)).toBe(400);
    const adminId = decodeClaims(t.token.admin).sub;
    const self = await post('admin/user/update', {
      id: adminId,
      firstName: 'Sistem',
      lastName: 'Yöneticisi',
      isActive: false,
    });
    expect(self.json().message).toBe('Yönetici kullanıcı pasife alınamaz.');
  });
});
