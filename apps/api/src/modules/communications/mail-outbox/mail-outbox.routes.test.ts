import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { bearer, signInAs } from '../../../test/auth-helpers';
import { postInvitation } from '../../../test/factories/accounts';
import { setUpTestApp } from '../../../test/test-app';

const t = setUpTestApp({ admin: DEMO.admin, founder: DEMO.founder });

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/mail-outbox${url}`, headers: bearer(token) });

describe('outgoing mail', () => {
  it('shows the admin the invitation a founder sent, with a link that opens it', async () => {
    const sent = await postInvitation(t.app, t.token.founder, {
      email: 'davet.okuma@demo.test',
      role: 'Teacher',
    });
    expect(sent.json().message).toBe('Davet gönderildi.');

    const list = await get(t.token.admin, '?_searchTerm=davet.okuma');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ _totalData: 1, _pageCount: 1 });
    const [row] = list.json()._data;
    expect(row).toMatchObject({
      to: 'davet.okuma@demo.test',
      subject: 'Demo Eğitim Kurumları daveti',
      provider: 'local',
      status: 'sent',
    });
    expect(row).not.toHaveProperty('body');

    const mail = await get(t.token.admin, `/${row.id}`);
    expect(mail.statusCode).toBe(200);
    expect(mail.json().body).toContain('Demo Eğitim Kurumları sizi Öğretmen olarak davet ediyor.');
    const code = /\/invitation\/([\w-]+)\/false/.exec(mail.json().body)?.[1];
    expect(code).toBeDefined();
    const invitation = await t.app.inject({ method: 'GET', url: `/api/invitation/${code}` });
    expect(invitation.json()).toMatchObject({ email: 'davet.okuma@demo.test', status: 'Pending' });
  });

  it('refuses every business account, a founder and another business’s manager alike', async () => {
    const [anyMail] = (await get(t.token.admin, '')).json()._data;
    const manager = (await signInAs(t.app, DEMO.otherManager)).token;
    for (const token of [t.token.founder, manager]) {
      for (const url of ['', `/${anyMail.id}`]) {
        const res = await get(token, url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message).toBe('Bu işlem için yetkiniz bulunmuyor.');
        expect(res.body).not.toContain('/invitation/');
      }
    }
  });

  it('pages newest first and searches recipient and subject the Turkish way', async () => {
    for (let i = 1; i <= 12; i++)
      await t.app.mail.send(t.handle.db, {
        to: `sayfa${i}@ornek.test`,
        subject: i === 12 ? 'ŞİFRE SIFIRLAMA denemesi' : `Sayfa denemesi ${i}`,
        body: `Deneme ${i}`,
      });

    const pages = [];
    for (const n of [1, 2, 3]) {
      const res = await get(t.token.admin, `?_searchTerm=denemesi&_pageSize=5&_pageNumber=${n}`);
      expect(res.json()).toMatchObject({ _totalData: 12, _pageCount: 3 });
      pages.push(res.json()._data as { to: string; createdAt: string }[]);
    }
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    // Every mail once across the pages, none older before a newer one (two may share a moment).
    const rows = pages.flat();
    expect(rows.map((r) => r.to).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `sayfa${i + 1}@ornek.test`).sort(),
    );
    const times = rows.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeGreaterThan(times.at(-1)!);

    // Folded both ways: 'şifre sıfırlama' finds 'ŞİFRE SIFIRLAMA', and the recipient is searched too.
    const bySubject = (
      await get(t.token.admin, `?_searchTerm=${encodeURIComponent('şifre sıfırlama')}`)
    ).json();
    expect(bySubject._data.map((r: { to: string }) => r.to)).toEqual(['sayfa12@ornek.test']);
    const byRecipient = (await get(t.token.admin, '?_searchTerm=SAYFA3@')).json();
    expect(byRecipient._data.map((r: { subject: string }) => r.subject)).toEqual(['Sayfa denemesi 3']);
    expect((await get(t.token.admin, '?_searchTerm=yok.boyle@x')).json()).toEqual({
      _data: [],
      _totalData: 0,
      _pageCount: 0,
    });
  });

  it('answers 404 for a mail that does not exist', async () => {
    const res = await get(t.token.admin, '/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});
