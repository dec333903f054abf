import { MOBILE_COOKIE } from '@panel/shared/mobile/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEMO_PASSWORD } from '../db/seed/demo-seed';
import { bearer, signInAs } from '../test/auth-helpers';
import { insertAccount, signInOtherBranchManager } from '../test/factories/accounts';
import { addClassC, call, setUpSchool } from '../test/factories/education';
import { citizenIdFrom, registerStudent } from '../test/factories/students';
import { idSlotsOf, sampleBody } from '../test/sample-body';
import { queryRows } from '../test/sql';
import { setUpTestApp } from '../test/test-app';
import type { RouteAccess } from './permissions';

type Target = { table: string; id: string };

/** Business-level tables that are not definitions: people and accounts have rules of their own. */
const NOT_DEFINITIONS = ['accounts', 'parents', 'contacts', 'personnel', 'audit_log', 'student_counts'];

/**
 * Routes that show other branches' records by design: a branch transfer's receiving cash
 * books are the other branches' (name and branch only).
 */
const CROSS_BRANCH_BY_DESIGN = ['GET /api/finance/branch-virman/targets'];

const isWrite = (route: RouteAccess) => route.method !== 'GET' || route.url.includes('/delete/');
type Caller = {
  name: string;
  token: string;
  /** Records outside the caller's scope, one or a few of each table. */
  outside: Target[];
  /** Records the caller reads but must not change (the business's definitions for a branch). */
  readOnly: Target[];
  /** Text that must never appear in an answer to the caller. */
  markers: string[];
  /** A mobile caller holds the mobile API's cookie and walks /mobileapi only. */
  mobile?: true;
};

/** How a caller's token travels: the panel's bearer header, or the mobile API's cookie. */
const credentials = (caller: Caller) =>
  caller.mobile ? { cookies: { [MOBILE_COOKIE]: caller.token } } : { headers: bearer(caller.token) };
const walks = (caller: Caller, route: RouteAccess) => !caller.mobile || route.url.startsWith('/mobileapi/');

const t = setUpTestApp();
const callers: Caller[] = [];
const seen = { own: '', other: '', ownCitizenId: '', kadikoy: '', semesterId: '' };

/** The first few ids of every table with a uuid id and the given column, rows chosen by `where`. */
const idsWhere = async (column: string, where: (table: string) => ReturnType<typeof sql>, perTable = 2) => {
  const tables = await queryRows<{ table_name: string }>(
    t.handle.db,
    sql`select c.table_name from information_schema.columns c
        join information_schema.columns i on i.table_name = c.table_name and i.table_schema = c.table_schema
         and i.column_name = 'id' and i.data_type = 'uuid'
        where c.table_schema = 'public' and c.column_name = ${column} order by c.table_name`,
  );
  const out: Target[] = [];
  for (const { table_name } of tables) {
    const rows = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from ${sql.identifier(table_name)} where ${where(table_name)} order by id limit ${perTable}`,
    );
    out.push(...rows.map((r) => ({ table: table_name, id: r.id })));
  }
  return out;
};

const words = (text: string): string[] =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .map((w) => w.replace(/(es|s)$/, ''))
    .filter((w) => w.length > 1 && w !== 'id' && w !== 'api');

/**
 * The tables an id slot most likely means, best first: a slot's name (`cashBookId`) or, for
 * a bare `id`, the route's path, against the table names. A new route or table is matched
 * without editing the test; a slot that matches nothing meets every table.
 */
const tablesFor = (slot: string, url: string, tables: string[]): string[] => {
  const hint = words(slot === 'id' || slot === '' ? url : slot);
  const scored = tables
    .map((table) => ({ table, score: words(table).filter((w) => hint.includes(w)).length }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  return scored.length ? scored.map((s) => s.table) : tables;
};

/** Routes that take an id (in the path or the body), signed-in tenant routes only. */
const routesWithIds = (routes: RouteAccess[]) =>
  routes.filter(
    (r) =>
      !r.public &&
      !r.permission?.startsWith('admin.') &&
      (r.url.includes(':') || (r.body !== null && idSlotsOf(r.body as z.ZodType).length > 0)),
  );

beforeAll(async () => {
  // A business-wide account working in Beşiktaş builds the factory school there: a teacher with
  // his own classes (9-A and 9-B), a student in 9-A and one in a class 9-C he does not teach.
  const manager = await signInOtherBranchManager(t, 'genel.mudur@demo.test');
  const { businessId, founderBranchId: kadikoy, otherBranchId: besiktas } = manager;
  const general = manager.token;
  const school = await setUpSchool(t.app, general, ' S');
  const classC = await addClassC(t.app, general, school);
  const own = await registerStudent(t.app, general, school.branchId, 71);
  // Another family: the factory's parents (found again by their phones) would make him the
  // own student's sibling, inside a parent's scope.
  const other = await registerStudent(t.app, general, school.branchId, 72, {
    parents: [
      {
        firstName: 'Kemal',
        lastName: 'Aksoy72',
        citizenId: citizenIdFrom(600_072),
        mobilePhone: '0(532) 000 07 72',
        relation: 'Father',
        isAdult: true,
        isPaymentPerson: true,
      },
    ],
  });
  await call(t.app, general, 'POST', 'education/student/class', {
    schoolClassId: school.classA,
    studentIds: [own.id],
  });
  await call(t.app, general, 'POST', 'education/student/class', {
    schoolClassId: classC,
    studentIds: [other.id],
  });
  for (const id of [own.id, other.id])
    await call(t.app, general, 'POST', 'student-note', { studentId: id, text: `Not ${id}` });
  const [ownParent] = await queryRows<{ id: string }>(
    t.handle.db,
    sql`select parent_id::text as id from student_parents where student_id = ${own.id}
        and parent_id not in (select parent_id from student_parents where student_id = ${other.id}) limit 1`,
  );
  const [semester] = await queryRows<{ id: string }>(
    t.handle.db,
    sql`select id::text as id from semesters where business_id = ${businessId} limit 1`,
  );
  Object.assign(seen, { own: own.id, other: other.id, kadikoy, semesterId: semester!.id });
  const [ownPrivate] = await queryRows<{ citizen_id: string; phone: string }>(
    t.handle.db,
    sql`select s.citizen_id, p.mobile_phone as phone from students s
        join student_parents sp on sp.student_id = s.id join parents p on p.id = sp.parent_id
        where s.id = ${own.id} limit 1`,
  );

  seen.ownCitizenId = ownPrivate!.citizen_id;
  await insertAccount(t.handle.db, 'besiktas.mudur@demo.test', {
    businessId,
    branchId: besiktas,
    role: 'Manager',
  });
  await insertAccount(t.handle.db, 'ogretmen@demo.test', {
    businessId,
    branchId: school.branchId,
    role: 'Teacher',
    personnelId: school.teacherId,
  });
  await insertAccount(t.handle.db, 'veli@demo.test', {
    businessId,
    branchId: school.branchId,
    role: 'Parent',
    parentId: ownParent!.id,
  });
  await insertAccount(t.handle.db, 'ogrenci@demo.test', {
    businessId,
    branchId: school.branchId,
    role: 'Student',
    studentId: own.id,
  });

  // Kadıköy's records, outside a Beşiktaş manager's branch (the branch row itself included).
  const kadikoyRows = await idsWhere('branch_id', () => sql`branch_id = ${kadikoy}`);
  // The business's definitions: tables with a business and no branch (accounts and people aside).
  const definitions = (
    await idsWhere(
      'business_id',
      (table) =>
        sql`business_id = ${businessId} and not exists (select 1 from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and column_name = 'branch_id')`,
      1,
    )
  ).filter((r) => !NOT_DEFINITIONS.includes(r.table));
  const kadikoyStudents = await queryRows<{ citizen_id: string }>(
    t.handle.db,
    sql`select citizen_id from students where branch_id = ${kadikoy} and deleted_at is null`,
  );
  callers.push({
    name: 'Beşiktaş manager',
    token: (await signInAs(t.app, 'besiktas.mudur@demo.test')).token,
    outside: [{ table: 'branches', id: kadikoy }, ...kadikoyRows.filter((r) => r.table !== 'accounts')],
    readOnly: definitions,
    markers: [...kadikoyStudents.map((s) => s.citizen_id), ...kadikoyRows.map((r) => r.id)],
  });

  // The other class's student and every row about him, outside a teacher's, a parent's and a
  // student's scope; the own student's citizen id and parent phone never reach a teacher.
  const otherRows = [
    { table: 'students', id: other.id },
    ...(await idsWhere('student_id', () => sql`student_id = ${other.id}`)),
  ];
  const otherMarkers = ['Aksoy72', ...otherRows.map((r) => r.id)];
  for (const [name, email, extra] of [
    ['teacher', 'ogretmen@demo.test', [ownPrivate!.citizen_id, ownPrivate!.phone]],
    ['parent', 'veli@demo.test', []],
    ['student', 'ogrenci@demo.test', []],
  ] as const)
    callers.push({
      name,
      token: (await signInAs(t.app, email)).token,
      outside: otherRows,
      readOnly: [],
      markers: [...otherMarkers, ...extra],
    });
  // The same parent through the mobile sign-in: his cookie on every /mobileapi route.
  const mobile = await t.app.inject({
    method: 'POST',
    url: '/mobileapi/authenticate',
    payload: { email: 'veli@demo.test', password: DEMO_PASSWORD },
  });
  callers.push({
    name: 'mobile parent',
    token: mobile.cookies.find((c) => c.name === MOBILE_COOKIE)!.value,
    outside: otherRows,
    readOnly: [],
    markers: otherMarkers,
    mobile: true,
  });
}, 300_000);

describe('the scope matrix over the whole route table', () => {
  it('builds a valid body for every route that takes ids in its body', () => {
    const invalid = routesWithIds(t.app.routeTable)
      .filter((r) => r.body !== null)
      .map((r) => {
        const schema = r.body as z.ZodType;
        const issue = schema.safeParse(sampleBody(schema, () => crypto.randomUUID())).error?.issues[0];
        return issue ? `${r.method} ${r.url}: ${issue.path.join('.')} ${issue.message}` : null;
      })
      .filter((r) => r !== null);
    expect(invalid).toEqual([]);
  });

  // Each caller, each route with ids, each of the three tables the route most likely means:
  // bounded by the route table, not by the number of rows.
  it.each(['Beşiktaş manager', 'teacher', 'parent', 'student', 'mobile parent'])(
    'never answers 2xx or shows a record outside the scope of a %s',
    async (name) => {
      const caller = callers.find((c) => c.name === name)!;
      const failures: string[] = [];
      for (const route of routesWithIds(t.app.routeTable).filter((r) => walks(caller, r))) {
        const targets = isWrite(route) ? [...caller.outside, ...caller.readOnly] : caller.outside;
        const tables = [...new Set(targets.map((o) => o.table))];
        const idOf = (table: string) => targets.find((o) => o.table === table)!.id;
        const body = route.body as z.ZodType | null;
        const slots = [
          ...(route.url.match(/:\w+/g) ?? []).map((p) => p.slice(1)),
          ...(body ? idSlotsOf(body) : []),
        ];
        const chosen = new Set(slots.flatMap((slot) => tablesFor(slot, route.url, tables).slice(0, 3)));
        for (const table of chosen) {
          const id = idOf(table);
          const pick = (slot: string) =>
            idOf(
              tablesFor(slot, route.url, tables).includes(table)
                ? table
                : tablesFor(slot, route.url, tables)[0]!,
            );
          const url = route.url.replace(/:(\w+)/g, (_, slot: string) => pick(slot));
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            ...credentials(caller),
            ...(body ? { payload: sampleBody(body, pick) as object } : {}),
          });
          const where = `${route.method} ${route.url} (${table} ${id}) -> ${res.statusCode}`;
          if (res.statusCode < 300) failures.push(where);
          const leaked = caller.markers.find((m) => res.body.includes(m));
          if (leaked) failures.push(`${where} shows ${leaked}`);
        }
      }
      // The refusals were the scope's, not a dead session's.
      if (caller.mobile)
        expect(
          (
            await t.app.inject({
              url: `/mobileapi/student/${seen.own}/lesson-program`,
              ...credentials(caller),
            })
          ).statusCode,
        ).toBe(200);
      expect(failures).toEqual([]);
    },
    300_000,
  );

  it.each(['Beşiktaş manager', 'teacher', 'parent', 'student', 'mobile parent'])(
    'lists nothing outside the scope of a %s on any list route',
    async (name) => {
      const caller = callers.find((c) => c.name === name)!;
      const failures: string[] = [];
      const lists = t.app.routeTable.filter(
        (r) => r.method === 'GET' && !r.public && !r.url.includes(':') && !r.permission?.startsWith('admin.'),
      );
      for (const route of lists.filter((r) => walks(caller, r))) {
        if (CROSS_BRANCH_BY_DESIGN.includes(`GET ${route.url}`)) continue;
        const res = await t.app.inject({ method: 'GET', url: route.url, ...credentials(caller) });
        if (res.statusCode >= 500) failures.push(`${route.url} -> ${res.statusCode}`);
        const leaked = caller.markers.find((m) => res.body.includes(m));
        if (leaked) failures.push(`${route.url} shows ${leaked}`);
      }
      expect(failures).toEqual([]);
    },
    300_000,
  );
});

describe('what each scope sees and changes', () => {
  const as = (name: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: bearer(callers.find((c) => c.name === name)!.token),
      ...(payload ? { payload } : {}),
    });

  it('shows a teacher the students of his own classes only, without their citizen ids or contacts', async () => {
    const list = (await as('teacher', 'GET', 'education/student?_pageSize=100')).json() as {
      _data: { id: string; citizenId: string | null }[];
    };
    expect(list._data.map((s) => s.id)).toEqual([seen.own]);
    expect(list._data[0]!.citizenId).toBeNull();
    const detail = await as('teacher', 'GET', `student/${seen.own}/detail`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain(seen.ownCitizenId);
    expect((await as('teacher', 'GET', `student/${seen.other}/detail`)).statusCode).toBe(404);
    const contacts = await as('teacher', 'GET', `student/${seen.own}/contact`);
    expect(contacts.statusCode).toBe(403);
    expect(contacts.json().message).toBe('Bu bilgileri görme yetkiniz yok.');
    expect((await as('teacher', 'GET', 'education/report/parent-contact-list')).statusCode).toBe(403);
  });

  it('lets a branch manager read the business definitions but not change them, nor another branch', async () => {
    expect((await as('Beşiktaş manager', 'GET', `education/semester/${seen.semesterId}`)).statusCode).toBe(
      200,
    );
    const write = await as('Beşiktaş manager', 'POST', 'education/semester/update', {
      id: seen.semesterId,
      name: 'Ele geçirildi',
      startsOn: '2026-09-07',
      endsOn: '2027-06-18',
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(
      'Kurum genelindeki tanımları yalnızca kurum genelinde yetkili hesaplar değiştirebilir.',
    );
    const branch = await as('Beşiktaş manager', 'POST', 'general/branch/update', {
      id: seen.kadikoy,
      name: 'Ele geçirildi',
    });
    expect(branch.statusCode).toBe(404);
  });
});
