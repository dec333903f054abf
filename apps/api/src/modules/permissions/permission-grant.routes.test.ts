import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { setUpTestApp } from '../../test/test-app';

const t = setUpTestApp({ founder: DEMO.founder, admin: DEMO.admin });
let branchId: string;
let otherBranchId: string;

beforeAll(async () => {
  branchId = decodeClaims(t.token.founder).br as string;
  const roles = (
    await t.app.inject({ method: 'GET', url: '/api/account/roles', headers: bearer(t.token.founder) })
  ).json() as Array<{
    branchId: string;
    isSelected: boolean;
  }>;
  otherBranchId = roles.find((r) => !r.isSelected)!.branchId;
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = t.token.founder) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A person with one account, made by the provider's admin. */
const person = async (email: string, role: string, branch: string) => {
  const res = await call(
    'POST',
    'admin/account',
    {
      businessId: decodeClaims(t.token.founder).biz,
      email,
      firstName: 'Test',
      lastName: role,
      password: 'Kalem.Defter42',
      branchId: branch,
      role,
    },
    t.token.admin,
  );
  expect(res.statusCode).toBe(200);
  return {
    token: (await signInAs(t.app, email, 'Kalem.Defter42')).token,
    accountId: res.json().id as string,
  };
};

const menuIds = async (token = t.token.founder) => {
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
        'general-contract-template',
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
        'education-student-rollcall',
        'education-report-class-syllabus',
        'education-report-teacher-syllabus',
        'education-report-teacher-program',
        'education-report-schoolclass-teacher-program',
        'education-report-rollcall',
        'education-assessment',
        'education-student-assessment-assignment',
        'education-report-assessment-results',
        'student-search',
        'student-new',
        'student-class',
        'student-status',
        'student-private-sms',
        'student-private-lesson',
        'student-class-closure',
        'student-transfer',
        'student-announcement',
        'student-report-general-student-list',
        'student-report-schoolclass-student-list',
        'student-report-parent-contact-list',
        'student-report-payment-person-contact-list',
        'student-report-assigment-pending-student',
        'student-report-student-privent-lessons',
        'exam-exam',
        'exam-exam-type',
        'exam-optical-form',
        'exam-report-exam-analysis',
        'exam-upload',
        'exam-student-match',
        'exam-report-exam-report',
        'exam-report-result-sms',
        'sms-consent',
        'crm-new',
        'crm-search',
        'crm-interview-state',
        'crm-reference',
        'crm-call-list',
        'crm-personnel-assignments',
        'crm-report-call-list',
        'crm-report-interviews',
        'crm-report-interview-states-statistics',
        'crm-report-funnel',
        'crm-excel',
        'campaign',
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
    const manager = await person('sube.mudur@demo.test', 'Manager', otherBranchId);
    const save = (branch: string | null, keys: string[] = []) =>
      call(
        'POST',
        'permission/grants',
        { kind: 'menu', role: 'Teacher', branchId: branch, keys },
        manager.token,
      );
    const other = await save(branchId);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Yalnızca kendi şubenizin yetkilerini düzenleyebilirsiniz.');
    // Business-wide grants are not a branch account's either.
    expect((await save(null)).statusCode).toBe(403);
    expect((await save(otherBranchId)).statusCode).toBe(200);
    const unknown = await call('POST', 'permission/grants', {
      kind: 'action',
      role: 'Manager',
      branchId,
      keys: ['admin.businesses.manage'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(['admin.businesses.manage']);
  });

  it('gives no action the caller lacks, and no grant over a role above him', async () => {
    const manager = await person('yetki.mudur@demo.test', 'Manager', otherBranchId);
    const teacherKeys = (
      await call('GET', `permission/grants?kind=action&role=Teacher&branchId=${otherBranchId}`)
    ).json().keys as string[];
    const save = (role: string, keys: string[]) =>
      call(
        'POST',
        'permission/grants',
        { kind: 'action', role, branchId: otherBranchId, keys },
        manager.token,
      );
    // A manager holds no corporate management by default: he cannot hand it to teachers.
    const beyond = await save('Teacher', [...teacherKeys, 'general.corporates.manage']);
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json()).toEqual({
      title: 'Yetki',
      message: 'Sahip olmadığınız yetkileri başkasına veremezsiniz.',
      errors: ['Şirket ekleme, düzenleme ve silme'],
    });
    // Taking away, or saving what is already there, is his to do.
    expect((await save('Teacher', teacherKeys.slice(1))).statusCode).toBe(200);
    const founderRole = await save('FounderManager', []);
    expect(founderRole.statusCode).toBe(403);
    expect(founderRole.json().message).toBe('Kurucu Müdür rolünü verme yetkiniz yok.');

    // A transfer from an accountant (who manages corporates) to a teacher would give it too.
    const accountant = await person('muhasebe.mudur@demo.test', 'AccountingManager', otherBranchId);
    const teacher = await person('yetki.ogretmen@demo.test', 'Teacher', otherBranchId);
    const transfer = (toAccountId: string) =>
      call(
        'POST',
        'permission/user-action-transfer',
        { kind: 'action', fromAccountId: accountant.accountId, toAccountId },
        manager.token,
      );
    const refused = await transfer(teacher.accountId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual(['Şirket ekleme, düzenleme ve silme']);
    const actions = (await call('GET', 'action/account-user', undefined, teacher.token)).json() as string[];
    expect(actions).not.toContain('general.corporates.manage');
  });

  it('transfers one user’s menu to another', async () => {
    const created = await call(
      'POST',
      'admin/account',
      {
        businessId: decodeClaims(t.token.founder).biz,
        email: 'ogretmen@demo.test',
        firstName: 'Zeynep',
        lastName: 'Kaya',
        password: 'Mavi.Deniz.77',
        branchId,
        role: 'Teacher',
      },
      t.token.admin,
    );
    expect(created.statusCode).toBe(200);
    const teacher = (await signInAs(t.app, 'ogretmen@demo.test', 'Mavi.Deniz.77')).token;
    // A teacher starts with the education screens it may read, and nothing of the institution's.
    const before = await menuIds(teacher);
    expect(before).toContain('education-lesson-program');
    expect(before).not.toContain('general');
    expect(before).not.toContain('education-service');

    const transfer = await call('POST', 'permission/user-action-transfer', {
      kind: 'menu',
      fromAccountId: decodeClaims(t.token.founder).acc,
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
