import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import type { SmsProvider } from '../../integrations/sms/sms';
import { bearer, signInAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t.app, DEMO.admin)).token;
});
afterAll(async () => t.close());

const send = (app: TestApp['app'], token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/admin/sms-test', headers: bearer(token), payload });

describe('admin SMS test', () => {
  it('sends through the local adapter and stores the message with its units', async () => {
    const res = await send(t.app, admin, { phone: '0(532) 123 45 67', text: 'Deneme mesajı: şube açılışı' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Sent', provider: 'local', units: 1, to: '0(532) 123 45 67' });
    expect(res.json().message).toBe("Test SMS'i local sağlayıcısıyla gönderildi (1 birim).");
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/sms-test', headers: bearer(admin) });
    expect(list.json()._data[0]).toMatchObject({ text: 'Deneme mesajı: şube açılışı', status: 'Sent' });
  });

  it('answers the phone rule’s message for a bad number', async () => {
    const res = await send(t.app, admin, { phone: '532', text: 'x' });
    expect(res.json().errors).toEqual(['10 Haneli Telefon Numaranızı Giriniz!']);
  });

  it('records a provider failure as a failed message', async () => {
    const failing: SmsProvider = {
      name: 'kapalı',
      deliver: async () => {
        throw new Error('sağlayıcıya ulaşılamadı');
      },
    };
    const own = await createTestApp({ sms: failing });
    try {
      const token = (await signInAs(own.app, DEMO.admin)).token;
      const res = await send(own.app, token, { phone: '0(532) 123 45 67', text: 'Merhaba' });
      expect(res.json()).toMatchObject({ status: 'Failed', error: 'sağlayıcıya ulaşılamadı' });
      expect(res.json().message).toBe("Test SMS'i gönderilemedi: sağlayıcıya ulaşılamadı");
    } finally {
      await own.close();
    }
  });
});
