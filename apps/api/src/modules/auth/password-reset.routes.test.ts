import { PASSWORD_MESSAGES } from '@panel/shared/auth/passwords';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEMO } from '../../db/seed/demo-seed';
import type { MailMessage, MailSender } from '../../integrations/mail/mail';
import { mailOutbox } from '../../integrations/mail/mail-outbox.table';
import { bearer, signInAs } from '../../test/auth-helpers';
import { setUpTestApp } from '../../test/test-app';
import { settlePasswordResetWork } from './auth.service';
import { passwordResetCodes } from './password-reset.table';

const t = setUpTestApp();

const requestReset = (email: string, remoteAddress = '127.0.0.1', app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
const newPassword = (code: string, password: string, remoteAddress = '127.0.0.1', app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/new-password', payload: { code, password }, remoteAddress });

const codeMailedTo = async (email: string): Promise<string> => {
  await settlePasswordResetWork();
  const mails = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return /\/new-password\/([\w-]+)/.exec(mails.at(-1)!.body)![1]!;
};

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const email = DEMO.otherManager;
    const before = await signInAs(t.app, email);
    const res = await requestReset(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/şifre yenileme bağlantısı gönderildi/);
    const code = await codeMailedTo(email);

    const weak = await newPassword(code, 'kisa');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([
      'Şifre en az 8 karakter olmalı; büyük harf, küçük harf, rakam ve özel karakter içermelidir.',
    ]);
    const common = await newPassword(code, 'Password123!');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([PASSWORD_MESSAGES.common]);
    const same = await newPassword(code, 'Demo1234!');
    expect(same.statusCode).toBe(400);

    expect((await newPassword(code, 'Yeni.Sifre42')).statusCode).toBe(200);
    expect((await signInAs(t.app, email, 'Yeni.Sifre42')).token).toEqual(expect.any(String));
    const old = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(before.token) });
    expect(old.statusCode).toBe(401);

    const again = await newPassword(code, 'Baska.Sifre42');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/geçersiz veya süresi dolmuş/);
  });

  it('refuses an expired code', async () => {
    await requestReset(DEMO.founder);
    const code = await codeMailedTo(DEMO.founder);
    await t.handle.db.update(passwordResetCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await newPassword(code, 'Yeni.Sifre42')).statusCode).toBe(400);
  });

  it('checks the code before the password: a wrong code answers the code message whatever the password', async () => {
    for (const password of ['Password123!', 'kisa-degil-ama-Yeni.Sifre42']) {
      const res = await newPassword('uydurma-kod', password);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Şifre yenileme bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
      );
    }
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const res = await requestReset('yok@demo.test');
    const known = await requestReset(DEMO.founder, '127.0.0.2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(known.json());
    await settlePasswordResetWork();
    expect(
      await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'yok@demo.test')),
    ).toHaveLength(0);
  });

  it('answers a known e-mail without waiting for its mail: both answers do the same work', async () => {
    // A mail provider that holds every send until released: the known e-mail's answer
    // still comes, so nothing the answer waits for differs between known and unknown.
    const held: MailMessage[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding: MailSender = {
      provider: 'holding',
      async send(_db, message) {
        held.push(message);
        await gate;
      },
    };
    const app = await buildApp({ config: t.config, db: t.handle.db, mail: holding });
    try {
      const known = await requestReset('mudur@ornekdil.test', '10.3.3.3', app);
      const unknown = await requestReset('yok-iki@demo.test', '10.3.3.4', app);
      expect(known.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      release();
      await settlePasswordResetWork();
      expect(held.map((m) => m.to)).toEqual(['mudur@ornekdil.test']);
    } finally {
      release();
      await app.close();
    }
  });

  it('throttles requests per e-mail (known or not) and per address, and new-password calls per address', async () => {
    for (const email of [DEMO.admin, 'kimse-yok@demo.test']) {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await requestReset(email, `10.4.4.${i}`)).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    }
    const limited = await buildApp({
      config: { ...t.config, authThrottle: { ...t.config.authThrottle, ipAttemptLimit: 2 } },
      db: t.handle.db,
    });
    try {
      const resets: number[] = [];
      for (let i = 0; i < 3; i++)
        resets.push((await requestReset(`ip${i}@demo.test`, '10.6.6.6', limited)).statusCode);
      expect(resets).toEqual([200, 200, 429]);
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await newPassword(`kod${i}`, 'Yeni.Sifre42', '10.6.6.7', limited)).statusCode);
      expect(codes).toEqual([400, 400, 429]);
      expect((await newPassword('kod', 'Yeni.Sifre42', '10.6.6.7', limited)).json().message).toMatch(
        /^Çok fazla şifre yenileme isteği yapıldı/,
      );
    } finally {
      await limited.close();
    }
    await settlePasswordResetWork();
  });
});
