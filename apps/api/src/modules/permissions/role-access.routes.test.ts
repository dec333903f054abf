import { randomUUID } from 'node:crypto';
import { ROLES } from '@panel/shared/accounts/roles';
import { DEFAULT_ROLE_ACTIONS } from '@panel/shared/permissions/default-role-actions';
import { type ActionKey, isAdminAction, isSelfAction } from '@panel/shared/permissions/keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let claims: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  claims = decodeClaims((await signInAs(t.app, DEMO.founder)).token);
});
afterAll(async () => t.close());

const tokenFor = (role: string) =>
  t.app.jwt.sign({
    sub: claims.sub as string,
    // The founder's live sign-in: the session check passes and the role is what is tested.
    sid: claims.sid as string,
    acc: randomUUID(),
    biz: claims.biz as string,
    br: claims.br as string,
    role: role as never,
    is_admin: 'False',
  });

describe('role access over the whole route table', () => {
  it.each(ROLES)('%s gets 403 on every route whose action it lacks', async (role) => {
    const token = tokenFor(role);
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
      headers: bearer(tokenFor('Accounting')),
    });
    expect(res.statusCode).toBe(200);
  });
});
