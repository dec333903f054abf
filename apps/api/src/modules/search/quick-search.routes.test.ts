import type { TQuickSearchResult } from '@panel/shared/search/quick-search';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, signInAs } from '../../test/auth-helpers';
import { insertAccount, signInOtherBranchManager } from '../../test/factories/accounts';
import { addClassC, call, setUpSchool } from '../../test/factories/education';
import { sellWithOneInstallment } from '../../test/factories/sales';
import { registerStudent, registration } from '../../test/factories/students';
import { queryRows } from '../../test/sql';
import { setUpTestApp } from '../../test/test-app';

const t = setUpTestApp();
const token = { general: '', kadikoy: '', teacher: '', other: '' };
const ids = { zeynep: '', emre: '', parent: '', teacher: '', receipt: '', receiptNo: '' };

const search = async (q: string, as: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: bearer(as),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TQuickSearchResult;
};
const idsOf = (hits: { id: string }[]) => hits.map((h) => h.id);

beforeAll(async () => {
  // The school is in Beşiktaş: a Kadıköy manager is in the same business, another branch.
  const manager = await signInOtherBranchManager(t, 'arama.genel@demo.test');
  const { businessId, founderBranchId: kadikoy } = manager;
  token.general = manager.token;
  const school = await setUpSchool(t.app, token.general, ' Q');
  ids.teacher = school.teacherId;
  const classC = await addClassC(t.app, token.general, school);
  const base = registration(school.branchId, 81);
  const zeynep = await registerStudent(t.app, token.general, school.branchId, 81, {
    student: { ...base.student, firstName: 'Zeynep', lastName: 'Korkmaz' },
    parents: [{ ...base.parents[0]!, firstName: 'Gülşen', lastName: 'Korkmaz' }],
  });
  const emre = await registerStudent(t.app, token.general, school.branchId, 82, {
    student: { ...registration(school.branchId, 82).student, firstName: 'Emre', lastName: 'Korkmaz' },
  });
  ids.zeynep = zeynep.id;
  ids.emre = emre.id;
  await call(t.app, token.general, 'POST', 'education/student/class', {
    schoolClassId: school.classA,
    studentIds: [zeynep.id],
  });
  await call(t.app, token.general, 'POST', 'education/student/class', {
    schoolClassId: classC,
    studentIds: [emre.id],
  });
  const [parent] = await queryRows<{ id: string }>(
    t.handle.db,
    sql`select parent_id::text as id from student_parents where student_id = ${zeynep.id} limit 1`,
  );
  ids.parent = parent!.id;

  const post = (url: string, body: object) => call(t.app, token.general, 'POST', url, body);
  const book = await post('finance/cash-book', {
    branchId: school.branchId,
    name: 'Arama Kasası',
    kind: 'Cash',
  });
  await sellWithOneInstallment(t.app, token.general, {
    studentId: zeynep.id,
    semesterId: school.semesterId,
    item: 'Dil Kursu',
    price: '1.000,00',
    dueDate: '2026-01-10',
  });
  const collection = await post('finance/collection', {
    studentId: zeynep.id,
    cashBookId: book.id,
    method: 'Cash',
    amount: '400,00',
    paidOn: '2026-03-01',
  });
  ids.receipt = collection.id as string;
  const [receipt] = await queryRows<{ receipt_no: string }>(
    t.handle.db,
    sql`select receipt_no from collections where id = ${ids.receipt}`,
  );
  ids.receiptNo = receipt!.receipt_no;

  await insertAccount(t.handle.db, 'arama.kadikoy@demo.test', {
    businessId,
    branchId: kadikoy,
    role: 'Manager',
  });
  await insertAccount(t.handle.db, 'arama.ogretmen@demo.test', {
    businessId,
    branchId: school.branchId,
    role: 'Teacher',
    personnelId: school.teacherId,
  });
  token.kadikoy = (await signInAs(t.app, 'arama.kadikoy@demo.test')).token;
  token.teacher = (await signInAs(t.app, 'arama.ogretmen@demo.test')).token;
  token.other = (await signInAs(t.app, DEMO.otherManager)).token;
}, 180_000);

describe('quick search', () => {
  it('finds a student by name, surname first or in any case, and opens the card', async () => {
    for (const q of ['Zeynep Korkmaz', 'Korkmaz Zeynep', 'KORKMAZ zey', 'korkmaz zeynep']) {
      const found = await search(q, token.general);
      expect(idsOf(found.students), q).toEqual([ids.zeynep]);
      expect(found.students[0]!.title).toBe('Zeynep Korkmaz');
    }
    const both = await search('Korkmaz', token.general);
    expect(idsOf(both.students).sort()).toEqual([ids.emre, ids.zeynep].sort());
  });

  it('finds a parent, who opens the child’s card, and a member of staff', async () => {
    const parent = await search('Gülşen Korkmaz', token.general);
    expect(idsOf(parent.parents)).toEqual([ids.parent]);
    expect(parent.parents[0]!.studentId).toBe(ids.zeynep);
    const staff = await search('Yılmaz Q Ayşe', token.general);
    expect(idsOf(staff.staff)).toEqual([ids.teacher]);
  });

  it('finds a receipt by its number', async () => {
    const found = await search(ids.receiptNo, token.general);
    expect(idsOf(found.receipts)).toEqual([ids.receipt]);
    expect(found.receipts[0]!.studentId).toBe(ids.zeynep);
    expect(found.receipts[0]!.subtitle).toContain('Zeynep Korkmaz');
  });

  it('shows a teacher only his classes’ students, and no parents, staff or receipts', async () => {
    const found = await search('Korkmaz', token.teacher);
    expect(idsOf(found.students)).toEqual([ids.zeynep]);
    expect(found.parents).toEqual([]);
    expect((await search('Ayşe Yılmaz', token.teacher)).staff).toEqual([]);
    expect((await search(ids.receiptNo, token.teacher)).receipts).toEqual([]);
  });

  it('shows another branch and another business nothing', async () => {
    for (const as of [token.kadikoy, token.other]) {
      const found = await search('Korkmaz', as);
      expect(found).toEqual({ students: [], parents: [], staff: [], receipts: [] });
      expect((await search('Yılmaz Q', as)).staff).toEqual([]);
      expect((await search(ids.receiptNo, as)).receipts).toEqual([]);
    }
  });

  it('refuses a term too short to search, in Turkish', async () => {
    for (const url of ['/api/search?q=a', '/api/search', `/api/search?q=${'x'.repeat(101)}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token.general) });
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json()), url).toMatch(/karakter|zorunlu|gerekli|Geçersiz|giriniz/i);
    }
  });
});
