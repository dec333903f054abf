import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMS_HOLD_REASONS, smsSize } from '@panel/shared/communications/sms';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NETGSM_REASONS } from './netgsm';
import { sendSms } from './sms';

/** What the fake NetGSM received: one entry per POST, as it came over the wire. */
type Received = { method: string; url: string; contentType: string; authorization: string; raw: Buffer };

/**
 * A stand-in for NetGSM's REST v2 send endpoint, speaking its documented protocol: a JSON
 * answer `{ code: "00", jobid }` on success, HTTP 406 with `{ code, description }` on an error.
 * `answer` decides per request; by default every message is accepted.
 */
const fakeNetgsm = async () => {
  const received: Received[] = [];
  let jobs = 0;
  let answer: (body: NetgsmBody) => Reply | Promise<Reply> = () => ({
    status: 200,
    json: { code: '00', jobid: `job-${++jobs}`, description: 'queued' },
  });
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks);
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        authorization: req.headers.authorization ?? '',
        raw,
      });
      const reply =
        req.url === '/sms/rest/v2/send'
          ? await answer(JSON.parse(raw.toString('utf8')) as NetgsmBody)
          : { status: 404, json: {} };
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    bodies: () => received.map((r) => JSON.parse(r.raw.toString('utf8')) as NetgsmBody),
    answerWith: (next: typeof answer) => {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
type Reply = { status: number; json: object };
type NetgsmBody = {
  msgheader: string;
  encoding?: string;
  iysfilter: string;
  messages: { msg: string; no: string }[];
};
type Fake = Awaited<ReturnType<typeof fakeNetgsm>>;

const envFor = (fake: Fake, perMinute = 100) => ({
  SMS_PROVIDER: 'netgsm',
  SMS_USER: '8501234567',
  SMS_PASSWORD: 'gizli:şifre',
  SMS_HEADER: 'DEMOKURS',
  SMS_API_URL: fake.url,
  SMS_PER_MINUTE: String(perMinute),
});

const PHONE = '0(532) 123 45 67';

describe('NetGSM through /admin/sms-test', () => {
  let fake: Fake;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    fake = await fakeNetgsm();
    t = await createTestApp({ env: envFor(fake) });
    admin = (await signInAs(t.app, DEMO.admin)).token;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => {
    fake.received.length = 0;
    fake.answerWith(() => ({ status: 200, json: { code: '00', jobid: 'job-ok', description: 'queued' } }));
  });

  const lockWaiters = async () => {
    const result = (await t.app.db.execute(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
          and database = (select oid from pg_database where datname = current_database())`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };
  const send = (text: string, phone = PHONE) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/sms-test',
      headers: bearer(admin),
      payload: { phone, text },
    });

  it('posts the documented request, in UTF-8 with Basic credentials, and records the job id and units', async () => {
    const text = 'Sayın veli, öğrencimiz İrem bugün derse katılmadı. Bilginize sunarız.';
    const res = await send(text);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Sent',
      provider: 'netgsm',
      providerMessageId: 'job-1',
      providerCode: '00',
      units: 1,
      error: null,
      kind: 'Informational',
    });
    expect(res.json().message).toBe("Test SMS'i netgsm sağlayıcısıyla gönderildi (1 birim).");

    expect(fake.received).toHaveLength(1);
    const [call] = fake.received;
    expect(call).toMatchObject({ method: 'POST', url: '/sms/rest/v2/send' });
    expect(call!.contentType).toBe('application/json; charset=utf-8');
    expect(Buffer.from(call!.authorization.replace(/^Basic /, ''), 'base64').toString('utf8')).toBe(
      '8501234567:gizli:şifre',
    );
    // The Turkish letters arrive as UTF-8 bytes, not as escapes or question marks.
    expect(call!.raw.includes(Buffer.from('öğrencimiz İrem', 'utf8'))).toBe(true);
    expect(fake.bodies()[0]).toEqual({
      msgheader: 'DEMOKURS',
      encoding: 'TR',
      iysfilter: '0',
      messages: [{ msg: text, no: '5321234567' }],
    });
  });

  it('leaves the encoding out for plain text, and counts a long Turkish text in 149-character parts', async () => {
    await send('Kurs kaydiniz tamamlandi.');
    expect(fake.bodies()[0]!.encoding).toBeUndefined();

    expect((await send('ş'.repeat(155))).json().units).toBe(1);
    const long = 'ş'.repeat(156);
    expect((await send(long)).json().units).toBe(2);
    expect(smsSize(long)).toEqual({ encoding: 'gsm7-tr', length: 156, units: 2 });
    expect(fake.bodies().at(-1)!.encoding).toBe('TR');
  });

  it.each([
    ['30', 'Invalid username, password or no API access'],
    ['40', 'Message header is not defined'],
    ['85', 'Duplicate sending rate limit exceeded'],
  ])('records NetGSM error %s as failed with its Turkish reason', async (code, description) => {
    fake.answerWith(() => ({ status: 406, json: { code, description } }));
    const res = await send(`Hata denemesi ${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Failed',
      providerCode: code,
      providerMessageId: null,
      error: NETGSM_REASONS[code],
    });
    expect(res.json().message).toBe(`Test SMS'i gönderilemedi: ${NETGSM_REASONS[code]}`);
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sms-log?status=Failed',
      headers: bearer(admin),
    });
    expect(log.json()._data[0]).toMatchObject({ text: `Hata denemesi ${code}`, error: NETGSM_REASONS[code] });
  });

  it('records an unknown answer as failed with what NetGSM said', async () => {
    fake.answerWith(() => ({ status: 500, json: { error: 'boom' } }));
    const res = await send('Beklenmeyen yanıt');
    expect(res.json()).toMatchObject({
      status: 'Failed',
      error: 'NetGSM beklenmeyen bir yanıt verdi (HTTP 500).',
    });
  });

  it('holds the same text to the same number within the window, without asking NetGSM again', async () => {
    const first = await send('Aynı mesaj iki kez');
    const second = await send('Aynı mesaj iki kez');
    expect(first.json().status).toBe('Sent');
    expect(second.json()).toMatchObject({ status: 'Held', error: SMS_HOLD_REASONS.duplicate });
    expect(fake.received).toHaveLength(1);
    // Another number, or another text, is not a duplicate.
    expect((await send('Aynı mesaj iki kez', '0(533) 765 43 21')).json().status).toBe('Sent');
    expect((await send('Aynı mesaj üç kez')).json().status).toBe('Sent');
  });

  // Only a server has two connections at once; the embedded database runs one statement at a time.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'sends the same text once when a second request for it comes while the first waits for NetGSM',
    async () => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      fake.answerWith(async () => {
        await gate;
        return { status: 200, json: { code: '00', jobid: 'job-slow' } };
      });
      const both = Promise.all([send('Aynı anda iki istek'), send('Aynı anda iki istek')]);
      try {
        // The first is at NetGSM; the second waits for the business's lock instead of passing the guard.
        await vi.waitFor(
          async () => {
            expect(fake.received).toHaveLength(1);
            expect(await lockWaiters()).toBe(1);
          },
          { timeout: 10_000, interval: 20 },
        );
      } finally {
        release();
      }
      const answers = await both;
      expect(answers.map((r) => r.json().status).sort()).toEqual(['Held', 'Sent']);
      expect(fake.received).toHaveLength(1);
    },
  );

  it('retries after a failure: a failed message is no duplicate', async () => {
    fake.answerWith(() => ({ status: 406, json: { code: '100', description: 'system error' } }));
    expect((await send('Tekrar denenecek')).json().status).toBe('Failed');
    fake.answerWith(() => ({ status: 200, json: { code: '00', jobid: 'job-retry' } }));
    expect((await send('Tekrar denenecek')).json()).toMatchObject({
      status: 'Sent',
      providerMessageId: 'job-retry',
    });
  });
});

describe('NetGSM unreachable', () => {
  it('records a network error as failed with the reason, never losing the message', async () => {
    const fake = await fakeNetgsm();
    const env = envFor(fake);
    await fake.close(); // nobody listens on the port any more
    const t = await createTestApp({ env });
    try {
      const admin = (await signInAs(t.app, DEMO.admin)).token;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/sms-test',
        headers: bearer(admin),
        payload: { phone: PHONE, text: 'Kimse dinlemiyor' },
      });
      expect(res.json().status).toBe('Failed');
      expect(res.json().error).toMatch(/^NetGSM’e ulaşılamadı: /);
      const log = await t.app.inject({ method: 'GET', url: '/api/admin/sms-log', headers: bearer(admin) });
      expect(log.json()).toMatchObject({ _totalData: 1, failedCount: 1, sentUnits: 0, totalUnits: 1 });
    } finally {
      await t.close();
    }
  });
});

describe('business sends: İYS consent, per-minute limit, the log', () => {
  let fake: Fake;
  let t: TestApp;
  let admin: string;
  let founder: string;
  let businessId: string;

  beforeAll(async () => {
    fake = await fakeNetgsm();
    t = await createTestApp({ env: envFor(fake, 3) });
    admin = (await signInAs(t.app, DEMO.admin)).token;
    founder = (await signInAs(t.app, DEMO.founder)).token;
    businessId = decodeClaims(founder).biz as string;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const sendAs = (text: string, kind: 'Informational' | 'Commercial', to = PHONE) =>
    sendSms(t.app.db, t.app.sms, {
      to,
      text,
      kind,
      purpose: 'campaign',
      businessId,
      senderUserId: null,
      senderAccountId: null,
    });
  const consent = (phone: string, state: 'Given' | 'Withdrawn') =>
    t.app.inject({
      method: 'POST',
      url: '/api/communications/sms-consents',
      headers: bearer(founder),
      payload: { phone, state, source: 'Written' },
    });
  /** The provider's SMS log; `path` is what follows `/admin/sms-log` (a query or `/excel?…`). */
  const smsLog = (path: string, as = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/sms-log${path}`, headers: bearer(as) });

  it('holds a commercial message to a number without consent, and sends it once consent is recorded', async () => {
    const held = await sendAs('Yaz kampı kayıtları başladı!', 'Commercial');
    expect(held).toMatchObject({
      status: 'Held',
      error: SMS_HOLD_REASONS.noConsent,
      providerMessageId: null,
    });
    expect(fake.received).toHaveLength(0);

    expect((await consent('0532 123 4567', 'Given')).json()).toMatchObject({ phone: PHONE, state: 'Given' });
    const sent = await sendAs('Yaz kampı kayıtları başladı!', 'Commercial');
    expect(sent.status).toBe('Sent');
    expect(fake.bodies().at(-1)!.iysfilter).toBe('11');

    await consent(PHONE, 'Withdrawn');
    expect((await sendAs('Yeni dönem indirimi!', 'Commercial')).status).toBe('Held');
    // Informational messages need no consent.
    expect((await sendAs('Yarın ders yoktur.', 'Informational')).status).toBe('Sent');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/communications/sms-consents?phone=${encodeURIComponent(PHONE)}`,
      headers: bearer(founder),
    });
    expect(list.json()._data.map((c: { state: string }) => c.state)).toEqual(['Withdrawn', 'Given']);
  });

  it('refuses a consent without a valid number or state with Turkish messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/communications/sms-consents',
      headers: bearer(founder),
      payload: { phone: '532', state: 'Belki', source: 'Written' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining(['Onay durumunu seçiniz.']));
  });

  it('holds what exceeds the business’s per-minute limit, and the log totals the units', async () => {
    // Two sent in the test before; the limit is 3 a minute.
    const results = [];
    for (const text of ['Bir', 'İki', 'Üç'])
      results.push((await sendAs(`Duyuru ${text}`, 'Informational')).status);
    expect(results).toEqual(['Sent', 'Held', 'Held']);
    const throttled = await sendAs('Duyuru Dört', 'Informational', '0(533) 111 22 33');
    expect(throttled.error).toBe(SMS_HOLD_REASONS.throttled);

    const log = await smsLog(`?businessId=${businessId}&_sort=createdAt&_order=asc`);
    expect(log.statusCode).toBe(200);
    expect(log.json()).toMatchObject({
      _totalData: 8,
      sentCount: 3,
      heldCount: 5,
      failedCount: 0,
      totalUnits: 8,
      sentUnits: 3,
    });
    expect(log.json()._data[0]).toMatchObject({
      status: 'Held',
      kind: 'Commercial',
      businessName: expect.any(String),
    });

    const held = await smsLog(
      `?businessId=${businessId}&status=Held&phone=${encodeURIComponent('0533 111 22 33')}`,
    );
    expect(held.json()).toMatchObject({ _totalData: 1, heldCount: 1 });
    expect(held.json()._data[0].text).toBe('Duyuru Dört');

    const excel = await smsLog(`/excel?businessId=${businessId}`);
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
  });

  it('keeps the log to the provider’s admins and answers bad filters with 400', async () => {
    const denied = await smsLog('', founder);
    expect(denied.statusCode).toBe(403);
    const bad = await smsLog('?status=Gitti');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['Geçersiz SMS durumu.']);
    const range = await smsLog('?from=2026-05-10&to=2026-05-01');
    expect(range.statusCode).toBe(400);
    expect(range.json().errors).toEqual(['Başlangıç tarihi bitiş tarihinden sonra olamaz.']);
  });
});
