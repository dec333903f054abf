import { MOBILE_COOKIE } from '@panel/shared/mobile/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARENT } from '../db/seed/demo-rollcall-seed';
import { DEMO, DEMO_PASSWORD } from '../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../test/auth-helpers';
import { call, setUpSchool } from '../test/factories/education';
import { sellWithOneInstallment } from '../test/factories/sales';
import { registerStudent } from '../test/factories/students';
import { queryRows } from '../test/sql';
import { setUpTestApp } from '../test/test-app';

const t = setUpTestApp({ founder: DEMO.founder });
/** A's mobile caller: the demo parent's cookie, for the /mobileapi routes. */
let mobileA: Record<string, string>;
let businessB: string;
let idsOfB: string[];
let markersOfB: string[];

/** Every id of business B, found through the schema: a new tenant table is covered without editing this test. */
/** A's caller for a route: the mobile cookie on /mobileapi, the founder's token elsewhere. */
const callerOf = (url: string) => (url.startsWith('/mobileapi/') ? mobileA : bearer(t.token.founder));

const collectIdsOf = async (businessId: string): Promise<string[]> => {
  const tables = await queryRows<{ table_name: string }>(
    t.handle.db,
    sql`
    select c.table_name from information_schema.columns c
    join information_schema.columns i on i.table_name = c.table_name and i.table_schema = c.table_schema and i.column_name = 'id' and i.data_type = 'uuid'
    where c.table_schema = 'public' and c.column_name = 'business_id'`,
  );
  const ids = [businessId];
  for (const { table_name } of tables) {
    const rows = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from ${sql.identifier(table_name)} where business_id = ${businessId}`,
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
};

beforeAll(async () => {
  const mobile = await t.app.inject({
    method: 'POST',
    url: '/mobileapi/authenticate',
    payload: { email: DEMO_PARENT, password: DEMO_PASSWORD },
  });
  const cookie = mobile.cookies.find((c) => c.name === MOBILE_COOKIE);
  expect(cookie?.value, mobile.body).toBeTruthy();
  mobileA = { cookie: `${MOBILE_COOKIE}=${cookie!.value}` };
  const tokenB = (await signInAs(t.app, DEMO.otherManager)).token;
  businessB = decodeClaims(tokenB).biz as string;
  // Give business B one row of each kind the admin can create for it.
  const admin = (await signInAs(t.app, DEMO.admin)).token;
  const corporate = await t.app.inject({
    method: 'POST',
    url: '/api/admin/corporate',
    headers: bearer(admin),
    payload: {
      businessId: businessB,
      title: 'Örnek Dil Hizmetleri Ltd. Şti.',
      taxOffice: 'Beyoğlu',
      taxNumber: '9876543210',
      mersisNumber: '0987654321000017',
      iban: 'DE89370400440532013000',
      address: 'İstiklal Cad. No:5',
    },
  });
  expect(corporate.statusCode).toBe(200);
  // And one of each education and personnel row, made by B's manager.
  const schoolB = await setUpSchool(t.app, tokenB, ' B');
  const studentB = await registerStudent(t.app, tokenB, schoolB.branchId, 9);
  await call(t.app, tokenB, 'POST', 'student-note', { studentId: studentB.id, text: 'Not B' });
  await call(t.app, tokenB, 'POST', 'education/student/class', {
    schoolClassId: schoolB.classA,
    studentIds: [studentB.id],
  });
  // And a sale with its plan and a collection, so every money route meets B's ids too.
  const bookB = await call(t.app, tokenB, 'POST', 'finance/cash-book', {
    branchId: schoolB.branchId,
    name: 'Kasa B',
    kind: 'Cash',
  });
  await sellWithOneInstallment(t.app, tokenB, {
    studentId: studentB.id,
    item: 'Eğitim B',
    price: '1.000,00',
    dueDate: '2026-01-15',
  });
  await call(t.app, tokenB, 'POST', 'finance/collection', {
    studentId: studentB.id,
    cashBookId: bookB.id,
    method: 'Cash',
    amount: '100,00',
    paidOn: '2026-11-20',
  });
  // And a cheque in B's portfolio, with its party's account card and its first movement.
  const cardB = await call(t.app, tokenB, 'POST', 'finance/account-card', { kind: 'Other', name: 'Cari B' });
  await call(t.app, tokenB, 'POST', 'finance/cheque', {
    branchId: schoolB.branchId,
    direction: 'Received',
    kind: 'Cheque',
    serialNo: 'SERI-B-1',
    drawer: 'Keşideci B',
    bankName: 'Banka B',
    accountCardId: cardB.id,
    occurredOn: '2026-11-20',
    dueOn: '2026-12-20',
    amount: '500,00',
  });
  // And an incoming invoice with a payment, a cash count and a POS cash-out of B.
  const expenseTypeB = await call(t.app, tokenB, 'POST', 'finance/expense-type', { name: 'Gider B' });
  const supplierB = await call(t.app, tokenB, 'POST', 'finance/account-card', {
    kind: 'Supplier',
    name: 'Tedarikçi B',
  });
  const invoiceB = await call(t.app, tokenB, 'POST', 'finance/invoice/incoming', {
    branchId: schoolB.branchId,
    accountCardId: supplierB.id,
    invoiceNo: 'FATURA-B-1',
    issuedOn: '2026-11-20',
    dueOn: '2026-12-20',
    expenseTypeId: expenseTypeB.id,
    netAmount: '50,00',
    vatRate: 20,
  });
  await call(t.app, tokenB, 'POST', 'finance/payment', {
    incomingInvoiceId: invoiceB.id,
    cashBookId: bookB.id,
    amount: '10,00',
    paidOn: '2026-11-21',
  });
  await call(t.app, tokenB, 'POST', 'finance/checkout', {
    cashBookId: bookB.id,
    countedOn: '2026-11-21',
    counted: '80,00',
    reason: 'Sayım farkı B',
  });
  const posB = await call(t.app, tokenB, 'POST', 'finance/cash-book', {
    branchId: schoolB.branchId,
    name: 'POS B',
    kind: 'Pos',
    openingBalance: '100,00',
  });
  const bankB = await call(t.app, tokenB, 'POST', 'finance/cash-book', {
    branchId: schoolB.branchId,
    name: 'Banka B',
    kind: 'Bank',
    iban: 'TR330006100519786457841326',
  });
  await call(t.app, tokenB, 'POST', 'finance/checkout/pos-cash-out', {
    fromCashBookId: posB.id,
    toCashBookId: bankB.id,
    amount: '60,00',
    fee: '1,00',
    expenseTypeId: expenseTypeB.id,
    occurredOn: '2026-11-21',
  });
  // And an expense paid from B's cash book, for the finance reports.
  await call(t.app, tokenB, 'POST', 'finance/expense', {
    branchId: schoolB.branchId,
    typeId: expenseTypeB.id,
    occurredOn: '2026-11-20',
    amount: '10,00',
    cashBookId: bookB.id,
    description: 'Gider Kaydı B',
  });
  idsOfB = await collectIdsOf(businessB);
  markersOfB = [
    'Örnek Dil',
    'Merkez Şube',
    'Yılmaz B',
    'Derslik 101 B',
    'Aksoy9',
    'Kasa B',
    'Eğitim B',
    'Keşideci B',
    'SERI-B-1',
    'FATURA-B-1',
    'Tedarikçi B',
    'Gider Kaydı B',
    ...idsOfB,
  ];
});

describe('tenant isolation over the whole route table', () => {
  it('finds rows of business B in several tables', () => {
    expect(idsOfB.length).toBeGreaterThanOrEqual(5);
  });

  // Every route times every id of B: the walk grows with each area's routes and seed rows.
  it('never answers 200 or shows B’s data to A, whichever id of B a route is given', async () => {
    const routes = t.app.routeTable.filter(
      (r) => !r.public && r.url.includes(':') && !r.permission?.startsWith('admin.'),
    );
    expect(routes.length).toBeGreaterThan(3);
    let calls = 0;
    for (const route of routes) {
      for (const id of idsOfB) {
        const url = route.url.replace(/:(\w+)/g, id);
        const res = await t.app.inject({ method: route.method as 'GET', url, headers: callerOf(route.url) });
        calls++;
        expect(res.statusCode, `${route.method} ${url}`).not.toBe(200);
        for (const marker of markersOfB) expect(res.body, `${route.method} ${url}`).not.toContain(marker);
      }
    }
    expect(calls).toBeGreaterThan(20);
  }, 180_000);

  it('lists only A’s own rows on every tenant list route', async () => {
    const lists = t.app.routeTable.filter(
      (r) =>
        r.method === 'GET' &&
        !r.public &&
        !r.url.includes(':') &&
        !r.permission?.startsWith('admin.') &&
        !r.permission?.startsWith('self.'),
    );
    expect(lists.length).toBeGreaterThan(20);
    for (const route of lists) {
      const res = await t.app.inject({ method: 'GET', url: route.url, headers: callerOf(route.url) });
      // A report that needs its filter answers 400; nothing answers 500, nothing shows B.
      expect([200, 400], route.url).toContain(res.statusCode);
      for (const marker of markersOfB) expect(res.body, route.url).not.toContain(marker);
    }
  });

  it('opens no mobile route with a panel token, nor a panel route with the mobile cookie', async () => {
    const mobileRoutes = t.app.routeTable.filter(
      (r) => r.method === 'GET' && !r.public && r.url.startsWith('/mobileapi/') && !r.url.includes(':'),
    );
    expect(mobileRoutes.length).toBeGreaterThan(0);
    for (const route of mobileRoutes) {
      const res = await t.app.inject({ method: 'GET', url: route.url, headers: bearer(t.token.founder) });
      expect(res.statusCode, route.url).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/education/student', headers: mobileA })).statusCode,
    ).toBe(401);
  });

  it('refuses to update B’s corporate and branch from A', async () => {
    const [corporateOfBRow] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from corporates where business_id = ${businessB}`,
    );
    const corporateOfB = corporateOfBRow!.id;
    const [branchOfBRow] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from branches where business_id = ${businessB}`,
    );
    const branchOfB = branchOfBRow!.id;
    const corporate = await t.app.inject({
      method: 'POST',
      url: '/api/general/corporate/update',
      headers: bearer(t.token.founder),
      payload: {
        id: corporateOfB,
        title: 'Ele geçirildi',
        taxOffice: 'X',
        taxNumber: '1234567890',
        mersisNumber: '0123456789000015',
        iban: 'TR330006100519786457841326',
        address: 'X',
      },
    });
    expect(corporate.statusCode).toBe(404);
    const branch = await t.app.inject({
      method: 'POST',
      url: '/api/general/branch/update',
      headers: bearer(t.token.founder),
      payload: { id: branchOfB, name: 'Ele geçirildi' },
    });
    expect(branch.statusCode).toBe(404);
    const [names] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from corporates where title = 'Ele geçirildi'`,
    );
    expect(names!.n).toBe(0);
  });
});
