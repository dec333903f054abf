import { PASSWORD_MESSAGES } from '@panel/shared/auth/passwords';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, signInAs } from '../../test/auth-helpers';
import { setUpTestApp } from '../../test/test-app';
import { commonPasswords } from '../users/password-rules';

const t = setUpTestApp({}, { env: { AUTH_FREE_FAILURES: '3', AUTH_FIRST_DELAY_SECONDS: '600' } });

const change = (token: string, currentPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/me/change-password',
    headers: bearer(token),
    payload: { currentPassword, newPassword },
  });

describe('the shipped list of common passwords', () => {
  it('holds at least 10,000 entries, read from the repository', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    expect(list.has('password')).toBe(true);
    expect(list.has('qwerty')).toBe(true);
  });
});

describe('POST user/me/change-password', () => {
  it('refuses a common password, one with the e-mail or name in it, and the current one, in Turkish', async () => {
    // The demo founder is Ayşe Yılmaz, kurucu@demo.test, with the password Demo1234!.
    const { token } = await signInAs(t.app, DEMO.founder);
    const cases: [string, string][] = [
      ['Qwerty123!', PASSWORD_MESSAGES.common],
      ['Sunshine2024!', PASSWORD_MESSAGES.common],
      ['Kurucu.Okul42', PASSWORD_MESSAGES.personal],
      ['Mavi.Ayşe.42', PASSWORD_MESSAGES.personal],
      ['Yilmaz.Okul42', PASSWORD_MESSAGES.personal],
    ];
    for (const [password, message] of cases) {
      const res = await change(token, 'Demo1234!', password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [message] });
    }
    // The current password is refused for itself (the demo's is also common, so both answer).
    const same = await change(token, 'Demo1234!', 'Demo1234!');
    expect(same.json().errors).toContain(PASSWORD_MESSAGES.current);
  });

  it('throttles wrong current passwords with the growing delay, even the right one while waiting', async () => {
    const { token } = await signInAs(t.app, DEMO.otherManager);
    for (let i = 0; i < 3; i++) {
      const wrong = await change(token, `Yanlis${i}!`, 'Mavi.Deniz.Kalem7');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Mevcut şifreniz hatalı.');
    }
    const waiting = await change(token, 'Demo1234!', 'Mavi.Deniz.Kalem7');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
  });
});
