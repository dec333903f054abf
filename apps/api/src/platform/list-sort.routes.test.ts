import { LIST_SORT_UNKNOWN } from '@panel/shared/common/list-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../test/auth-helpers';
import { type School, setUpSchool } from '../test/factories/education';
import { registerStudent, registration } from '../test/factories/students';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Server-side sort of the main lists (issue 14 §4): whitelisted `_sort` / `_order`, names in
 * Turkish alphabetical order on PGlite and PostgreSQL alike, a made-up key refused in Turkish.
 */
let t: TestApp;
let token: string;
let s: School;

const inject = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });
const get = async <T>(url: string): Promise<T> => {
  const res = await inject(url);
  if (res.statusCode !== 200) throw new Error(`GET ${url} -> ${res.statusCode} ${res.body}`);
  return res.json() as T;
};
const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload });
  if (res.statusCode !== 200) throw new Error(`POST ${url} -> ${res.statusCode} ${res.body}`);
  return res.json() as { id: string };
};

// Shuffled on purpose: registration order must not be what the tests read back.
const SURNAMES = ['Şahin', 'Işık', 'Cengiz', 'Öztürk', 'İnce', 'Sarı', 'Çelik', 'Ozan'];
const TURKISH_ORDER = ['Cengiz', 'Çelik', 'Işık', 'İnce', 'Ozan', 'Öztürk', 'Sarı', 'Şahin'];

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_IP_ATTEMPT_LIMIT: '1000' } });
  token = (await signInAs(t.app, DEMO.otherManager)).token;
  s = await setUpSchool(t.app, token);
  let seed = 7100;
  for (const lastName of SURNAMES) {
    seed++;
    const base = registration(s.branchId, seed);
    await registerStudent(t.app, token, s.branchId, seed, { student: { ...base.student, lastName } });
  }
});
afterAll(async () => t.close());

type StudentPage = { _data: { lastName: string; studentNo: number }[]; _totalData: number };
const students = (query: string) =>
  get<StudentPage>(`education/student?branchId=${s.branchId}&_pageSize=100${query}`);

describe('the student list sort', () => {
  it('orders by surname in Turkish alphabetical order, both ways, with or without a sort asked', async () => {
    expect((await students(''))._data.map((r) => r.lastName)).toEqual(TURKISH_ORDER);
    expect((await students('&_sort=name'))._data.map((r) => r.lastName)).toEqual(TURKISH_ORDER);
    expect((await students('&_sort=name&_order=desc'))._data.map((r) => r.lastName)).toEqual(
      [...TURKISH_ORDER].reverse(),
    );
  });

  it('orders by student number and pages through the sorted list without repeats', async () => {
    const desc = (await students('&_sort=studentNo&_order=desc'))._data.map((r) => r.studentNo);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const pages = await Promise.all(
      [1, 2, 3].map((n) =>
        get<StudentPage>(
          `education/student?branchId=${s.branchId}&_sort=studentNo&_order=desc&_pageSize=3&_pageNumber=${n}`,
        ),
      ),
    );
    expect(pages.flatMap((p) => p._data.map((r) => r.studentNo))).toEqual(desc);
  });

  it('keeps the sort with a filter on', async () => {
    const page = await students('&studyState=Draft&_sort=name&_order=desc');
    expect(page._data.map((r) => r.lastName)).toEqual([...TURKISH_ORDER].reverse());
  });
});

describe('the Excel of the chosen students', () => {
  it('holds exactly the chosen students, and refuses a list that is not one of ids', async () => {
    const all = await students('&_sort=name');
    const chosen = all._data.slice(0, 2) as unknown as { id: string; lastName: string }[];
    const ids = chosen.map((r) => r.id).join(',');
    const report = await get<{ _data: { studentName: string }[] }>(
      `education/report/general-student-list?studentIds=${ids}`,
    );
    expect(report._data.map((r) => r.studentName.split(' ').at(-1)).sort()).toEqual(
      chosen.map((r) => r.lastName).sort(),
    );
    const file = await inject(`education/report/general-student-list/excel?studentIds=${ids}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const bad = await inject('education/report/general-student-list/excel?studentIds=1,2');
    expect(bad.statusCode).toBe(400);
  });
});

describe('the finance lists sort', () => {
  it('orders expenses by amount and by day', async () => {
    const branchId = decodeClaims(token).br as string;
    const typeId = (await post('finance/expense-type', { name: 'Sıralama Gideri' })).id;
    const cashBookId = (
      await post('finance/cash-book', {
        branchId,
        name: 'Sıralama Kasası',
        kind: 'Cash',
        openingBalance: '10000',
      })
    ).id;
    const entries: [string, string][] = [
      ['75,00', '2026-10-03'],
      ['1200,50', '2026-10-01'],
      ['9,90', '2026-10-02'],
    ];
    for (const [amount, occurredOn] of entries)
      await post('finance/expense', { branchId, typeId, occurredOn, amount, vatRate: 0, cashBookId });
    type Page = { _data: { amount: number; occurredOn: string }[] };
    const list = (query: string) => get<Page>(`finance/expense?typeId=${typeId}${query}`);
    expect((await list('&_sort=amount&_order=desc'))._data.map((r) => r.amount)).toEqual([120050, 7500, 990]);
    expect((await list('&_sort=amount'))._data.map((r) => r.amount)).toEqual([990, 7500, 120050]);
    expect((await list('&_sort=occurredOn'))._data.map((r) => r.occurredOn)).toEqual([
      '2026-10-01',
      '2026-10-02',
      '2026-10-03',
    ]);
  });
});

describe('an unknown sort', () => {
  it.each([
    'education/student',
    'finance/collection',
    'finance/expense',
    'finance/revenue',
    'finance/overdue',
  ])('is refused by %s with a Turkish 400', async (path) => {
    const res = await inject(`${path}?_sort=citizenId`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(LIST_SORT_UNKNOWN);
    const order = await inject(`${path}?_order=sideways`);
    expect(order.statusCode).toBe(400);
  });
});
