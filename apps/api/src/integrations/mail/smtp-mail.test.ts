import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { DEMO } from '../../db/seed/demo-seed';
import { settlePasswordResetWork } from '../../modules/auth/auth.service';
import { signInAs } from '../../test/auth-helpers';
import { postInvitation } from '../../test/factories/accounts';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/test-app';
import { mailOutbox } from './mail-outbox.table';
import { smtpMailSender } from './smtp-mail';

type Received = { to: string[]; from: string; subject: string; body: string };

const REFUSED = 'kimse@yok.test';
const REFUSAL = 'Böyle bir posta kutusu yok';

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words of a header back to text. */
const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );

/** The subject and the plain text of a message as it arrived, undoing the transfer encoding. */
const parse = (raw: string): { subject: string; body: string } => {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const encoded = raw.slice(split + 4);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(encoded, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            encoded
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8')
        : encoded;
  return { subject: decodeWords(header('Subject')), body: body.replace(/\r\n/g, '\n').trimEnd() };
};

let server: SMTPServer;
let t: TestApp;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) {
        const error = new Error(REFUSAL) as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          ...parse(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      AUTH_IP_ATTEMPT_LIMIT: '1000',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_FROM: 'Panel <panel@kurum.test>',
    },
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const outbox = (to: string) => t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('mail through an SMTP server', () => {
  it('delivers a password reset to the user, in Turkish, and records it as sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: DEMO.otherManager },
    });
    expect(res.statusCode).toBe(200);
    await settlePasswordResetWork();
    const mail = received.find((m) => m.to.includes(DEMO.otherManager));
    expect(mail).toMatchObject({ from: 'panel@kurum.test', subject: 'Şifre sıfırlama' });
    expect(mail!.body).toMatch(
      /^Merhaba .+,\n\nŞifrenizi yenilemek için 30 dakika içinde bu bağlantıyı açın:/,
    );
    expect(mail!.body).toMatch(
      /\/new-password\/[\w-]+\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın\.$/,
    );
    expect(await outbox(DEMO.otherManager)).toEqual([
      expect.objectContaining({ provider: 'smtp', status: 'sent', subject: 'Şifre sıfırlama', error: null }),
    ]);
  });

  it('delivers an invitation with its link', async () => {
    const founder = (await signInAs(t.app, DEMO.founder)).token;
    const res = await postInvitation(t.app, founder, { email: 'yeni.ogretmen@demo.test', role: 'Teacher' });
    expect(res.json().message).toBe('Davet gönderildi.');
    const mail = received.find((m) => m.to.includes('yeni.ogretmen@demo.test'));
    expect(mail?.subject).toBe('Demo Eğitim Kurumları daveti');
    expect(mail?.body).toMatch(
      /^Demo Eğitim Kurumları sizi Öğretmen olarak davet ediyor\. Daveti \d+ gün içinde kabul etmek için: \S+\/invitation\/[\w-]+\/false$/,
    );
    expect(await outbox('yeni.ogretmen@demo.test')).toEqual([
      expect.objectContaining({ provider: 'smtp', status: 'sent' }),
    ]);
  });

  it('records a message the server refuses as failed, with the server’s reason', async () => {
    const founder = (await signInAs(t.app, DEMO.founder)).token;
    const res = await postInvitation(t.app, founder, { email: REFUSED, role: 'Teacher' });
    // The invitation stands; the admin sees in the outbox why its mail did not go.
    expect(res.statusCode).toBe(200);
    expect(received.some((m) => m.to.includes(REFUSED))).toBe(false);
    const [row] = await outbox(REFUSED);
    expect(row).toMatchObject({ provider: 'smtp', status: 'failed', sentAt: null });
    expect(row!.error).toContain('550');
    expect(row!.error).toContain(REFUSAL);
  });

  it('records a message as failed when the server cannot be reached', async () => {
    const closed = new SMTPServer({ authOptional: true, logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.server.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const sender = smtpMailSender(
      loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'panel@kurum.test' }).smtp!,
    );
    await sender.send(t.handle.db, { to: 'ulasilamaz@demo.test', subject: 'Deneme', body: 'Merhaba' });
    const [row] = await outbox('ulasilamaz@demo.test');
    expect(row).toMatchObject({ provider: 'smtp', status: 'failed', sentAt: null });
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('SMTP configuration', () => {
  it('keeps the recording sender without a server, and refuses a server without a sender address', () => {
    expect(loadConfig({}).smtp).toBeNull();
    expect(() => loadConfig({ SMTP_HOST: 'mail.kurum.test' })).toThrow(/SMTP_FROM/);
    expect(
      loadConfig({ SMTP_HOST: 'mail.kurum.test', SMTP_FROM: 'panel@kurum.test', SMTP_SECURE: 'true' }).smtp,
    ).toEqual({
      url: null,
      host: 'mail.kurum.test',
      port: 587,
      secure: true,
      user: null,
      password: null,
      from: 'panel@kurum.test',
    });
  });
});
