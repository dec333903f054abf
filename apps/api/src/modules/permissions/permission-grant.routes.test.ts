import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let founder: string;
let branchId: string;
let otherBranchId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_IP_ATTEMPT_LIMIT: '1000' } });
  founder = (await signInAs(t.app, DEMO.founder)).token;
  branchId = decodeClaims(founder).br as string;
  const roles = (
    await t.app.inject({ method: 'GET', url: '/api/account/roles', headers: bearer(founder) })
  ).json() as Array<{
    branchId: string;
    isSelected: boolean;
  }>;
  otherBranchId = roles.find((r) => !r.isSelected)!.branchId;
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = founder) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const menuIds = async (token = founder) => {
  const menu = (await call('GET', 'menu', undefined, token)).json() as Array<{
    id: string;
    childMenuList: Array<{ id: string }>;
  }>;
  return menu.flatMap((m) => [m.id, ...m.childMenuList.map((c) => c.id)]);
};

describe('menu and action permissions as data', () => {
  it('starts from the role’s defaults', async () => {
    const res = await call('GET', `permission/grants?kind=menu&role=FounderManager&branchId=${branchId}`);
    expect(res.json()).toMatchObject({
      source: 'default',
      keys: [
        'general-business',
        'general-corporate',
        'general-branch',
        'general-user',
        'general-branch-group',
        'education-semester',
        'education-time-period',
        'education-class-room',
        'education-lesson-time',
        'education-school-class',
        'education-schoolclass-teacher',
        'education-major-distribution',
        'education-lesson-program',
        'education-service',
        'education-service-price',
        'education-report-class-syllabus',
        'education-report-teacher-syllabus',
        'education-report-teacher-program',
        'education-report-schoolclass-teacher-program',
        'student-search',
        'student-new',
        'student-class',
        'student-status',
        'student-private-sms',
        'student-private-lesson',
        'student-class-closure',
        'student-transfer',
        'student-report-general-student-list',
        'student-report-schoolclass-student-list',
        'student-report-parent-contact-list',
        'student-report-payment-person-contact-list',
        'student-report-assigment-pending-student',
        'student-report-student-privent-lessons',
        'finance-collection',
        'finance-invoice-plan',
        'finance-invoice-print',
        'finance-overdue-sms',
        'finance-expense',
        'finance-revenue',
        'finance-account-virman',
        'finance-branch-virman',
        'finance-cheque',
        'finance-checkout',
        'finance-invoice-incoming',
        'finance-payment',
        'finance-cash-book',
        'finance-account-card',
        'finance-account-card-type',
        'finance-expense-type',
        'finance-revenue-type',
        'finance-report-sale-detail',
        'finance-report-installment',
        'finance-report-student-collection',
        'finance-report-revenue-enrollment',
        'finance-report-collection',
        'finance-report-overdue',
        'finance-report-overdue-call-list',
        'finance-report-case',
        'finance-report-case-status',
        'finance-report-expense',
        'finance-report-revenue',
        'finance-report-pos-cash-out',
        'finance-report-income-expense',
        'personnel-search',
        'personnel-new',
        'permission-menu',
        'permission-widget',
        'permission-action',
        'permission-user-action-transfer',
      ],
    });
  });

  it('hides a menu entry once it is removed for the role in the branch, and shows it again on reset', async () => {
    const saved = await call('POST', 'permission/grants', {
      kind: 'menu',
      role: 'FounderManager',
      branchId,
      keys: ['general-business', 'general-branch', 'permission-menu'],
    });
    expect(saved.statusCode).toBe(200);
    expect(await menuIds()).not.toContain('general-corporate');
    expect(await menuIds()).toContain('general-branch');
    expect(
      (await call('GET', `permission/grants?kind=menu&role=FounderManager&branchId=${branchId}`)).json()
        .source,
    ).toBe('branch');

    await call('POST', 'permission/grants/reset', { kind: 'menu', role: 'FounderManager', branchId });
    expect(await menuIds()).toContain('general-corporate');
  });

  it('refuses a route once its action is removed, even though the menu would still link to it', async () => {
    const actions = (
      await call('GET', `permission/grants?kind=action&role=FounderManager&branchId=${branchId}`)
    ).json().keys as string[];
    await call('POST', 'permission/grants', {
      kind: 'action',
      role: 'FounderManager',
      branchId,
      keys: actions.filter((a) => a !== 'general.corporates.view'),
    });
    expect((await call('GET', 'general/corporate')).statusCode).toBe(403);
    await call('POST', 'permission/grants/reset', { kind: 'action', role: 'FounderManager', branchId });
    expect((await call('GET', 'general/corporate')).statusCode).toBe(200);
  });

  it('keeps a branch account to its own branch and refuses unknown keys', async () => {
    const other = await call('POST', 'permission/grants', {
      kind: 'menu',
      role: 'Manager',
      branchId: otherBranchId,
      keys: [],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Yalnızca kendi şubenizin yetkilerini düzenleyebilirsiniz.');
    const unknown = await call('POST', 'permission/grants', {
      kind: 'action',
      role: 'Manager',
      branchId,
      keys: ['admin.businesses.manage'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(['admin.businesses.manage']);
  });

  it('transfers one user’s menu to another', async () => {
    const created = await call('POST', 'general/user', {
      email: 'ogretmen@demo.test',
      firstName: 'Zeynep',
      lastName: 'Kaya',
      password: 'Ogretmen.1234',
      branchId,
      role: 'Teacher',
    });
    expect(created.statusCode).toBe(200);
    const teacher = (await signInAs(t.app, 'ogretmen@demo.test', 'Ogretmen.1234')).token;
    // A teacher starts with the education screens it may read, and nothing of the institution's.
    const before = await menuIds(teacher);
    expect(before).toContain('education-lesson-program');
    expect(before).not.toContain('general');
    expect(before).not.toContain('education-service');

    const transfer = await call('POST', 'permission/user-action-transfer', {
      kind: 'menu',
      fromAccountId: decodeClaims(founder).acc,
      toAccountId: created.json().id,
    });
    expect(transfer.statusCode).toBe(200);
    expect(transfer.json().message).toBe(
      'Ayşe Yılmaz kullanıcısının yetkileri Zeynep Kaya kullanıcısına aktarıldı.',
    );
    const moved = await menuIds(teacher);
    // The menu moved, not the actions: a menu never offers a screen the account may not open,
    // so the teacher's menu keeps to its own screens and the founder's screens still refuse it.
    expect(moved).toEqual(before);
    expect(moved).not.toContain('general-corporate');
    expect((await call('GET', 'general/corporate', undefined, teacher)).statusCode).toBe(403);
  });
});
