import { LIST_SORT_UNKNOWN } from '@panel/shared/common/list-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../db/seed/demo-seed';
import { accounts } from '../modules/accounts/account.table';
import { users } from '../modules/users/user.table';
import { bearer, decodeClaims, signInAs } from '../test/auth-helpers';
import { type School, setUpSchool } from '../test/factories/education';
import { registerStudent, registration } from '../test/factories/students';
import { setUpTestApp } from '../test/test-app';

/**
 * Server-side sort of the main lists (issue 14 §4): whitelisted `_sort` / `_order`, names in
 * Turkish alphabetical order on PGlite and PostgreSQL alike, a made-up key refused in Turkish.
 */
const t = setUpTestApp({ otherManager: DEMO.otherManager });
let s: School;
const studentIds: string[] = [];

const inject = (url: string, as = t.token.otherManager) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(as) });
const get = async <T>(url: string, as = t.token.otherManager): Promise<T> => {
  const res = await inject(url, as);
  if (res.statusCode !== 200) throw new Error(`GET ${url} -> ${res.statusCode} ${res.body}`);
  return res.json() as T;
};
const post = async (url: string, payload: object, as = t.token.otherManager) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(as), payload });
  if (res.statusCode !== 200) throw new Error(`POST ${url} -> ${res.statusCode} ${res.body}`);
  return res.json() as { id: string };
};

// Shuffled on purpose: registration order must not be what the tests read back.
const SURNAMES = ['Şahin', 'Işık', 'Cengiz', 'Öztürk', 'İnce', 'Sarı', 'Çelik', 'Ozan'];
const TURKISH_ORDER = ['Cengiz', 'Çelik', 'Işık', 'İnce', 'Ozan', 'Öztürk', 'Sarı', 'Şahin'];

beforeAll(async () => {
  s = await setUpSchool(t.app, t.token.otherManager);
  let seed = 7100;
  for (const lastName of SURNAMES) {
    seed++;
    const base = registration(s.branchId, seed);
    const { id } = await registerStudent(t.app, t.token.otherManager, s.branchId, seed, {
      student: { ...base.student, lastName },
    });
    studentIds.push(id);
  }
  // Migrating, seeding and eight registrations are slow on a busy machine; nothing here is timed.
}, 180_000);

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
    const branchId = decodeClaims(t.token.otherManager).br as string;
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

/**
 * The rows of `ids` in a list sorted by `key`, ascending then descending: the list is filtered
 * by the caller's query, and rows the demo business already holds are left out.
 */
const sortedBoth = async <R extends { id: string }>(
  path: string,
  key: string,
  ids: string[],
  read: (row: R) => unknown,
  query = '',
  as = t.token.otherManager,
) => {
  const rows = async (order: string) =>
    (await get<{ _data: R[] }>(`${path}?_pageSize=100&_sort=${key}&_order=${order}${query}`, as))._data
      .filter((r) => ids.includes(r.id))
      .map(read);
  return { asc: await rows('asc'), desc: await rows('desc') };
};

// Made up names shuffled, and the order a Turkish reader expects of them.
const NAMES = ['İnce', 'Demir', 'Işık', 'Çelik', 'Cengiz'];
const NAMES_IN_ORDER = ['Cengiz', 'Çelik', 'Demir', 'Işık', 'İnce'];

describe('the definition lists sort by name in Turkish order', () => {
  const branchBody = () => ({ branchId: decodeClaims(t.token.otherManager).br as string });
  it.each([
    ['finance/expense-type', () => ({})],
    ['finance/revenue-type', () => ({})],
    ['finance/account-card-type', () => ({})],
    ['finance/account-card', () => ({ kind: 'Supplier' })],
    ['finance/cash-book', () => ({ ...branchBody(), kind: 'Cash' })],
    ['education/class-room', () => ({ ...branchBody(), capacity: 20 })],
    ['education/time-period', () => ({})],
    ['education/semester', () => ({ startsOn: '2027-02-01', endsOn: '2027-06-30' })],
    ['education/service', () => ({ itemKind: 'Education', vatRate: 10 })],
  ] as const)('%s', async (path, body) => {
    const ids: string[] = [];
    for (const name of NAMES) ids.push((await post(path, { ...body(), name: `${name} Sırası` })).id);
    const names = await sortedBoth<{ id: string; name: string }>(path, 'name', ids, (r) => r.name);
    expect(names.asc).toEqual(NAMES_IN_ORDER.map((n) => `${n} Sırası`));
    expect(names.desc).toEqual([...NAMES_IN_ORDER].reverse().map((n) => `${n} Sırası`));
  });

  it('the provider admin orders businesses, their branches, majors and corporates by name', async () => {
    const admin = (await signInAs(t.app, DEMO.admin)).token;
    const businessIds: string[] = [];
    for (const name of NAMES)
      businessIds.push(
        (await post('admin/business', { name: `${name} Kurs`, institutionType: 'School' }, admin)).id,
      );
    const businesses = await sortedBoth<{ id: string; name: string }>(
      'admin/business',
      'name',
      businessIds,
      (r) => r.name,
      '',
      admin,
    );
    expect(businesses.asc).toEqual(NAMES_IN_ORDER.map((n) => `${n} Kurs`));
    expect(businesses.desc).toEqual([...NAMES_IN_ORDER].reverse().map((n) => `${n} Kurs`));

    // One branch under each business, all named alike but one: the business decides the order.
    const branchIds: string[] = [];
    for (const [i, businessId] of businessIds.entries())
      branchIds.push((await post('admin/branch', { businessId, name: `Şube ${NAMES[i]}` }, admin)).id);
    const byBusiness = await sortedBoth<{ id: string; businessName: string }>(
      'admin/branch',
      'business',
      branchIds,
      (r) => r.businessName,
      '',
      admin,
    );
    expect(byBusiness.asc).toEqual(NAMES_IN_ORDER.map((n) => `${n} Kurs`));
    const byName = await sortedBoth<{ id: string; name: string }>(
      'admin/branch',
      'name',
      branchIds,
      (r) => r.name,
      '',
      admin,
    );
    expect(byName.desc).toEqual([...NAMES_IN_ORDER].reverse().map((n) => `Şube ${n}`));

    const majorIds: string[] = [];
    for (const name of NAMES)
      majorIds.push((await post('admin/major', { name: `${name} Bilgisi` }, admin)).id);
    const majors = await sortedBoth<{ id: string; name: string }>(
      'admin/major',
      'name',
      majorIds,
      (r) => r.name,
      '',
      admin,
    );
    expect(majors.asc).toEqual(NAMES_IN_ORDER.map((n) => `${n} Bilgisi`));

    const corporateIds: string[] = [];
    for (const [i, name] of NAMES.entries())
      corporateIds.push(
        (
          await post(
            'admin/corporate',
            {
              businessId: businessIds[0],
              title: `${name} A.Ş.`,
              taxOffice: 'Kadıköy',
              taxNumber: `${9 - i}${'0'.repeat(9)}`,
              mersisNumber: '0123456789000015',
              iban: 'TR330006100519786457841326',
              address: 'Caferağa Mah. Moda Cad. No:1 Kadıköy/İstanbul',
            },
            admin,
          )
        ).id,
      );
    const titles = await sortedBoth<{ id: string; title: string }>(
      'admin/corporate',
      'title',
      corporateIds,
      (r) => r.title,
      '',
      admin,
    );
    expect(titles.asc).toEqual(NAMES_IN_ORDER.map((n) => `${n} A.Ş.`));
    const taxNumbers = await sortedBoth<{ id: string; taxNumber: string }>(
      'admin/corporate',
      'taxNumber',
      corporateIds,
      (r) => r.taxNumber,
      '',
      admin,
    );
    expect(taxNumbers.asc).toEqual([...taxNumbers.asc].sort());
    expect(taxNumbers.desc).toEqual([...taxNumbers.asc].reverse());
    const licenseIds: string[] = [];
    for (const [startsOn, endsOn, studentQuota] of [
      ['2027-01-01', '2027-12-31', 50],
      ['2026-01-01', '2026-12-31', 300],
      ['2028-01-01', '2028-12-31', 120],
    ] as const)
      licenseIds.push(
        (
          await post(
            'admin/license',
            { branchId: branchIds[0], startsOn, endsOn, studentQuota, enabledAreas: ['students'] },
            admin,
          )
        ).id,
      );
    const licensePath = `admin/branch/${branchIds[0]}/license`;
    const ends = await sortedBoth<{ id: string; endsOn: string }>(
      licensePath,
      'endsOn',
      licenseIds,
      (r) => r.endsOn,
      '',
      admin,
    );
    expect(ends).toEqual({
      asc: ['2026-12-31', '2027-12-31', '2028-12-31'],
      desc: ['2028-12-31', '2027-12-31', '2026-12-31'],
    });
    const quotas = await sortedBoth<{ id: string; studentQuota: number }>(
      licensePath,
      'studentQuota',
      licenseIds,
      (r) => r.studentQuota,
      '',
      admin,
    );
    expect(quotas.asc).toEqual([50, 120, 300]);
    for (const path of ['admin/business', 'admin/branch', 'admin/major', 'admin/corporate', licensePath]) {
      const res = await inject(`${path}?_sort=citizenId`, admin);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors).toContain(LIST_SORT_UNKNOWN);
    }
  });

  it("orders a business's branch groups by name", async () => {
    const branchId = decodeClaims(t.token.otherManager).br as string;
    const ids: string[] = [];
    for (const name of NAMES)
      ids.push((await post('general/branch-group', { name: `${name} Grubu`, branchIds: [branchId] })).id);
    const groups = await sortedBoth<{ id: string; name: string }>(
      'general/branch-group',
      'name',
      ids,
      (r) => r.name,
    );
    expect(groups.asc).toEqual(NAMES_IN_ORDER.map((n) => `${n} Grubu`));
    expect(groups.desc).toEqual([...NAMES_IN_ORDER].reverse().map((n) => `${n} Grubu`));
  });

  it('orders semesters by their start, and classes by grade then section', async () => {
    const ids: string[] = [];
    for (const [name, startsOn] of [
      ['Yaz Dönemi', '2028-06-01'],
      ['Kış Dönemi', '2028-01-01'],
    ])
      ids.push((await post('education/semester', { name, startsOn, endsOn: '2028-12-31' })).id);
    const starts = await sortedBoth<{ id: string; startsOn: string }>(
      'education/semester',
      'startsOn',
      ids,
      (r) => r.startsOn,
    );
    expect(starts).toEqual({ asc: ['2028-01-01', '2028-06-01'], desc: ['2028-06-01', '2028-01-01'] });
    const classes = await sortedBoth<{ id: string; name: string }>(
      'education/school-class',
      'name',
      [s.classA, s.classB],
      (r) => r.name,
    );
    expect(classes.asc).toEqual([...classes.desc].reverse());
    expect(classes.asc.map((n) => String(n).slice(-1))).toEqual(['A', 'B']);
  });

  it('orders service prices by price', async () => {
    const serviceId = (
      await post('education/service', { name: 'Fiyat Sırası', itemKind: 'Education', vatRate: 10 })
    ).id;
    const ids: string[] = [];
    for (const [i, price] of ['500', '200', '900'].entries()) {
      const semesterId = (
        await post('education/semester', {
          name: `Fiyat Dönemi ${i}`,
          startsOn: '2029-01-01',
          endsOn: '2029-06-30',
        })
      ).id;
      ids.push(
        (await post('education/service-price', { serviceId, semesterId, branchId: s.branchId, price })).id,
      );
    }
    const prices = await sortedBoth<{ id: string; price: number }>(
      'education/service-price',
      'price',
      ids,
      (r) => r.price,
      `&branchId=${s.branchId}`,
    );
    expect(prices).toEqual({ asc: [20000, 50000, 90000], desc: [90000, 50000, 20000] });
  });
});

describe('the personnel list sort', () => {
  it('orders by surname in Turkish order and by the start date', async () => {
    const ids: string[] = [];
    for (const [i, lastName] of NAMES.entries())
      ids.push(
        (
          await post('personnel', {
            branchId: s.branchId,
            firstName: 'Sıralı',
            lastName,
            gender: 'Female',
            employmentStartDate: `2020-0${i + 1}-01`,
          })
        ).id,
      );
    const names = await sortedBoth<{ id: string; lastName: string }>(
      'personnel',
      'name',
      ids,
      (r) => r.lastName,
    );
    expect(names).toEqual({ asc: NAMES_IN_ORDER, desc: [...NAMES_IN_ORDER].reverse() });
    const starts = await sortedBoth<{ id: string; lastName: string }>(
      'personnel',
      'employmentStartDate',
      ids,
      (r) => r.lastName,
    );
    expect(starts).toEqual({ asc: NAMES, desc: [...NAMES].reverse() });
  });
});

describe('the sales lists sort', () => {
  it('orders sales by amount, number and student name in Turkish order', async () => {
    const ids: string[] = [];
    // The first three students in registration order: Şahin, Işık, Cengiz.
    for (const [i, lira] of ['300', '100', '200'].entries())
      ids.push(
        (
          await post('student-order', {
            studentId: studentIds[i],
            semesterId: s.semesterId,
            items: [{ name: 'Paket', itemKind: 'Education', quantity: 1, unitPrice: lira, vatRate: 10 }],
            discountKind: null,
            discountValue: null,
          })
        ).id,
      );
    type Order = { id: string; net: number; studentName: string; orderNo: number };
    const query = `&branchId=${s.branchId}`;
    expect(await sortedBoth<Order>('student-order', 'net', ids, (r) => r.net, query)).toEqual({
      asc: [10000, 20000, 30000],
      desc: [30000, 20000, 10000],
    });
    const names = await sortedBoth<Order>('student-order', 'studentName', ids, (r) => r.studentName, query);
    expect(names.asc.map((n) => String(n).split(' ').at(-1))).toEqual(['Cengiz', 'Işık', 'Şahin']);
    expect(names.desc).toEqual([...names.asc].reverse());
    const numbers = await sortedBoth<Order>('student-order', 'orderNo', ids, (r) => r.orderNo, query);
    expect(numbers.desc).toEqual([...numbers.asc].reverse());
    expect(numbers.asc).toEqual([...numbers.asc].sort((a, b) => Number(a) - Number(b)));
  });
});

describe('the invoice plan lists sort', () => {
  it('orders the plans by amount and by day', async () => {
    // Invoices need the branch's invoicing company: the demo school's branches have one.
    const founder = (await signInAs(t.app, DEMO.founder)).token;
    const found = await get<{ _data: { id: string }[] }>('education/student?_searchTerm=Elif', founder);
    const order = {
      studentId: found._data[0]!.id,
      items: [{ name: 'Paket', itemKind: 'Education', quantity: 1, unitPrice: '600', vatRate: 10 }],
    };
    const { id } = await post('student-order', order, founder);
    await post(
      `student-order/${id}/payment-plan`,
      {
        installments: [
          { no: 1, dueDate: '2026-09-15', amount: '200,00', method: 'Cash' },
          { no: 2, dueDate: '2026-10-15', amount: '100,00', method: 'Cash' },
          { no: 3, dueDate: '2026-11-15', amount: '300,00', method: 'Cash' },
        ],
      },
      founder,
    );
    await post(`student-order/${id}/invoice-plan`, { mode: 'Installment', buyer: 'Student' }, founder);
    const plans = await get<{ id: string }[]>(`student-order/${id}/invoice-plan`, founder);
    const ids = plans.map((p) => p.id);
    type Plan = { id: string; amount: number; plannedOn: string };
    const plan = (key: string) =>
      sortedBoth<Plan>(
        'finance/invoice/plan',
        key,
        ids,
        (r) => r.amount,
        '&_searchTerm=Elif&from=2026-09-15&to=2026-11-15',
        founder,
      );
    expect(await plan('amount')).toEqual({ asc: [10000, 20000, 30000], desc: [30000, 20000, 10000] });
    expect((await plan('plannedOn')).desc).toEqual([30000, 10000, 20000]);
  });
});

describe('the finance document lists sort', () => {
  let branchId: string;
  let bookNo = 0;
  const newBook = async (openingBalance = '100000') =>
    (
      await post('finance/cash-book', {
        branchId,
        name: `Sıralı Kasa ${++bookNo}`,
        kind: 'Cash',
        openingBalance,
        openingDate: '2026-01-01',
      })
    ).id;

  beforeAll(() => {
    branchId = decodeClaims(t.token.otherManager).br as string;
  });

  it('orders incoming invoices and their payments by supplier in Turkish order, amount and day', async () => {
    const expenseTypeId = (await post('finance/expense-type', { name: 'Sıralı Alım' })).id;
    const book = await newBook();
    const invoices: string[] = [];
    const payments: string[] = [];
    for (const [i, name] of NAMES.entries()) {
      const accountCardId = (await post('finance/account-card', { kind: 'Supplier', name: `${name} Ltd.` }))
        .id;
      const invoice = (
        await post('finance/invoice/incoming', {
          branchId,
          accountCardId,
          invoiceNo: `SR-${i}`,
          issuedOn: `2026-09-0${i + 1}`,
          dueOn: '2026-12-01',
          expenseTypeId,
          netAmount: `${(i + 1) * 100}`,
          vatRate: 0,
        })
      ).id;
      invoices.push(invoice);
      payments.push(
        (
          await post('finance/payment', {
            incomingInvoiceId: invoice,
            cashBookId: book,
            amount: `${(i + 1) * 10}`,
            paidOn: `2026-10-0${5 - i}`,
          })
        ).id,
      );
    }
    const range = '&from=2026-09-01&to=2026-09-05';
    type Row = { id: string; accountCardName: string; amount: number };
    const cards = NAMES_IN_ORDER.map((n) => `${n} Ltd.`);
    expect(
      await sortedBoth<Row>(
        'finance/invoice/incoming',
        'accountCardName',
        invoices,
        (r) => r.accountCardName,
        range,
      ),
    ).toEqual({ asc: cards, desc: [...cards].reverse() });
    expect(
      (await sortedBoth<Row>('finance/invoice/incoming', 'amount', invoices, (r) => r.amount, range)).desc,
    ).toEqual([50000, 40000, 30000, 20000, 10000]);
    expect(
      (
        await sortedBoth<{ id: string; issuedOn: string }>(
          'finance/invoice/incoming',
          'issuedOn',
          invoices,
          (r) => r.issuedOn,
          range,
        )
      ).asc,
    ).toEqual(['2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04', '2026-09-05']);

    const byBook = `&cashBookId=${book}`;
    expect(
      await sortedBoth<Row>('finance/payment', 'accountCardName', payments, (r) => r.accountCardName, byBook),
    ).toEqual({ asc: cards, desc: [...cards].reverse() });
    expect(
      (await sortedBoth<Row>('finance/payment', 'amount', payments, (r) => r.amount, byBook)).asc,
    ).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(
      (
        await sortedBoth<{ id: string; paidOn: string }>(
          'finance/payment',
          'paidOn',
          payments,
          (r) => r.paidOn,
          byBook,
        )
      ).asc,
    ).toEqual(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05']);
  });

  it('orders cheques by due day and amount', async () => {
    const partyId = (await post('finance/account-card', { kind: 'Other', name: 'Sıralı Keşideci' })).id;
    const ids: string[] = [];
    for (const [i, [dueOn, amount]] of [
      ['2027-03-01', '500'],
      ['2027-01-01', '900'],
      ['2027-02-01', '100'],
    ].entries())
      ids.push(
        (
          await post('finance/cheque', {
            branchId,
            direction: 'Received',
            kind: 'Cheque',
            serialNo: `SR-${i}`,
            drawer: 'Sıralı Keşideci',
            bankName: 'Ziraat Bankası',
            accountCardId: partyId,
            occurredOn: '2026-10-01',
            issuedOn: '2026-10-01',
            dueOn,
            amount,
          })
        ).id,
      );
    type Cheque = { id: string; dueOn: string; amount: number };
    const query = `&accountCardId=${partyId}`;
    expect((await sortedBoth<Cheque>('finance/cheque', 'dueOn', ids, (r) => r.dueOn, query)).desc).toEqual([
      '2027-03-01',
      '2027-02-01',
      '2027-01-01',
    ]);
    expect(await sortedBoth<Cheque>('finance/cheque', 'amount', ids, (r) => r.amount, query)).toEqual({
      asc: [10000, 50000, 90000],
      desc: [90000, 50000, 10000],
    });
  });

  it('orders transfers and cash counts by day and amount', async () => {
    const from = await newBook();
    const to = await newBook('0');
    const transfers: string[] = [];
    for (const [occurredOn, amount] of [
      ['2026-10-02', '30'],
      ['2026-10-03', '10'],
      ['2026-10-01', '20'],
    ])
      transfers.push(
        (await post('finance/account-virman', { fromCashBookId: from, toCashBookId: to, amount, occurredOn }))
          .id,
      );
    type Transfer = { id: string; occurredOn: string; amount: number };
    const query = `&cashBookId=${to}`;
    expect(
      await sortedBoth<Transfer>('finance/account-virman', 'amount', transfers, (r) => r.amount, query),
    ).toEqual({
      asc: [1000, 2000, 3000],
      desc: [3000, 2000, 1000],
    });
    expect(
      (
        await sortedBoth<Transfer>(
          'finance/account-virman',
          'occurredOn',
          transfers,
          (r) => r.occurredOn,
          query,
        )
      ).asc,
    ).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);

    const counted = await newBook('500');
    const counts: string[] = [];
    for (const [countedOn, amount] of [
      ['2026-10-10', '490'],
      ['2026-10-11', '520'],
      ['2026-10-12', '500'],
    ])
      counts.push(
        (await post('finance/checkout', { cashBookId: counted, countedOn, counted: amount, reason: 'Fark' }))
          .id,
      );
    type Count = { id: string; countedOn: string; difference: number };
    const byBook = `&cashBookId=${counted}`;
    // What a count finds short or over depends on the book's balance that day; the order is the point.
    const differences = await sortedBoth<Count>(
      'finance/checkout',
      'difference',
      counts,
      (r) => r.difference,
      byBook,
    );
    expect(new Set(differences.asc).size).toBe(3);
    expect(differences.asc).toEqual([...differences.asc].sort((a, b) => Number(a) - Number(b)));
    expect(differences.desc).toEqual([...differences.asc].reverse());
    expect(
      (await sortedBoth<Count>('finance/checkout', 'countedOn', counts, (r) => r.countedOn, byBook)).desc,
    ).toEqual(['2026-10-12', '2026-10-11', '2026-10-10']);
  });

  it('orders POS cash-outs by amount and day', async () => {
    const book = async (extra: object) =>
      (
        await post('finance/cash-book', {
          branchId,
          name: `Sıralı POS ${++bookNo}`,
          openingDate: '2026-01-01',
          ...extra,
        })
      ).id;
    const pos = await book({ kind: 'Pos', openingBalance: '1000' });
    const bank = await book({ kind: 'Bank', bankName: 'Ziraat', iban: 'TR330006100519786457841326' });
    const ids: string[] = [];
    for (const [occurredOn, amount] of [
      ['2026-10-21', '70'],
      ['2026-10-23', '50'],
      ['2026-10-22', '60'],
    ])
      ids.push(
        (
          await post('finance/checkout/pos-cash-out', {
            fromCashBookId: pos,
            toCashBookId: bank,
            amount,
            occurredOn,
          })
        ).id,
      );
    type Row = { id: string; amount: number; occurredOn: string };
    const query = `&cashBookId=${pos}`;
    expect(
      await sortedBoth<Row>('finance/checkout/pos-cash-out', 'amount', ids, (r) => r.amount, query),
    ).toEqual({
      asc: [5000, 6000, 7000],
      desc: [7000, 6000, 5000],
    });
    expect(
      (await sortedBoth<Row>('finance/checkout/pos-cash-out', 'occurredOn', ids, (r) => r.amount, query)).asc,
    ).toEqual([7000, 6000, 5000]);
  });
});

describe('the manageable announcements sort', () => {
  it('orders by title in Turkish order and by publish day', async () => {
    const ids: string[] = [];
    for (const [i, name] of NAMES.entries())
      ids.push(
        (
          await post('announcement', {
            title: `${name} duyurusu`,
            body: '<p>Sıralama denemesi.</p>',
            audience: 'All',
            level: 'Info',
            targetKind: 'Class',
            targetIds: [s.classA],
            publishOn: `2026-12-0${i + 1}`,
            endsOn: null,
          })
        ).id,
      );
    type Row = { id: string; title: string; publishOn: string };
    const titles = NAMES_IN_ORDER.map((n) => `${n} duyurusu`);
    expect(await sortedBoth<Row>('announcement/manageable', 'title', ids, (r) => r.title)).toEqual({
      asc: titles,
      desc: [...titles].reverse(),
    });
    expect((await sortedBoth<Row>('announcement/manageable', 'publishOn', ids, (r) => r.title)).asc).toEqual(
      NAMES.map((n) => `${n} duyurusu`),
    );
  });
});

describe('the private lessons sort', () => {
  it('orders by student in Turkish order and by day and hour, both ways', async () => {
    // Surnames Şahin, Işık, Cengiz (studentIds 0, 1, 2), on days and hours out of their order.
    const booked = [
      { student: studentIds[0]!, date: '2026-12-01', startsAt: '10:00' },
      { student: studentIds[1]!, date: '2026-12-03', startsAt: '09:00' },
      { student: studentIds[2]!, date: '2026-12-01', startsAt: '16:00' },
    ];
    const ids: string[] = [];
    for (const b of booked) {
      const hour = Number(b.startsAt.slice(0, 2));
      ids.push(
        (
          await post('education/student/private-lesson', {
            branchId: s.branchId,
            studentId: b.student,
            personnelId: s.teacherId,
            majorId: s.mathId,
            date: b.date,
            startsAt: b.startsAt,
            endsAt: `${String(hour + 1).padStart(2, '0')}:00`,
          })
        ).id,
      );
    }
    type Lesson = { id: string; studentName: string };
    const surname = (r: Lesson) => r.studentName.split(' ').at(-1);
    const path = 'education/student/private-lesson';
    expect(await sortedBoth<Lesson>(path, 'student', ids, surname)).toEqual({
      asc: ['Cengiz', 'Işık', 'Şahin'],
      desc: ['Şahin', 'Işık', 'Cengiz'],
    });
    expect(await sortedBoth<Lesson>(path, 'date', ids, surname)).toEqual({
      asc: ['Şahin', 'Cengiz', 'Işık'],
      desc: ['Işık', 'Cengiz', 'Şahin'],
    });
    const byTeacher = await inject(`${path}?_sort=teacher&_order=desc`);
    expect(byTeacher.statusCode).toBe(200);
  });
});

describe('the account and user lists sort', () => {
  it('orders people by name in Turkish order and by e-mail; the provider’s lists by business too', async () => {
    const businessId = decodeClaims(t.token.otherManager).biz as string;
    const firstNames = ['İpek', 'Cem', 'Işıl', 'Çağla'];
    const ids = { account: [] as string[], user: [] as string[] };
    for (const [i, firstName] of firstNames.entries()) {
      const [user] = await t.handle.db
        .insert(users)
        .values({
          // E-mails in the reverse of the names' order, so that the two sorts differ.
          email: `${String.fromCharCode(0x7a - i)}-sirali@demo.test`,
          firstName,
          lastName: 'Sıralı',
          passwordHash: 'not-a-hash: these people never sign in',
        })
        .returning({ id: users.id });
      const [account] = await t.handle.db
        .insert(accounts)
        .values({ userId: user!.id, businessId, branchId: null, role: 'Teacher' })
        .returning({ id: accounts.id });
      ids.user.push(user!.id);
      ids.account.push(account!.id);
    }
    const inOrder = ['Cem', 'Çağla', 'Işıl', 'İpek'];
    const first = (r: { firstName: string }) => r.firstName;
    type Person = { id: string; firstName: string };
    const admin = (await signInAs(t.app, DEMO.admin)).token;
    const both = { asc: inOrder, desc: [...inOrder].reverse() };
    expect(await sortedBoth<Person>('general/user', 'name', ids.account, first)).toEqual(both);
    expect(await sortedBoth<Person>('admin/account', 'name', ids.account, first, '', admin)).toEqual(both);
    expect(await sortedBoth<Person>('admin/user', 'name', ids.user, first, '', admin)).toEqual(both);
    // E-mails z-, y-, x-, w- were given in the names' list order (İpek, Cem, Işıl, Çağla).
    expect(await sortedBoth<Person>('admin/user', 'email', ids.user, first, '', admin)).toEqual({
      asc: ['Çağla', 'Işıl', 'Cem', 'İpek'],
      desc: ['İpek', 'Cem', 'Işıl', 'Çağla'],
    });
    const byBusiness = await inject('admin/account?_sort=business&_order=desc', admin);
    expect(byBusiness.statusCode).toBe(200);
  });
});

describe('an unknown sort', () => {
  it.each([
    'education/student',
    'finance/collection',
    'finance/expense',
    'finance/revenue',
    'finance/overdue',
    'education/semester',
    'education/class-room',
    'education/school-class',
    'education/service',
    'education/service-price',
    'education/time-period',
    'finance/expense-type',
    'finance/revenue-type',
    'finance/account-card-type',
    'finance/account-card',
    'finance/cash-book',
    'personnel',
    'student-order',
    'finance/invoice/plan',
    'finance/invoice/print',
    'finance/invoice/incoming',
    'finance/payment',
    'finance/cheque',
    'finance/account-virman',
    'finance/branch-virman',
    'finance/checkout',
    'finance/checkout/pos-cash-out',
    'announcement/manageable',
    'education/student/private-lesson',
    'general/user',
  ])('is refused by %s with a Turkish 400', async (path) => {
    const res = await inject(`${path}?_sort=citizenId`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(LIST_SORT_UNKNOWN);
    const order = await inject(`${path}?_order=sideways`);
    expect(order.statusCode).toBe(400);
  });
});
