import { PASSWORD_MESSAGES } from '@panel/shared/auth/passwords';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { mailOutbox } from '../../../integrations/mail/mail-outbox.table';
import { smsMessages } from '../../../integrations/sms/sms-message.table';
import { bearer, decodeClaims, signInAs } from '../../../test/auth-helpers';
import { postInvitation } from '../../../test/factories/accounts';
import { setUpTestApp } from '../../../test/test-app';

const t = setUpTestApp({ founder: DEMO.founder });

const invite = (payload: object) => postInvitation(t.app, t.token.founder, payload);

/** The link mailed to `to`: its code and whether the person already had a user. */
const linkSentTo = async (to: string) => {
  const rows = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const match = /\/invitation\/([\w-]+)\/(true|false)/.exec(rows.at(-1)!.body)!;
  return { code: match[1]!, hasRegister: match[2]! };
};

/** The invited teacher registers through the link with the given password. */
const registerAsElif = (code: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/invitation/${code}/register`,
    payload: { firstName: 'Elif', lastName: 'Şahin', email: 'yeni.ogretmen@demo.test', password },
  });

describe('invitations', () => {
  it('a new person registers through the mailed link and lands in the invited account', async () => {
    expect((await invite({ email: 'yeni.ogretmen@demo.test', role: 'Teacher' })).json().message).toBe(
      'Davet gönderildi.',
    );
    const { code, hasRegister } = await linkSentTo('yeni.ogretmen@demo.test');
    expect(hasRegister).toBe('false');
    const view = await t.app.inject({ method: 'GET', url: `/api/invitation/${code}` });
    expect(view.json()).toEqual({
      businessName: 'Demo Eğitim Kurumları',
      branchName: null,
      roleLabel: 'Öğretmen',
      email: 'yeni.ogretmen@demo.test',
      phone: null,
      status: 'Pending',
    });
    const common = await registerAsElif(code, 'Password123!');
    expect(common.json()).toMatchObject({
      message: PASSWORD_MESSAGES.common,
      errors: [PASSWORD_MESSAGES.common],
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/invitation/${code}` })).json().status).toBe(
      'Pending',
    );
    const register = await registerAsElif(code, 'Mavi.Deniz.77');
    expect(register.statusCode).toBe(200);
    expect(register.json().message).toBe('Hesabınız oluşturuldu ve davet kabul edildi.');
    expect(decodeClaims(register.json().jwtToken)).toMatchObject({
      role: 'Teacher',
      biz: decodeClaims(t.token.founder).biz,
    });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/invitation/${code}/register`,
      payload: { firstName: 'Başka', lastName: 'Biri', email: 'baska@demo.test', password: 'Mavi.Deniz.77' },
    });
    expect(again.statusCode).toBe(400);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/general/invitation',
      headers: bearer(t.token.founder),
    });
    expect(list.json()._data[0]).toMatchObject({
      email: 'yeni.ogretmen@demo.test',
      state: true,
      status: 'Accepted',
    });
  });

  it('an existing user accepts after signing in; the link is only theirs', async () => {
    await invite({ email: DEMO.otherManager, role: 'Advisor', branchId: decodeClaims(t.token.founder).br });
    const { code, hasRegister } = await linkSentTo(DEMO.otherManager);
    expect(hasRegister).toBe('true');

    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/invitation/${code}/accept`,
      headers: bearer(t.token.founder),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      `Bu davet ${DEMO.otherManager} adresine gönderildi. Lütfen o adresle giriş yapın.`,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/invitation/${code}` })).json().status).toBe(
      'Pending',
    );

    const invited = (await signInAs(t.app, DEMO.otherManager)).token;
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/invitation/${code}/accept`,
      headers: bearer(invited),
    });
    expect(accept.statusCode).toBe(200);
    const claims = decodeClaims(accept.json().jwtToken);
    expect(claims).toMatchObject({
      role: 'Advisor',
      biz: decodeClaims(t.token.founder).biz,
      br: decodeClaims(t.token.founder).br,
    });
    const roles = await t.app.inject({
      method: 'GET',
      url: '/api/account/roles',
      headers: bearer(accept.json().jwtToken),
    });
    expect(roles.json()).toHaveLength(2);
  });

  it('sends a phone invitation by SMS, and a cancelled one cannot be used', async () => {
    const res = await invite({ phone: '0(555) 111 22 33', role: 'CallCenter' });
    expect(res.statusCode).toBe(200);
    const [sms] = await t.handle.db.select().from(smsMessages).where(eq(smsMessages.purpose, 'invitation'));
    expect(sms).toMatchObject({ to: '0(555) 111 22 33', status: 'Sent' });
    const code = /\/invitation\/([\w-]+)\//.exec(sms!.text)![1]!;
    await t.app.inject({
      method: 'GET',
      url: `/api/general/invitation/delete/${res.json().id}`,
      headers: bearer(t.token.founder),
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/invitation/${code}` })).json().status).toBe(
      'Cancelled',
    );
    const register = await t.app.inject({
      method: 'POST',
      url: `/api/invitation/${code}/register`,
      payload: { firstName: 'Ali', lastName: 'Veli', email: 'ali@demo.test', password: 'Mavi.Deniz.77' },
    });
    expect(register.json().message).toBe('Davet bulunamadı, süresi dolmuş ya da daha önce kullanılmış.');
  });

  it('needs an e-mail or a phone', async () => {
    const res = await invite({ role: 'Teacher' });
    expect(res.json().errors).toEqual(['Lütfen davet için e-posta adresi ya da telefon giriniz!']);
  });
});
