import { randomUUID } from 'node:crypto';
import { ROLES } from '@panel/shared/accounts/roles';
import { DEFAULT_ROLE_ACTIONS } from '@panel/shared/permissions/default-role-actions';
import { type ActionKey, isAdminAction, isSelfAction } from '@panel/shared/permissions/keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accounts } from '../accounts/account.table';
import { authSessions } from '../auth/auth-session.table';
import { users } from '../users/user.table';

let t: TestApp;
let claims: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  claims = decodeClaims((await signInAs(t.app, DEMO.founder)).token);
});
afterAll(async () => t.close());

let userId: string;
const tokens = new Map<string, string>();

/**
 * A live session in an account of the given role, in the founder's business and branch: the
 * session check holds the account's role to the token's, so each role has its own account.
 */
const tokenFor = async (role: string) => {
  const known = tokens.get(role);
  if (known) return known;
  userId ??= (
    await t.handle.db
      .insert(users)
      .values({
        email: 'her-rol@demo.test',
        firstName: 'Rol',
        lastName: 'Deneme',
        passwordHash: 'not-a-hash: this person never signs in',
      })
      .returning({ id: users.id })
  )[0]!.id;
  const br = (claims.br as string | null) ?? null;
  const [account] = await t.handle.db
    .insert(accounts)
    .values({ userId, businessId: claims.biz as string, branchId: br, role: role as never })
    .returning({ id: accounts.id });
  const sid = randomUUID();
  await t.handle.db.insert(authSessions).values({ id: sid, userId, accountId: account!.id });
  const token = t.app.jwt.sign({
    sub: userId,
    sid,
    acc: account!.id,
    biz: claims.biz as string,
    br,
    role: role as never,
    is_admin: 'False',
  });
  tokens.set(role, token);
  return token;
};

describe('role access over the whole route table', () => {
  it.each(ROLES)('%s gets 403 on every route whose action it lacks', async (role) => {
    const token = await tokenFor(role);
    const held = new Set<ActionKey>(DEFAULT_ROLE_ACTIONS[role]);
    const refused = t.app.routeTable.filter(
      (r) =>
        r.permission &&
        !isSelfAction(r.permission) &&
        (isAdminAction(r.permission) || !held.has(r.permission)),
    );
    expect(refused.length).toBeGreaterThan(0);
    for (const route of refused) {
      const url = route.url.replace(/:(\w+)/g, randomUUID());
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: bearer(token),
        payload: {},
      });
      expect(res.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
      expect(res.json().message).toBe('Bu işlem için yetkiniz bulunmuyor.');
    }
  });

  it('lets a role through on a route whose action it holds', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/general/corporate',
      headers: bearer(await tokenFor('Accounting')),
    });
    expect(res.statusCode).toBe(200);
  });
});
