import { ACCOUNT_INVITED } from '@panel/shared/accounts/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { mailOutbox } from '../../integrations/mail/mail-outbox.table';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { setUpTestApp } from '../../test/test-app';
import { personnel } from '../personnel/personnel.table';
import { users } from '../users/user.table';
import { accounts } from './account.table';
import { ACCOUNT_REFUSALS } from './account-rules';
import { invitations } from './invitations/invitation.table';

// Who may create, change and close accounts, over what: the escalation seen in issue 15 and
// each rule that now stops it.

const PASSWORD = 'Hesap.Sifre1';
const t = setUpTestApp({ admin: DEMO.admin, founder: DEMO.founder });
let businessId: string;
let kadikoy: string;
let besiktas: string;
let founderAccount: string;

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };
const as = (token: string, { method, url, payload }: Call) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** An account's role and branch changed by the caller, keeping it active. */
const changeAccount = (token: string, change: { id: string; branchId: string | null; role: string }) =>
  as(token, { method: 'POST', url: 'general/user/update', payload: { ...change, isActive: true } });

/** A person with one account, made by the provider's admin (who alone creates users directly). */
const person = async (email: string, role: string, branchId: string | null) => {
  const res = await as(t.token.admin, {
    method: 'POST',
    url: 'admin/account',
    payload: { businessId, email, firstName: 'Test', lastName: role, password: PASSWORD, branchId, role },
  });
  expect(res.statusCode).toBe(200);
  const session = await signInAs(t.app, email, PASSWORD);
  return {
    token: session.token,
    accountId: res.json().id as string,
    userId: decodeClaims(session.token).sub as string,
  };
};

const accountsOf = (userId: string) =>
  t.handle.db
    .select()
    .from(accounts)
    .where(eq(accounts.userId, String(userId)));

let besiktasManager: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  const claims = decodeClaims(t.token.founder);
  businessId = claims.biz as string;
  kadikoy = claims.br as string;
  founderAccount = claims.acc as string;
  const roles = (await as(t.token.founder, { method: 'GET', url: 'account/roles' })).json() as Array<{
    branchId: string;
    isSelected: boolean;
  }>;
  besiktas = roles.find((r) => !r.isSelected)!.branchId;
  besiktasManager = await person('besiktas.mudur@demo.test', 'Manager', besiktas);
});

describe('the escalation of issue 15 (a Beşiktaş manager to the whole business)', () => {
  it('stops at the first step: no business-wide account, no higher role, nothing created', async () => {
    const me = besiktasManager;
    const businessWide = await as(me.token, {
      method: 'POST',
      url: 'general/user',
      payload: { email: 'besiktas.mudur@demo.test', role: 'Manager', branchId: null },
    });
    expect(businessWide.statusCode).toBe(403);
    expect(businessWide.json()).toEqual({
      title: 'Yetki',
      message: ACCOUNT_REFUSALS.businessWide,
      errors: [ACCOUNT_REFUSALS.businessWide],
    });
    const franchise = await as(me.token, {
      method: 'POST',
      url: 'general/user',
      payload: { email: 'besiktas.mudur@demo.test', role: 'FranchiseManager', branchId: besiktas },
    });
    expect(franchise.statusCode).toBe(403);
    expect(franchise.json().message).toBe('Franchise Müdürü rolünü verme yetkiniz yok.');
    expect(await accountsOf(me.userId)).toHaveLength(1);
    const sent = await t.handle.db.select().from(invitations).where(eq(invitations.businessId, businessId));
    expect(sent).toEqual([]);
  });

  it('cannot copy the founder’s actions onto his own account', async () => {
    const transfer = await as(besiktasManager.token, {
      method: 'POST',
      url: 'permission/user-action-transfer',
      payload: { kind: 'action', fromAccountId: founderAccount, toAccountId: besiktasManager.accountId },
    });
    // The founder's account is outside the branch: not found, as if it did not exist.
    expect(transfer.statusCode).toBe(404);
  });

  it('can neither demote nor close the founder’s account', async () => {
    const demote = await changeAccount(besiktasManager.token, {
      id: founderAccount,
      branchId: kadikoy,
      role: 'Teacher',
    });
    expect(demote.statusCode).toBe(404);
    const close = await as(besiktasManager.token, {
      method: 'GET',
      url: `general/user/delete/${founderAccount}`,
    });
    expect(close.statusCode).toBe(404);
    const [row] = await t.handle.db.select().from(accounts).where(eq(accounts.id, founderAccount));
    expect(row).toMatchObject({ role: 'FounderManager', isActive: true });
  });
});

describe('a branch account manages its own branch only', () => {
  it('lists and opens only its own branch’s accounts', async () => {
    const list = await as(besiktasManager.token, { method: 'GET', url: 'general/user?_pageSize=100' });
    const rows = list.json()._data as Array<{ branchId: string | null }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.branchId === besiktas)).toBe(true);
    const kadikoyTeacher = await person('kadikoy.ogretmen@demo.test', 'Teacher', kadikoy);
    const detail = await as(besiktasManager.token, {
      method: 'GET',
      url: `general/user/detail/${kadikoyTeacher.accountId}`,
    });
    expect(detail.statusCode).toBe(404);
  });

  it('does not move its own account upward: no higher role, no whole business, no other branch', async () => {
    const update = (change: { branchId?: string | null; role?: string }) =>
      changeAccount(besiktasManager.token, {
        id: besiktasManager.accountId,
        branchId: besiktas,
        role: 'Manager',
        ...change,
      });
    expect((await update({ role: 'GeneralManager' })).statusCode).toBe(403);
    expect((await update({ branchId: null })).json().message).toBe(ACCOUNT_REFUSALS.businessWide);
    expect((await update({ branchId: kadikoy })).json().message).toBe(ACCOUNT_REFUSALS.otherBranch);
    const [row] = await accountsOf(besiktasManager.userId);
    expect(row).toMatchObject({ role: 'Manager', branchId: besiktas });
    // Downward is his to choose.
    const teacher = await person('besiktas.ogretmen@demo.test', 'Teacher', besiktas);
    const demoted = await changeAccount(besiktasManager.token, {
      id: teacher.accountId,
      branchId: besiktas,
      role: 'Advisor',
    });
    expect(demoted.statusCode).toBe(200);
  });
});

describe('ranks', () => {
  it('nobody below the founder changes or closes a founder’s or general manager’s account', async () => {
    const general = await person('genel.mudur@demo.test', 'GeneralManager', null);
    const deputy = await person('genel.yardimci@demo.test', 'DeputyGeneralManager', null);
    const closeByDeputy = await as(deputy.token, {
      method: 'GET',
      url: `general/user/delete/${general.accountId}`,
    });
    expect(closeByDeputy.statusCode).toBe(403);
    expect(closeByDeputy.json().message).toBe(ACCOUNT_REFUSALS.protected);
    const demoteFounder = await changeAccount(general.token, {
      id: founderAccount,
      branchId: kadikoy,
      role: 'Teacher',
    });
    expect(demoteFounder.statusCode).toBe(403);
    expect(demoteFounder.json().message).toBe(ACCOUNT_REFUSALS.protected);
    const peer = await as(general.token, {
      method: 'GET',
      url: `general/user/delete/${general.accountId}`,
    });
    expect(peer.statusCode).toBe(403);
    // The founder may.
    const byFounder = await changeAccount(t.token.founder, {
      id: general.accountId,
      branchId: null,
      role: 'DeputyGeneralManager',
    });
    expect(byFounder.statusCode).toBe(200);
  });

  it('grants only roles at or below its own, and changes only accounts at or below it', async () => {
    const deputy = await person('mudur.yardimci@demo.test', 'DeputyManager', besiktas);
    const invite = (role: string) =>
      as(besiktasManager.token, {
        method: 'POST',
        url: 'general/user',
        payload: { email: `${role.toLowerCase()}@demo.test`, role, branchId: besiktas },
      });
    expect((await invite('DeputyGeneralManager')).statusCode).toBe(403);
    expect((await invite('Manager')).statusCode).toBe(200);
    expect((await invite('Teacher')).statusCode).toBe(200);
    // A hr manager (rank of a desk head) may not touch a deputy manager’s account above him.
    const hr = await person('ik.mudur@demo.test', 'HumanResourcesManager', besiktas);
    const above = await changeAccount(hr.token, {
      id: deputy.accountId,
      branchId: besiktas,
      role: 'Teacher',
    });
    expect(above.statusCode).toBe(403);
    expect(above.json().message).toBe(ACCOUNT_REFUSALS.above);
  });
});

describe('attaching a person by e-mail', () => {
  const mailsTo = (to: string) => t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const add = (email: string) =>
    as(besiktasManager.token, {
      method: 'POST',
      url: 'general/user',
      payload: { email, role: 'Teacher', branchId: besiktas },
    });

  it('answers the same whether or not the e-mail is registered, and attaches nobody unasked', async () => {
    const registered = await add(DEMO.otherManager);
    const unknown = await add('hic.kayitli.degil@demo.test');
    expect(registered.statusCode).toBe(unknown.statusCode);
    expect(Object.keys(registered.json())).toEqual(Object.keys(unknown.json()));
    expect(registered.json().message).toBe(ACCOUNT_INVITED);
    expect(unknown.json().message).toBe(ACCOUNT_INVITED);

    const other = await signInAs(t.app, DEMO.otherManager);
    const otherUser = decodeClaims(other.token).sub as string;
    const inBusiness = and(eq(accounts.userId, otherUser), eq(accounts.businessId, businessId));
    expect(await t.handle.db.select().from(accounts).where(inBusiness)).toEqual([]);

    // Only her acceptance opens the account.
    const code = /\/invitation\/([\w-]+)\//.exec((await mailsTo(DEMO.otherManager)).at(-1)!.body)![1]!;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitation/${code}/accept`,
      headers: bearer(other.token),
    });
    expect(accepted.statusCode).toBe(200);
    expect(await t.handle.db.select().from(accounts).where(inBusiness)).toHaveLength(1);
  });

  it('never attaches the provider admin, whatever the answer to the inviter', async () => {
    const res = await add(DEMO.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_INVITED);
    const code = /\/invitation\/([\w-]+)\//.exec((await mailsTo(DEMO.admin)).at(-1)!.body)![1]!;
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/invitation/${code}/accept`,
      headers: bearer(t.token.admin),
    });
    expect(accept.statusCode).toBe(403);
    expect(accept.json()).toEqual({
      title: 'Yetki',
      message: ACCOUNT_REFUSALS.providerAdmin,
      errors: [ACCOUNT_REFUSALS.providerAdmin],
    });
    const [adminUser] = await t.handle.db.select().from(users).where(eq(users.email, DEMO.admin));
    expect(await accountsOf(adminUser!.id)).toEqual([]);
    // Not even through the provider's own screen.
    const direct = await as(t.token.admin, {
      method: 'POST',
      url: 'admin/account',
      payload: { businessId, email: DEMO.admin, role: 'Manager', branchId: besiktas },
    });
    expect(direct.statusCode).toBe(403);
    expect(await accountsOf(adminUser!.id)).toEqual([]);
  });

  it('a member of staff’s sign-in for a registered e-mail is an invitation too', async () => {
    const [member] = await t.handle.db
      .select({ id: personnel.id })
      .from(personnel)
      .where(and(eq(personnel.businessId, businessId), eq(personnel.branchId, kadikoy)))
      .limit(1);
    expect(member).toBeDefined();
    const res = await as(t.token.founder, {
      method: 'POST',
      url: `personnel/${member!.id}/accounts`,
      payload: { email: DEMO.otherManager, role: 'Teacher' },
    });
    expect(res.statusCode).toBe(200);
    const other = decodeClaims((await signInAs(t.app, DEMO.otherManager)).token).sub as string;
    const rows = await t.handle.db
      .select()
      .from(accounts)
      .where(
        and(eq(accounts.userId, other), eq(accounts.role, 'Teacher'), eq(accounts.businessId, businessId)),
      );
    // Only the Beşiktaş Teacher account she accepted above; the staff one waits for her.
    expect(rows.every((r) => r.branchId === besiktas)).toBe(true);
  });
});
