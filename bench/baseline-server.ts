/**
 * The bare baseline: Fastify and the database driver with none of our framework (no auth,
 * permissions, zod, Drizzle, tenancy or audit), answering the read scenarios' paths with
 * the same SQL the API sends (captured with bench/capture-sql.ts). The API's requests/s as
 * a share of this server's is the framework's cost.
 *
 * Env: PORT, BENCH_BUSINESS_ID, and DATABASE_URL (pg) or BENCH_PGLITE_DIR (PGlite).
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { foldTurkish } from '@panel/shared/common/text';
import Fastify from 'fastify';
import pg from 'pg';

type Rows = unknown[][];
/** `name`: a named statement, as the API prepares the same query (apps/api/src/platform/prepared.ts). */
type Query = (text: string, values: unknown[], name?: string) => Promise<Rows>;

const open = async (): Promise<{ query: Query; close: () => Promise<void> }> => {
  if (process.env.DATABASE_URL) {
    // The API's pool size (apps/api/src/db/client.ts).
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
    return {
      query: async (text, values, name) => (await pool.query({ text, values, name, rowMode: 'array' })).rows,
      close: () => pool.end(),
    };
  }
  const db = await PGlite.create(process.env.BENCH_PGLITE_DIR!, { extensions: { pg_trgm } });
  return {
    query: async (text, values) => (await db.query<unknown[]>(text, values, { rowMode: 'array' })).rows,
    close: () => db.close(),
  };
};

const { query, close } = await open();
const businessId = process.env.BENCH_BUSINESS_ID!;
const app = Fastify({ logger: false });

const objects = (keys: string[], rows: Rows) =>
  rows.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i]])));
const notFound = { message: 'Kayıt bulunamadı.' };
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });

const STUDENT_LIST_KEYS = [
  'id',
  'studentNo',
  'firstName',
  'lastName',
  'citizenId',
  'branchId',
  'branchName',
  'schoolClassId',
  'schoolClassName',
  'studyState',
  'birthDate',
  'primaryPhone',
  'parentNames',
];
const STUDENT_LIST = `select "students"."id", "students"."student_no", "students"."first_name", "students"."last_name", "students"."citizen_id", "students"."branch_id", "branches"."name", "students"."school_class_id", "school_classes"."name", "students"."study_state", "students"."birth_date", (select "contacts"."value" from "contacts"
            where "contacts"."person_id" = "students"."id" and "contacts"."contact_type" = 'Phone'
            order by "contacts"."is_primary" desc limit 1), coalesce((select string_agg("parents"."first_name" || ' ' || "parents"."last_name", ', ')
            from "student_parents" join "parents" on "parents"."id" = "student_parents"."parent_id"
            where "student_parents"."student_id" = "students"."id"), '') from "students" inner join "branches" on "branches"."id" = "students"."branch_id" left join "school_classes" on "school_classes"."id" = "students"."school_class_id" where "students"."id" in (select "id" from "students" where `;
const STUDENT_ORDER = ` order by "students"."sort_key" asc, "students"."id" asc limit `;
const STUDENT_PAGE_END = `) order by "students"."sort_key" asc, "students"."id" asc`;

app.get('/api/education/student', async (request) => {
  const q = request.query as Record<string, string | undefined>;
  const size = Number(q._pageSize ?? 10);
  const page = Number(q._pageNumber ?? 1);
  const raw = q._searchTerm?.trim();
  const term = raw && /^[\d\s()+-]+$/.test(raw) ? raw.replace(/\D/g, '') : raw;
  const folded = foldTurkish(term ?? '');
  const search = folded.length >= 2;
  const where = search
    ? `("students"."business_id" = $1 and "students"."deleted_at" is null and "students"."search_key" like $2)`
    : `("students"."business_id" = $1 and "students"."deleted_at" is null)`;
  const params: unknown[] = search
    ? [businessId, `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]
    : [businessId];
  const name = search ? undefined : 'student_page';
  const pageRows = () =>
    query(
      `${STUDENT_LIST}${where}${STUDENT_ORDER}$${params.length + 1} offset $${params.length + 2}${STUDENT_PAGE_END}`,
      [...params, size, (page - 1) * size],
      name,
    );
  // As the API: a search counts only when its page is full; the plain list reads the
  // trigger-kept student_counts.
  let rows: Rows;
  let n: number;
  if (search) {
    rows = await pageRows();
    const known = rows.length > 0 && rows.length < size;
    n = known
      ? (page - 1) * size + rows.length
      : Number((await query(`select count(*) from "students" where ${where}`, params))[0]![0]);
  } else {
    const [r, total] = await Promise.all([
      pageRows(),
      query(
        `select coalesce(sum("student_counts"."live"), 0)::int from "student_counts" where "student_counts"."business_id" = $1`,
        [businessId],
        'student_page_total',
      ),
    ]);
    rows = r;
    n = Number(total[0]![0]);
  }
  return { _data: objects(STUDENT_LIST_KEYS, rows), _totalData: n, _pageCount: Math.ceil(n / size) };
});

const DETAIL_KEYS = [
  'id',
  'studentNo',
  'branchId',
  'branchName',
  'firstName',
  'lastName',
  'citizenId',
  'gender',
  'birthDate',
  'educationLevel',
  'origin',
  'school',
  'studyState',
  'schoolClassId',
  'schoolClassName',
  'semesterId',
  'createdAt',
];
const DETAIL = `select "students"."id", "students"."student_no", "students"."branch_id", "branches"."name", "students"."first_name", "students"."last_name", "students"."citizen_id", "students"."gender", "students"."birth_date", "students"."education_level", "students"."origin", "students"."school", "students"."study_state", "students"."school_class_id", "school_classes"."name", "school_classes"."semester_id", "students"."created_at" from "students" inner join "branches" on "branches"."id" = "students"."branch_id" left join "school_classes" on "school_classes"."id" = "students"."school_class_id" where ("students"."id" = $1 and "students"."business_id" = $2 and "students"."deleted_at" is null)`;
const studentOf = async (id: string) =>
  objects(DETAIL_KEYS, await query(DETAIL, [id, businessId], 'student_by_id'))[0];

app.get('/api/student/:id/detail', async (request, reply) => {
  const row = await studentOf((request.params as { id: string }).id);
  return row ?? reply.code(404).send(notFound);
});

app.get('/api/student/:id/contact', async (request, reply) => {
  const { id } = request.params as { id: string };
  if (!(await studentOf(id))) return reply.code(404).send(notFound);
  return objects(
    ['id', 'contactType', 'contactOption', 'value', 'isPrimary'],
    await query(
      `select "id", "contact_type", "contact_option", "value", "is_primary" from "contacts" where "contacts"."person_id" = $1 order by "contacts"."contact_type" asc, "contacts"."is_primary" desc`,
      [id],
      'student_contacts',
    ),
  );
});

app.get('/api/student/:id/parent', async (request, reply) => {
  const { id } = request.params as { id: string };
  if (!(await studentOf(id))) return reply.code(404).send(notFound);
  return objects(
    [
      'id',
      'parentId',
      'firstName',
      'lastName',
      'citizenId',
      'mobilePhone',
      'email',
      'occupation',
      'relation',
      'isAdult',
      'isPaymentPerson',
    ],
    await query(
      `select "student_parents"."id", "parents"."id", "parents"."first_name", "parents"."last_name", "parents"."citizen_id", "parents"."mobile_phone", "parents"."email", "parents"."occupation", "student_parents"."relation", "student_parents"."is_adult", "student_parents"."is_payment_person" from "student_parents" inner join "parents" on "parents"."id" = "student_parents"."parent_id" where "student_parents"."student_id" = $1 order by "parents"."first_name" asc`,
      [id],
      'student_parents_of',
    ),
  );
});

app.get('/api/student-order/student/:id', async (request, reply) => {
  const { id } = request.params as { id: string };
  if (!(await studentOf(id))) return reply.code(404).send(notFound);
  const rows = objects(
    [
      'id',
      'orderNo',
      'branchId',
      'studentId',
      'studentNo',
      'studentName',
      'state',
      'studyState',
      'semesterName',
      'paymentPersonName',
      'gross',
      'discount',
      'net',
      'paid',
      'hasInvoiceTracker',
      'createdAt',
    ],
    await query(
      `select "orders"."id", "orders"."order_no", "orders"."branch_id", "orders"."student_id", "students"."student_no", "students"."first_name" || ' ' || "students"."last_name", "orders"."state", "orders"."study_state", "semesters"."name", "parents"."first_name" || ' ' || "parents"."last_name", "orders"."gross", "orders"."discount", "orders"."net", coalesce((select sum(i.paid) from installments i where i.order_id = "orders"."id"), 0), "orders"."has_invoice_tracker", "orders"."created_at" from "orders" inner join "students" on "students"."id" = "orders"."student_id" left join "semesters" on "semesters"."id" = "orders"."semester_id" left join "parents" on "parents"."id" = "orders"."payment_person_id" where ("orders"."student_id" = $1 and "orders"."business_id" = $2) order by "orders"."created_at" desc`,
      [id, businessId],
    ),
  );
  return rows.map((r) => ({
    ...r,
    gross: Number(r.gross),
    discount: Number(r.discount),
    net: Number(r.net),
    paid: Number(r.paid),
    remaining: Number(r.net) - Number(r.paid),
  }));
});

const OVERDUE_WHERE = `"installments"."paid" < "installments"."amount" and "installments"."cancelled_at" is null`;
app.get('/api/finance/report/overdue', async (request) => {
  const q = request.query as Record<string, string | undefined>;
  const size = Number(q._pageSize ?? 10);
  const day = today();
  const [rows, totals] = await Promise.all([
    query(
      `select "installments"."id", "students"."id", "students"."student_no", "students"."first_name" || ' ' || "students"."last_name", "branches"."name", "orders"."order_no", "installments"."no", "installments"."due_date", ($1::date - "installments"."due_date")::int, "installments"."amount", "installments"."paid", coalesce("parents"."first_name" || ' ' || "parents"."last_name", "students"."first_name" || ' ' || "students"."last_name"), case when "orders"."payment_person_id" is null then (
  select "contacts"."value" from "contacts"
  where "contacts"."person_id" = "students"."id" and "contacts"."contact_type" = 'Phone'
    and "contacts"."contact_option" = 'Mobile'
  order by "contacts"."is_primary" desc, "contacts"."id" limit 1) else "parents"."mobile_phone" end from "installments" inner join "orders" on "orders"."id" = "installments"."order_id" inner join "students" on "students"."id" = "installments"."student_id" inner join "branches" on "branches"."id" = "installments"."branch_id" left join "parents" on "parents"."id" = "orders"."payment_person_id" where ("installments"."business_id" = $2 and ${OVERDUE_WHERE} and "installments"."due_date" < $3 and "orders"."state" = $4 and "installments"."branch_id" = $5 and "orders"."business_id" = $2 and "orders"."branch_id" = $5) order by "installments"."due_date" asc, "students"."sort_key" asc, "orders"."order_no" asc, "installments"."no" asc, "installments"."id" asc limit $6`,
      [day, businessId, day, 'PaymentScheduled', q.branchId, size],
    ),
    query(
      `select count(*)::int, coalesce(sum("installments"."amount"), 0), coalesce(sum("installments"."paid"), 0) from "installments" inner join "orders" on "orders"."id" = "installments"."order_id" where ("installments"."business_id" = $1 and ${OVERDUE_WHERE} and "installments"."due_date" < $2 and "orders"."state" = $3 and "installments"."branch_id" = $4 and "orders"."business_id" = $1 and "orders"."branch_id" = $4)`,
      [businessId, day, 'PaymentScheduled', q.branchId],
    ),
  ]);
  const [count, amount, paid] = totals[0]!.map(Number) as [number, number, number];
  return {
    _data: objects(
      [
        'installmentId',
        'studentId',
        'studentNo',
        'studentName',
        'branchName',
        'orderNo',
        'installmentNo',
        'dueDate',
        'daysLate',
        'amount',
        'paid',
        'payerName',
        'phone',
      ],
      rows,
    ).map((r) => ({
      ...r,
      amount: Number(r.amount),
      paid: Number(r.paid),
      remaining: Number(r.amount) - Number(r.paid),
    })),
    _totalData: count,
    _pageCount: Math.ceil(count / size),
    totals: { installmentCount: count, amount, paid, remaining: amount - paid },
  };
});

const CASH_BOOK_SUMS = `(select "cash_book_id", sum("amount") as "balance" from "cash_book_days" where ("cash_book_days"."business_id" = $1 and "cash_book_days"."day" <= $2) group by "cash_book_days"."cash_book_id") "sums" on "sums"."cash_book_id" = "cash_books"."id"`;
app.get('/api/finance/report/case-status', async (request) => {
  const q = request.query as Record<string, string | undefined>;
  const size = Number(q._pageSize ?? 10);
  const day = today();
  const [rows, total, kinds] = await Promise.all([
    query(
      `select "cash_books"."id", "branches"."name", "cash_books"."name", "cash_books"."kind", case when "cash_books"."is_active" then 'Aktif' else 'Pasif' end, coalesce("balance", 0) from "cash_books" inner join "branches" on "branches"."id" = "cash_books"."branch_id" left join ${CASH_BOOK_SUMS} where "cash_books"."business_id" = $3 order by "branches"."search_key" asc, "cash_books"."search_key" asc, "cash_books"."id" asc limit $4`,
      [businessId, day, businessId, size],
    ),
    query(`select count(*) from "cash_books" where "cash_books"."business_id" = $1`, [businessId]),
    query(
      `select "cash_books"."kind", count(*), coalesce(sum(coalesce("balance", 0)), 0) from "cash_books" left join ${CASH_BOOK_SUMS} where "cash_books"."business_id" = $3 group by "cash_books"."kind" order by "cash_books"."kind" asc`,
      [businessId, day, businessId],
    ),
  ]);
  const n = Number(total[0]![0]);
  const byKind = kinds.map(([kind, count, balance]) => ({
    kind,
    count: Number(count),
    balance: Number(balance),
  }));
  return {
    _data: objects(['id', 'branchName', 'name', 'kind', 'status', 'balance'], rows).map((r, i) => ({
      rowId: i,
      ...r,
      balance: Number(r.balance),
    })),
    _totalData: n,
    _pageCount: Math.ceil(n / size),
    totals: {
      on: day,
      count: byKind.reduce((a, k) => a + k.count, 0),
      balance: byKind.reduce((a, k) => a + k.balance, 0),
      byKind,
    },
  };
});

app.get('/api/lesson-program/:id', async (request, reply) => {
  const { id } = request.params as { id: string };
  const klass = objects(
    ['id', 'name', 'branchId', 'semesterId', 'classroomId'],
    await query(
      `select "id", "name", "branch_id", "semester_id", "classroom_id" from "school_classes" where ("school_classes"."id" = $1 and "school_classes"."business_id" = $2)`,
      [id, businessId],
      'school_class_by_id',
    ),
  )[0];
  if (!klass) return reply.code(404).send(notFound);
  const [slots, entries, assignments] = await Promise.all([
    query(
      `select "id", "slot_no", "starts_at", "ends_at" from "lesson_times" where "lesson_times"."branch_id" = $1 order by "lesson_times"."slot_no" asc`,
      [klass.branchId],
      'branch_lesson_times',
    ),
    query(
      `select "lesson_program_entries"."id", "lesson_program_entries"."school_class_id", "school_classes"."name", "lesson_program_entries"."weekday", "lesson_program_entries"."lesson_time_id", "lesson_times"."slot_no", "lesson_times"."starts_at", "lesson_times"."ends_at", "lesson_program_entries"."major_id", "majors"."name", "lesson_program_entries"."personnel_id", "personnel"."first_name" || ' ' || "personnel"."last_name", "lesson_program_entries"."classroom_id", "classrooms"."name" from "lesson_program_entries" inner join "school_classes" on "school_classes"."id" = "lesson_program_entries"."school_class_id" inner join "lesson_times" on "lesson_times"."id" = "lesson_program_entries"."lesson_time_id" inner join "majors" on "majors"."id" = "lesson_program_entries"."major_id" inner join "personnel" on "personnel"."id" = "lesson_program_entries"."personnel_id" left join "classrooms" on "classrooms"."id" = "lesson_program_entries"."classroom_id" where ("lesson_program_entries"."school_class_id" = $1 and "lesson_program_entries"."business_id" = $2) order by "personnel"."search_key" asc, "lesson_program_entries"."weekday" asc, "lesson_times"."slot_no" asc, "school_classes"."sort_key" asc`,
      [klass.id, businessId],
      'class_program_entries',
    ),
    query(
      `select "school_class_teachers"."personnel_id", "personnel"."first_name" || ' ' || "personnel"."last_name", "school_class_teachers"."major_id", "majors"."name", "school_class_teachers"."weekly_hours" from "school_class_teachers" inner join "personnel" on "personnel"."id" = "school_class_teachers"."personnel_id" inner join "majors" on "majors"."id" = "school_class_teachers"."major_id" where "school_class_teachers"."school_class_id" = $1 order by "majors"."search_key" asc`,
      [klass.id],
      'class_teacher_assignments',
    ),
  ]);
  return {
    schoolClass: klass,
    lessonTimes: objects(['id', 'slotNo', 'startsAt', 'endsAt'], slots),
    entries: objects(
      [
        'id',
        'schoolClassId',
        'schoolClassName',
        'weekday',
        'lessonTimeId',
        'slotNo',
        'startsAt',
        'endsAt',
        'majorId',
        'majorName',
        'personnelId',
        'teacherName',
        'classroomId',
        'classroomName',
      ],
      entries,
    ),
    assignments: objects(['personnelId', 'teacherName', 'majorId', 'majorName', 'weeklyHours'], assignments),
  };
});

const shutdown = async () => {
  await app.close();
  await close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
await app.listen({ port: Number(process.env.PORT ?? 3100), host: '127.0.0.1' });
console.log('baseline ready');
