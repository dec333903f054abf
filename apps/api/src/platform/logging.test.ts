import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo-seed';
import { bearer, signInAs } from '../test/auth-helpers';
import { queryRows } from '../test/sql';
import { createTestApp, type TestApp } from '../test/test-app';

const EMAIL = 'kurucu@demo.test';
const NEW_PASSWORD = 'Yk7#mQ2!vLp9xR4t';

describe('the log', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => t.close());

  it('carries no password, hash, token, cookie or e-mail through sign-in, a failing query and the session check', async () => {
    const [{ hash }] = (await queryRows<{ hash: string }>(
      t.handle.db,
      sql`SELECT password_hash AS hash FROM users WHERE email = ${EMAIL}`,
    )) as [{ hash: string }];
    const session = await signInAs(t.app, EMAIL);

    // Every later write of a user row fails in the database: the change-password query fails
    // with the new hash and the user's row (e-mail, old hash) in the database's answer.
    await t.handle.db.execute(
      sql.raw(`ALTER TABLE users ADD CONSTRAINT frozen_for_test CHECK (password_hash = 'x') NOT VALID`),
    );
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/user/me/change-password',
      headers: { ...bearer(session.token), cookie: `refresh_token=${session.refreshCookie}` },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(failed.statusCode).toBe(500);

    const verified = await t.app.inject({ method: 'GET', url: `/api/auth/${session.token}/verify` });
    expect(verified.json()).toMatchObject({ isValid: true });
    // A search term is personal data too.
    await t.app.inject({
      method: 'GET',
      url: `/api/general/user?_searchTerm=${encodeURIComponent(EMAIL)}`,
      headers: bearer(session.token),
    });

    const log = lines.join('');
    // The log is there and tells what happened, with the failing query's text.
    expect(log).toContain('/api/user/me/change-password');
    expect(log).toContain('/api/auth/[gizli]/verify');
    expect(log).toContain('Failed query: update');
    expect(log).toContain('frozen_for_test');
    for (const secret of [
      EMAIL,
      DEMO_PASSWORD,
      NEW_PASSWORD,
      hash,
      '$argon2',
      session.token,
      session.token.split('.')[2]!,
      session.refreshCookie,
      'Failing row contains',
    ])
      expect(log).not.toContain(secret);
  });
});
