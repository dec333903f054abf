/**
 * The large-institution data generator (issue 8). Deterministic for a seed and a day: one
 * business with 40 branches, 100,000 students, 160,000 parents, 100,000 sales with 900,000
 * installments and about 1,500,000 ledger postings at --scale 1; a decoy business whose
 * rows carry the marker DECOY; and an empty business the import benchmark loads into.
 *
 *   tsx bench/generate.ts --scale 0.1 [--seed 1] [--today 2026-11-23] [--force]
 *
 * It runs the real migrations first, writes what the API's own writes would (search and
 * sort keys, balanced ledger movements, installments whose paid equals their allocations,
 * receipts with their documents and counters), and bulk loads in batches: multi-row
 * unnest inserts on PostgreSQL (DATABASE_URL), COPY on the embedded PGlite (the default).
 */
import { LICENSE_AREAS } from '@panel/shared/administration/enums';
import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { foldTurkish, turkishSortKey } from '@panel/shared/common/text';
import { type GradeLevel, schoolClassName, schoolClassSortKey } from '@panel/shared/education/enums';
import { type Discount, priceOrder } from '@panel/shared/sales/pricing';
import { hashPassword } from '../apps/api/src/modules/users/password';
import { citizenIdFrom } from '../apps/api/src/test/factories/students';
import { parseArgs } from './lib/args';
import { writeClassExams } from './lib/class-exams';
import { type BenchDb, connect, describeTarget, resetAndMigrate, type Target, targetFor } from './lib/db';
import {
  BRANCH_CITIES,
  DISTRICTS,
  FEMALE_NAMES,
  LAST_NAMES,
  MAJORS,
  MALE_NAMES,
  OCCUPATIONS,
} from './lib/names';
import { createRng, type Rng } from './lib/prng';

export const GENERATOR_VERSION = 7;
export const BENCH_PASSWORD = 'Bench1234!';
export const DECOY = 'DECOY';

export const USERS = {
  admin: 'admin@bench.test',
  founder: 'kurucu@bench.test',
  decoy: 'mudur@decoy.test',
} as const;

export type BenchMeta = {
  version: number;
  scale: number;
  seed: number;
  today: string;
  generatedAt: string;
  seconds: number;
  counts: Record<string, number>;
  password: string;
  businessId: string;
  decoyBusinessId: string;
  importBusinessId: string;
  importBranchName: string;
  branchIds: string[];
  classIds: string[];
  /** Students spread over the business, for searches and profiles. */
  students: { id: string; firstName: string; citizenId: string; phone: string }[];
  /** What the API must answer for these students' accounts (kuruş). */
  accounts: {
    id: string;
    debit: number;
    discount: number;
    credit: number;
    balance: number;
    overdue: number;
  }[];
  /** Students with open installments and their branch's cash drawer: the collection scenario's targets. */
  payers: { studentId: string; cashBookId: string }[];
  /** Closed roll calls of the last school day with their class's students: the roll call scenarios' targets. */
  rollCalls: { id: string; studentIds: string[] }[];
  /** The school days the roll calls cover, oldest first. */
  rollCallRange: { from: string; to: string };
  /** The report centre's bulk documents (issue 20): a branch-day of receipts and a class's report cards. */
  jobs: {
    receiptBranchId: string;
    receiptDay: string;
    receipts: number;
    reportCardClassId: string;
    reportCardStudents: number;
    /** The exams the class sat; the bench's own exam phase removes only the exams it uploads. */
    examIds: string[];
    opticalFormId: string | null;
  };
};

/** Columns of each table the generator writes, in the order rows are given. */
const COLUMNS = {
  businesses: ['id', 'name', 'search_key', 'institution_type', 'phone', 'email', 'address'],
  corporates: [
    'id',
    'business_id',
    'title',
    'search_key',
    'tax_office',
    'tax_number',
    'mersis_number',
    'iban',
    'address',
  ],
  branches: ['id', 'business_id', 'name', 'search_key', 'corporate_id', 'phone', 'city', 'district'],
  licenses: ['id', 'business_id', 'branch_id', 'starts_on', 'ends_on', 'student_quota', 'enabled_areas'],
  users: ['id', 'email', 'first_name', 'last_name', 'search_key', 'password_hash', 'is_admin', 'user_type'],
  accounts: ['id', 'user_id', 'business_id', 'branch_id', 'role', 'personnel_id'],
  majors: ['id', 'name', 'search_key'],
  semesters: ['id', 'business_id', 'name', 'search_key', 'starts_on', 'ends_on'],
  time_periods: ['id', 'business_id', 'name', 'search_key'],
  services: ['id', 'business_id', 'name', 'search_key', 'item_kind', 'vat_rate'],
  service_prices: ['id', 'business_id', 'branch_id', 'service_id', 'semester_id', 'price'],
  lesson_times: ['id', 'business_id', 'branch_id', 'slot_no', 'starts_at', 'ends_at'],
  classrooms: ['id', 'business_id', 'branch_id', 'name', 'search_key', 'capacity'],
  school_classes: [
    'id',
    'business_id',
    'branch_id',
    'semester_id',
    'time_period_id',
    'classroom_id',
    'grade_level',
    'section',
    'education_level',
    'capacity',
    'name',
    'search_key',
    'sort_key',
  ],
  personnel: [
    'id',
    'business_id',
    'branch_id',
    'first_name',
    'last_name',
    'search_key',
    'citizen_id',
    'gender',
    'title',
    'is_teacher',
    'employment_state',
    'employment_start_date',
    'mobile_phone',
  ],
  personnel_majors: ['personnel_id', 'major_id'],
  school_class_teachers: [
    'id',
    'business_id',
    'branch_id',
    'school_class_id',
    'personnel_id',
    'major_id',
    'weekly_hours',
  ],
  major_plans: ['id', 'business_id', 'branch_id', 'school_class_id', 'major_id', 'planned_hours'],
  lesson_program_entries: [
    'id',
    'business_id',
    'branch_id',
    'semester_id',
    'school_class_id',
    'weekday',
    'lesson_time_id',
    'major_id',
    'personnel_id',
    'classroom_id',
  ],
  cash_books: ['id', 'business_id', 'branch_id', 'name', 'search_key', 'kind', 'bank_name', 'iban'],
  students: [
    'id',
    'business_id',
    'branch_id',
    'student_no',
    'first_name',
    'last_name',
    'citizen_id',
    'gender',
    'birth_date',
    'education_level',
    'origin',
    'school',
    'study_state',
    'school_class_id',
    'search_key',
    'sort_key',
    'created_at',
    'updated_at',
  ],
  parents: [
    'id',
    'business_id',
    'first_name',
    'last_name',
    'citizen_id',
    'mobile_phone',
    'email',
    'occupation',
    'search_key',
    'created_at',
  ],
  student_parents: [
    'id',
    'business_id',
    'student_id',
    'parent_id',
    'relation',
    'is_adult',
    'is_payment_person',
  ],
  contacts: ['id', 'business_id', 'person_id', 'contact_type', 'contact_option', 'value', 'is_primary'],
  orders: [
    'id',
    'business_id',
    'branch_id',
    'order_no',
    'student_id',
    'semester_id',
    'time_period_id',
    'payment_person_id',
    'state',
    'study_state',
    'discount_kind',
    'discount_value',
    'gross',
    'discount',
    'net',
    'vat',
    'created_by',
    'created_at',
    'updated_at',
  ],
  order_items: [
    'id',
    'business_id',
    'order_id',
    'service_id',
    'service_price_id',
    'name',
    'item_kind',
    'quantity',
    'unit_price',
    'vat_rate',
    'discount_kind',
    'discount_value',
    'gross',
    'discount',
    'net',
    'vat',
    'position',
  ],
  installments: [
    'id',
    'business_id',
    'branch_id',
    'order_id',
    'student_id',
    'no',
    'due_date',
    'amount',
    'paid',
    'method',
  ],
  ledger_transactions: [
    'id',
    'business_id',
    'branch_id',
    'kind',
    'occurred_on',
    'description',
    'source_type',
    'source_id',
    'created_by',
    'created_at',
  ],
  ledger_postings: [
    'id',
    'transaction_id',
    'business_id',
    'branch_id',
    'account_kind',
    'account_id',
    'amount',
    'occurred_on',
  ],
  collections: [
    'id',
    'business_id',
    'branch_id',
    'student_id',
    'cash_book_id',
    'receipt_no',
    'method',
    'amount',
    'paid_on',
    'transaction_id',
    'created_by',
    'created_at',
  ],
  collection_allocations: ['id', 'collection_id', 'installment_id', 'amount'],
  issued_documents: [
    'id',
    'business_id',
    'code',
    'kind',
    'source_id',
    'person_name',
    'amount',
    'issued_on',
    'created_at',
  ],
  roll_calls: [
    'id',
    'business_id',
    'branch_id',
    'school_class_id',
    'date',
    'lesson_time_id',
    'major_id',
    'personnel_id',
    'open_state',
    'opened_at',
    'closed_at',
  ],
  roll_call_marks: [
    'id',
    'business_id',
    'branch_id',
    'roll_call_id',
    'student_id',
    'school_class_id',
    'date',
    'state',
    'late_minutes',
    'excuse_reason',
  ],
  student_notes: [
    'id',
    'business_id',
    'branch_id',
    'student_id',
    'text',
    'is_pinned',
    'is_popup',
    'created_by',
    'created_at',
  ],
  roll_call_day_totals: [
    'business_id',
    'branch_id',
    'student_id',
    'school_class_id',
    'date',
    'held',
    'present',
    'absent',
    'late',
    'excused',
  ],
  document_counters: ['business_id', 'counter', 'last'],
  app_settings: ['key', 'value'],
} as const;

type Table = keyof typeof COLUMNS;
const TABLE_ORDER = Object.keys(COLUMNS) as Table[];

/** The big tables whose secondary indexes are dropped during the load and rebuilt after it. */
const BULK_TABLES: Table[] = [
  'students',
  'parents',
  'student_parents',
  'contacts',
  'orders',
  'order_items',
  'installments',
  'ledger_transactions',
  'ledger_postings',
  'collections',
  'collection_allocations',
  'issued_documents',
  'roll_call_marks',
  'roll_call_day_totals',
];

/**
 * Buffers rows per table and writes them in dependency order, one flush in flight at a time.
 * PostgreSQL writing one connection's inserts was the load's bottleneck (one core busy, the
 * generator mostly waiting): with more connections (`lanes`, only where the load skips the
 * foreign-key triggers, so order between them does not matter) the batches of a flush are
 * shared out among them.
 */
class Loader {
  private buffers = new Map<Table, unknown[][]>();
  private pending: Promise<void> = Promise.resolve();
  private lanes: BenchDb[];
  readonly counts: Record<string, number> = {};

  constructor(
    db: BenchDb,
    private batch: number,
  ) {
    this.lanes = [db];
  }

  /** More connections to write with, set up as the first one is. */
  addLanes(more: BenchDb[]): void {
    this.lanes.push(...more);
  }

  add(table: Table, row: unknown[]): void {
    if (row.length !== COLUMNS[table].length)
      throw new Error(`${table}: ${row.length} values for ${COLUMNS[table].length} columns`);
    let buffer = this.buffers.get(table);
    if (!buffer) {
      buffer = [];
      this.buffers.set(table, buffer);
    }
    buffer.push(row);
    this.counts[table] = (this.counts[table] ?? 0) + 1;
  }

  /** Starts writing what is buffered; waits for the previous flush first, so memory stays bounded. */
  async flush(): Promise<void> {
    const snapshot = this.buffers;
    this.buffers = new Map();
    await this.pending;
    const batches: { table: Table; rows: unknown[][] }[] = [];
    for (const table of TABLE_ORDER) {
      const rows = snapshot.get(table);
      for (let i = 0; rows && i < rows.length; i += this.batch)
        batches.push({ table, rows: rows.slice(i, i + this.batch) });
    }
    this.pending = (async () => {
      // Each connection takes the next batch in dependency order, whichever table it is of.
      let next = 0;
      await Promise.all(
        this.lanes.map(async (lane) => {
          while (next < batches.length) {
            const { table, rows } = batches[next++]!;
            await lane.insert(table, COLUMNS[table], rows);
          }
        }),
      );
    })();
  }

  async done(): Promise<void> {
    await this.flush();
    await this.pending;
  }
}

const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

/** '5301234567' as the panel's mask '0(530) 123 45 67'. */
const phoneText = (ten: string) =>
  `0(${ten.slice(0, 3)}) ${ten.slice(3, 6)} ${ten.slice(6, 8)} ${ten.slice(8, 10)}`;

const iso = (day: string, seconds = 0) =>
  new Date(Date.parse(`${day}T06:00:00Z`) + seconds * 1000).toISOString();

const RECEIPT_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A receipt verify code: five letters from a counter (unique) and five from the stream. */
const documentCode = (n: number, rng: Rng) => {
  let code = '';
  let v = n;
  for (let i = 0; i < 5; i++) {
    code += RECEIPT_ALPHABET[v % 32];
    v = Math.floor(v / 32);
  }
  for (let i = 0; i < 5; i++) code += RECEIPT_ALPHABET[rng.int(0, 31)];
  return code;
};

const INSTALLMENTS = 9;
const CLASSES_PER_BRANCH = 10;
const PERSONNEL_PER_BRANCH = 50;
const TEACHERS_PER_BRANCH = 40;
const CLASS_MAJORS = 6;
const SLOTS = [
  ['08:30', '09:10'],
  ['09:20', '10:00'],
  ['10:10', '10:50'],
  ['11:00', '11:40'],
  ['12:30', '13:10'],
  ['13:20', '14:00'],
] as const;
const GRADES: GradeLevel[] = ['9', '10', '11', '12'];
/** School days of roll calls before today: about 5,000,000 marks at --scale 1 (50,000 seated students, 6 slots a day). */
const ROLL_CALL_DAYS = 17;
/**
 * Issue 20's bulk documents: the first branch takes this many payments on one day (last
 * term's first due date) at full scale and above, its share below it (so a small run stays
 * a few minutes: the day's PDF is most of the jobs' time), and its first class seats this
 * many students at every scale, each with exam results, roll calls and teacher notes.
 */
const JOB_DAY_RECEIPTS = 5_000;
const JOB_DAY_RECEIPTS_AT_LEAST = 200;
const JOB_CLASS_SIZE = 400;
/** The trial exams the report-card class sat this term. */
const JOB_CLASS_EXAMS = 3;
const NOTE_TEXTS = [
  'Derse katılımı çok iyi; ödevlerini düzenli yapıyor.',
  'Matematikte problem çözme hızını artırmalı, deneme sınavlarında süre yetmiyor.',
  'Geometri konularında ek çalışma öneriyorum; veliyle görüşüldü.',
  'Sınıf içinde arkadaşlarıyla uyumlu, sorumluluk sahibi.',
  'Son iki haftada derse geç kalma arttı; nedeni öğrenciyle konuşuldu.',
  'Türkçe paragraf sorularında belirgin ilerleme var.',
  'Fizik laboratuvar çalışmalarında özenli ve meraklı.',
  'Etüt saatlerine düzenli katılması gerekiyor.',
] as const;
const METHODS = ['Cash', 'CreditCard', 'BankTransfer'] as const;
const BOOK_OF_METHOD = { Cash: 0, CreditCard: 2, BankTransfer: 1 } as const;

export type GenerateOptions = {
  target: Target;
  scale: number;
  seed: number;
  today?: string;
  force?: boolean;
  log?: (line: string) => void;
};

export const generate = async (opts: GenerateOptions): Promise<BenchMeta> => {
  const log = opts.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  const { scale, seed, target } = opts;
  const today = opts.today ?? todayInIstanbul();
  const rng = createRng(seed);
  const branchCount = Math.max(2, Math.round(40 * scale));
  const studentCount = Math.max(branchCount * 50, Math.round(100_000 * scale));
  log(`> Üretiliyor: ölçek ${scale}, tohum ${seed}, bugün ${today}, ${describeTarget(target)}`);

  await resetAndMigrate(target, opts.force ?? false);
  log(`  göçler çalıştı (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  let db = await connect(target);
  const L = new Loader(db, target.kind === 'postgres' ? 5000 : 20000);
  try {
    await db.exec(
      `insert into app_settings (key, value) values ('bench:generating', '${GENERATOR_VERSION}')`,
    );
    // The load writes consistent rows in dependency order; skipping the foreign-key triggers
    // (superusers only) and rebuilding the secondary indexes afterwards makes it several times faster.
    const replica = await db
      .exec('set session_replication_role = replica')
      .then(() => true)
      .catch(() => false);
    if (target.kind === 'postgres') await db.exec('set synchronous_commit = off');
    const lanes: BenchDb[] = [];
    if (target.kind === 'postgres' && replica) {
      const lane = await connect(target);
      await lane.exec('set session_replication_role = replica');
      await lane.exec('set synchronous_commit = off');
      lanes.push(lane);
      L.addLanes(lanes);
    }
    const indexes = await db.query<{ name: string; def: string }>(
      `select i.relname as name, pg_get_indexdef(i.oid) as def
       from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
       where t.relname = any($1) and not x.indisprimary
         and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
      [BULK_TABLES],
    );
    for (const { name } of indexes) await db.exec(`drop index "${name}"`);

    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const termYear = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 9 ? 1 : 0);
    const terms = [termYear - 1, termYear].map((year) => ({
      year,
      name: `${year}-${year + 1} Eğitim Yılı`,
      startsOn: `${year}-09-07`,
      endsOn: `${year + 1}-06-26`,
    }));
    const dueDates = terms.map((t) =>
      Array.from({ length: INSTALLMENTS }, (_, k) => {
        const month = ((8 + k) % 12) + 1;
        const year = t.year + (8 + k >= 12 ? 1 : 0);
        return `${year}-${String(month).padStart(2, '0')}-15`;
      }),
    );

    const majorIds = MAJORS.map(() => rng.uuid());
    for (const [i, name] of MAJORS.entries()) L.add('majors', [majorIds[i], name, foldTurkish(name)]);

    /** A business with its structure: what both the institution and the decoy need. */
    const business = (name: string, type: string) => {
      const id = rng.uuid();
      L.add('businesses', [id, name, foldTurkish(name), type, '0(212) 555 00 00', 'info@bench.test', null]);
      return id;
    };
    const user = (email: string, first: string, last: string, isAdmin: boolean, type: string) => {
      const id = rng.uuid();
      L.add('users', [
        id,
        email,
        first,
        last,
        foldTurkish(`${first} ${last} ${email}`),
        passwordHash,
        isAdmin,
        type,
      ]);
      return id;
    };
    const branch = (businessId: string, name: string, city: string, corporateId: string | null) => {
      const id = rng.uuid();
      L.add('branches', [
        id,
        businessId,
        name,
        foldTurkish(name),
        corporateId,
        '0(212) 555 10 10',
        city,
        city,
      ]);
      L.add('licenses', [
        rng.uuid(),
        businessId,
        id,
        addDays(today, -30),
        addDays(today, 335),
        1_000_000,
        [...LICENSE_AREAS],
      ]);
      return id;
    };
    const semestersOf = (businessId: string) =>
      terms.map((t) => {
        const id = rng.uuid();
        L.add('semesters', [id, businessId, t.name, foldTurkish(t.name), t.startsOn, t.endsOn]);
        return id;
      });
    const periodOf = (businessId: string) => {
      const id = rng.uuid();
      L.add('time_periods', [id, businessId, 'Tam Gün', foldTurkish('Tam Gün')]);
      L.add('time_periods', [rng.uuid(), businessId, 'Hafta Sonu', foldTurkish('Hafta Sonu')]);
      return id;
    };
    const servicesOf = (businessId: string) => {
      const education = rng.uuid();
      const books = rng.uuid();
      L.add('services', [
        education,
        businessId,
        'Eğitim Ücreti',
        foldTurkish('Eğitim Ücreti'),
        'Education',
        10,
      ]);
      L.add('services', [
        books,
        businessId,
        'Yayın Paketi',
        foldTurkish('Yayın Paketi'),
        'PublicationStationery',
        0,
      ]);
      return { education, books };
    };
    const cashBooksOf = (businessId: string, branchId: string, prefix: string) =>
      (
        [
          [`${prefix} Merkez Kasa`, 'Cash', null, null],
          [`${prefix} Banka Hesabı`, 'Bank', 'Ziraat Bankası', 'TR300006200000000006295093'],
          [`${prefix} POS`, 'Pos', 'Ziraat Bankası', null],
        ] as const
      ).map(([name, kind, bank, iban]) => {
        const id = rng.uuid();
        L.add('cash_books', [id, businessId, branchId, name, foldTurkish(name), kind, bank, iban]);
        return id;
      });

    // The institution.
    const businessId = business('Bilgi Eğitim Kurumları', 'School');
    const corporateId = rng.uuid();
    L.add('corporates', [
      corporateId,
      businessId,
      'Bilgi Eğitim Hizmetleri A.Ş.',
      foldTurkish('Bilgi Eğitim Hizmetleri A.Ş.'),
      'Kadıköy',
      '1234567890',
      '0123456789000015',
      'TR330006100519786457841326',
      'Caferağa Mah. Moda Cad. No:1 Kadıköy/İstanbul',
    ]);
    const adminId = user(USERS.admin, 'Sistem', 'Yöneticisi', true, 'Personnel');
    const founderId = user(USERS.founder, 'Kemal', 'Kurucu', false, 'FounderManager');
    // A business-wide account (no branch): it sees every branch, the heaviest reader.
    L.add('accounts', [rng.uuid(), founderId, businessId, null, 'FounderManager', null]);
    const semesterIds = semestersOf(businessId);
    const periodId = periodOf(businessId);
    const service = servicesOf(businessId);

    type BranchInfo = {
      id: string;
      name: string;
      books: string[];
      classIds: string[];
      slotIds: string[];
      personIds: string[];
      prices: { education: { id: string; price: number }; books: { id: string; price: number } }[];
    };
    const branchInfos: BranchInfo[] = [];
    let citizenSeed = 1_000_000;
    for (let b = 0; b < branchCount; b++) {
      const city = BRANCH_CITIES[b % BRANCH_CITIES.length]!;
      const name = b < BRANCH_CITIES.length ? `${city} Şubesi` : `${city} ${Math.floor(b / 40) + 1}. Şubesi`;
      const id = branch(businessId, name, city, corporateId);
      if (b < 3) {
        const manager = user(`mudur${b + 1}@bench.test`, 'Şube', `Müdürü ${b + 1}`, false, 'Personnel');
        L.add('accounts', [rng.uuid(), manager, businessId, id, 'Manager', null]);
      }
      const books = cashBooksOf(businessId, id, city);
      const prices = semesterIds.map((semesterId, t) => {
        const education = { id: rng.uuid(), price: (90_000 + 10_000 * rng.int(0, 9) + 5_000 * t) * 100 };
        const books = { id: rng.uuid(), price: 5_000_00 };
        L.add('service_prices', [
          education.id,
          businessId,
          id,
          service.education,
          semesterId,
          education.price,
        ]);
        L.add('service_prices', [books.id, businessId, id, service.books, semesterId, books.price]);
        return { education, books };
      });
      const slotIds = SLOTS.map(([startsAt, endsAt], i) => {
        const slotId = rng.uuid();
        L.add('lesson_times', [slotId, businessId, id, i + 1, startsAt, endsAt]);
        return slotId;
      });
      // Teachers: teacher c + 10j teaches class c the majors m with m % 4 = j, so no
      // teacher is in two classes in one slot and every class has its own classroom.
      const personIds: string[] = [];
      for (let p = 0; p < PERSONNEL_PER_BRANCH; p++) {
        const female = p % 2 === 0;
        const first = rng.pick(female ? FEMALE_NAMES : MALE_NAMES);
        const last = rng.pick(LAST_NAMES);
        const citizenId = citizenIdFrom(6_000_000 + b * 100 + p);
        const phone = phoneText(String(5_500_000_000 + b * 100 + p));
        const isTeacher = p < TEACHERS_PER_BRANCH;
        const personId = rng.uuid();
        personIds.push(personId);
        L.add('personnel', [
          personId,
          businessId,
          id,
          first,
          last,
          foldTurkish([first, last, citizenId, digits(phone)].join(' ')),
          citizenId,
          female ? 'Female' : 'Male',
          isTeacher ? 'Öğretmen' : 'İdari Personel',
          isTeacher,
          'Working',
          terms[1]!.startsOn,
          phone,
        ]);
        if (isTeacher)
          for (let m = 0; m < CLASS_MAJORS; m++)
            if (m % 4 === Math.floor(p / CLASSES_PER_BRANCH))
              L.add('personnel_majors', [personId, majorIds[m]]);
      }
      const classIds: string[] = [];
      for (let c = 0; c < CLASSES_PER_BRANCH; c++) {
        const roomId = rng.uuid();
        const roomName = `Derslik ${101 + c}`;
        L.add('classrooms', [roomId, businessId, id, roomName, foldTurkish(roomName), 40]);
        const grade = GRADES[c % GRADES.length]!;
        const section = String.fromCharCode(65 + Math.floor(c / GRADES.length));
        const classId = rng.uuid();
        classIds.push(classId);
        L.add('school_classes', [
          classId,
          businessId,
          id,
          semesterIds[1],
          periodId,
          roomId,
          grade,
          section,
          'HighSchool',
          Math.max(
            Math.ceil(studentCount / branchCount / CLASSES_PER_BRANCH) + 20,
            b === 0 && c === 0 ? JOB_CLASS_SIZE + 20 : 0,
          ),
          schoolClassName(grade, section),
          foldTurkish(schoolClassName(grade, section)),
          schoolClassSortKey(grade, section),
        ]);
        for (let m = 0; m < CLASS_MAJORS; m++) {
          const teacher = personIds[c + CLASSES_PER_BRANCH * (m % 4)];
          L.add('school_class_teachers', [rng.uuid(), businessId, id, classId, teacher, majorIds[m], 5]);
          L.add('major_plans', [rng.uuid(), businessId, id, classId, majorIds[m], 5]);
        }
        for (let weekday = 1; weekday <= 5; weekday++)
          for (let s = 0; s < SLOTS.length; s++) {
            const m = (weekday + s + c) % CLASS_MAJORS;
            L.add('lesson_program_entries', [
              rng.uuid(),
              businessId,
              id,
              semesterIds[1],
              classId,
              weekday,
              slotIds[s],
              majorIds[m],
              personIds[c + CLASSES_PER_BRANCH * (m % 4)],
              roomId,
            ]);
          }
      }
      branchInfos.push({ id, name, books, classIds, slotIds, personIds, prices });
    }
    // The report-card class's teacher (its first major's), who signs in to keep notes on its students.
    const jobBranch = branchInfos[0]!;
    const jobClassId = jobBranch.classIds[0]!;
    const teacherAccountId = rng.uuid();
    L.add('accounts', [
      teacherAccountId,
      user('ogretmen@bench.test', 'Sınıf', 'Öğretmeni', false, 'Personnel'),
      businessId,
      jobBranch.id,
      'Teacher',
      jobBranch.personIds[0],
    ]);
    await L.flush();

    // Students, families, sales, plans and the money collected against them.
    const meta = {
      students: [] as BenchMeta['students'],
      accounts: [] as BenchMeta['accounts'],
      payers: [] as BenchMeta['payers'],
      rollCalls: [] as BenchMeta['rollCalls'],
      rollCallRange: { from: today, to: today },
    };
    const counters = new Map<string, number>();
    let orderNo = 0;
    let documentNo = 0;
    /** The students of each class, for the roll calls written after them. */
    const seated = new Map<string, string[]>();
    const sampleEvery = Math.max(1, Math.floor(studentCount / 500));
    const accountEvery = Math.max(1, Math.floor(studentCount / 20));
    const payerEvery = Math.max(1, Math.floor(studentCount / 2000));
    const yesterday = addDays(today, -1);
    const perBranch = Math.ceil(studentCount / branchCount);
    const CHUNK = 500;
    // Last term's first due date: the first branch's busiest desk day, where the first
    // dayReceipts payments of last term's students are taken (ahead of their due dates).
    const receiptDay = dueDates[0]![0]!;
    const dayReceipts = Math.max(
      JOB_DAY_RECEIPTS_AT_LEAST,
      Math.round(JOB_DAY_RECEIPTS * Math.min(1, scale)),
    );
    let receiptsLeft = dayReceipts;
    /** The report-card class's students, for their exam sheets. */
    const jobStudents: { id: string; studentNo: number }[] = [];
    let jobOthers = 0;

    type Posting = { kind: string; accountId: string | null; amount: number };
    const movement = (
      branchId: string,
      kind: string,
      day: string,
      description: string,
      source: [string, string],
      lines: Posting[],
      at: string,
    ) => {
      if (lines.reduce((s, l) => s + l.amount, 0) !== 0) throw new Error(`unbalanced ${kind}`);
      const id = rng.uuid();
      L.add('ledger_transactions', [
        id,
        businessId,
        branchId,
        kind,
        day,
        description,
        source[0],
        source[1],
        founderId,
        at,
      ]);
      for (const l of lines)
        L.add('ledger_postings', [rng.uuid(), id, businessId, branchId, l.kind, l.accountId, l.amount, day]);
      return id;
    };

    /** One collection as collect() writes it: movement, row, allocation, receipt document. */
    const collection = (
      home: BranchInfo,
      studentId: string,
      name: string,
      installmentId: string,
      method: (typeof METHODS)[number],
      amount: number,
      paidOn: string,
    ) => {
      const year = paidOn.slice(0, 4);
      const n = (counters.get(year) ?? 0) + 1;
      counters.set(year, n);
      const receiptNo = `${year}-${String(n).padStart(6, '0')}`;
      const id = rng.uuid();
      const bookId = home.books[BOOK_OF_METHOD[method]]!;
      const at = iso(paidOn, rng.int(3600, 30000));
      const transactionId = movement(
        home.id,
        'Credit',
        paidOn,
        `${receiptNo} numaralı makbuz: ${name}`,
        ['Collection', id],
        [
          { kind: 'CashBook', accountId: bookId, amount },
          { kind: 'Student', accountId: studentId, amount: -amount },
        ],
        at,
      );
      L.add('collections', [
        id,
        businessId,
        home.id,
        studentId,
        bookId,
        receiptNo,
        method,
        amount,
        paidOn,
        transactionId,
        founderId,
        at,
      ]);
      L.add('collection_allocations', [rng.uuid(), id, installmentId, amount]);
      L.add('issued_documents', [
        rng.uuid(),
        businessId,
        documentCode(documentNo++, rng),
        'Receipt',
        id,
        name,
        amount,
        paidOn,
        at,
      ]);
    };

    for (let i = 0; i < studentCount; i++) {
      const b = Math.min(branchCount - 1, Math.floor(i / perBranch));
      const home = branchInfos[b]!;
      const k = i - b * perBranch;
      const t = i % 2; // 0: last year's sale, 1: this year's
      const female = rng.chance(0.5);
      const firstName = rng.pick(female ? FEMALE_NAMES : MALE_NAMES);
      const lastName = rng.pick(LAST_NAMES);
      const studentId = rng.uuid();
      const studentNo = 1001 + i;
      const citizenId = citizenIdFrom(citizenSeed++);
      const phone = phoneText(String(5_300_000_000 + i));
      // The first branch fills its first class up to JOB_CLASS_SIZE and spreads the rest.
      const classId =
        t !== 1
          ? null
          : b !== 0
            ? home.classIds[k % CLASSES_PER_BRANCH]!
            : jobStudents.length < JOB_CLASS_SIZE
              ? jobClassId
              : home.classIds[1 + (jobOthers++ % (CLASSES_PER_BRANCH - 1))]!;
      if (classId === jobClassId) {
        jobStudents.push({ id: studentId, studentNo });
        for (let n = rng.int(1, 3); n > 0; n--)
          L.add('student_notes', [
            rng.uuid(),
            businessId,
            home.id,
            studentId,
            rng.pick(NOTE_TEXTS),
            n === 1 && rng.chance(0.2),
            false,
            teacherAccountId,
            iso(addDays(today, -rng.int(1, 60)), rng.int(0, 30000)),
          ]);
      }
      if (classId) {
        const list = seated.get(classId) ?? [];
        list.push(studentId);
        seated.set(classId, list);
      }
      const orderDay = addDays(`${terms[t]!.year}-06-01`, rng.int(0, 90));
      const createdAt = iso(addDays(orderDay, -rng.int(0, 30)));

      // Parents: the first is the payment person.
      const family = Array.from({ length: rng.chance(0.6) ? 2 : 1 }, (_, p) => {
        const mother = p === 0 ? rng.chance(0.7) : false;
        const first = rng.pick(mother ? FEMALE_NAMES : MALE_NAMES);
        const last = p === 0 && mother && rng.chance(0.3) ? rng.pick(LAST_NAMES) : lastName;
        const parentCitizen = rng.chance(0.7) ? citizenIdFrom(3_000_000 + i * 2 + p) : null;
        const mobile = phoneText(String(5_400_000_000 + i * 2 + p));
        const parentId = rng.uuid();
        L.add('parents', [
          parentId,
          businessId,
          first,
          last,
          parentCitizen,
          mobile,
          rng.chance(0.5) ? `veli${i * 2 + p}@example.com` : null,
          rng.pick(OCCUPATIONS),
          foldTurkish(`${first} ${last} ${parentCitizen ?? ''} ${digits(mobile)}`),
          createdAt,
        ]);
        L.add('student_parents', [
          rng.uuid(),
          businessId,
          studentId,
          parentId,
          mother ? 'Mother' : 'Father',
          true,
          p === 0,
        ]);
        return { id: parentId, first, last, mobile };
      });
      L.add('contacts', [rng.uuid(), businessId, studentId, 'Phone', 'Mobile', phone, true]);
      if (rng.chance(0.5))
        L.add('contacts', [
          rng.uuid(),
          businessId,
          studentId,
          'Email',
          'PersonalEmail',
          `ogrenci${i}@example.com`,
          true,
        ]);
      L.add('contacts', [
        rng.uuid(),
        businessId,
        studentId,
        'Address',
        null,
        `${rng.pick(DISTRICTS)} Mah. ${rng.int(1, 200)}. Sok. No:${rng.int(1, 80)}`,
        true,
      ]);
      // refreshSearchKey: name, citizen id, number, phone digits, then each parent's name and phone.
      const searchKey = foldTurkish(
        [
          firstName,
          lastName,
          citizenId,
          String(studentNo),
          digits(phone),
          ...family.flatMap((p) => [p.first, p.last, digits(p.mobile)]),
        ].join(' '),
      );
      L.add('students', [
        studentId,
        businessId,
        home.id,
        studentNo,
        firstName,
        lastName,
        citizenId,
        female ? 'Female' : 'Male',
        `${2008 + rng.int(0, 4)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
        'HighSchool',
        'Domestic',
        rng.chance(0.5) ? `${rng.pick(DISTRICTS)} Anadolu Lisesi` : null,
        t === 1 ? 'OnStudy' : 'StudyCompleted',
        classId,
        searchKey,
        turkishSortKey(`${lastName} ${firstName}`),
        createdAt,
        createdAt,
      ]);

      // The sale: priced as the sales desk prices it, then planned in nine installments.
      const prices = home.prices[t]!;
      const withBooks = rng.chance(0.5);
      const discount: Discount = rng.chance(0.5) ? { kind: 'Percent', value: 500 * rng.int(1, 4) } : null;
      const lines = [
        {
          name: 'Eğitim Ücreti',
          kind: 'Education',
          serviceId: service.education,
          price: prices.education,
          vat: 10,
        },
        ...(withBooks
          ? [
              {
                name: 'Yayın Paketi',
                kind: 'PublicationStationery',
                serviceId: service.books,
                price: prices.books,
                vat: 0,
              },
            ]
          : []),
      ];
      const priced = priceOrder(
        lines.map((l) => ({ quantity: 1, unitPrice: l.price.price, vatRate: l.vat, discount: null })),
        discount,
      );
      const orderId = rng.uuid();
      orderNo++;
      const name = `${firstName} ${lastName}`;
      const orderAt = iso(orderDay, rng.int(0, 28000));
      L.add('orders', [
        orderId,
        businessId,
        home.id,
        orderNo,
        studentId,
        semesterIds[t],
        periodId,
        family[0]!.id,
        'PaymentScheduled',
        t === 1 ? 'OnStudy' : 'StudyCompleted',
        discount?.kind ?? null,
        discount?.value ?? null,
        priced.gross,
        priced.discount,
        priced.net,
        priced.vat,
        founderId,
        orderAt,
        orderAt,
      ]);
      lines.forEach((l, p) => {
        const line = priced.lines[p]!;
        L.add('order_items', [
          rng.uuid(),
          businessId,
          orderId,
          l.serviceId,
          l.price.id,
          l.name,
          l.kind,
          1,
          l.price.price,
          l.vat,
          null,
          null,
          line.gross,
          line.discount,
          line.net,
          line.vat,
          p,
        ]);
      });
      // savePaymentPlan: the charge, and the discount when there is one.
      movement(
        home.id,
        'Debit',
        orderDay,
        `${orderNo} numaralı satış: ${name}`,
        ['Order', orderId],
        [
          { kind: 'Student', accountId: studentId, amount: priced.gross },
          { kind: 'SalesRevenue', accountId: null, amount: -priced.gross },
        ],
        orderAt,
      );
      if (priced.discount > 0)
        movement(
          home.id,
          'Discount',
          orderDay,
          `${orderNo} numaralı satış indirimi: ${name}`,
          ['Order', orderId],
          [
            { kind: 'SalesDiscount', accountId: null, amount: priced.discount },
            { kind: 'Student', accountId: studentId, amount: -priced.discount },
          ],
          new Date(Date.parse(orderAt) + 1000).toISOString(),
        );

      const method = rng.pick(METHODS);
      const base = Math.floor(priced.net / INSTALLMENTS);
      let collected = 0;
      let overdue = 0;
      let open = 0;
      for (let n = 1; n <= INSTALLMENTS; n++) {
        const amount = n === INSTALLMENTS ? priced.net - base * (INSTALLMENTS - 1) : base;
        const due = dueDates[t]![n - 1]!;
        const installmentId = rng.uuid();
        const pay: { amount: number; day: string }[] = [];
        const r = rng.next();
        const clampDay = (day: string) => (day > yesterday ? yesterday : day < orderDay ? orderDay : day);
        if (due < today) {
          if (r < 0.88) {
            const day = clampDay(addDays(due, rng.int(-10, 5)));
            if (rng.chance(0.12)) {
              const first = Math.round(amount / 2);
              pay.push({ amount: first, day: clampDay(addDays(day, -15)) }, { amount: amount - first, day });
            } else pay.push({ amount, day });
          } else if (r < 0.91) {
            pay.push({
              amount: Math.round((amount * rng.int(30, 70)) / 100),
              day: clampDay(addDays(due, rng.int(-5, 5))),
            });
          }
        } else if (r < 0.03) pay.push({ amount, day: clampDay(addDays(today, -rng.int(1, 40))) });
        const paid = pay.reduce((s, p) => s + p.amount, 0);
        L.add('installments', [
          installmentId,
          businessId,
          home.id,
          orderId,
          studentId,
          n,
          due,
          amount,
          paid,
          method,
        ]);
        for (const p of pay) {
          const busy = b === 0 && t === 0 && receiptsLeft > 0;
          if (busy) receiptsLeft--;
          collection(home, studentId, name, installmentId, method, p.amount, busy ? receiptDay : p.day);
        }
        collected += paid;
        if (due < today) overdue += amount - paid;
        open += amount - paid;
      }

      if (i % sampleEvery === 0) meta.students.push({ id: studentId, firstName, citizenId, phone });
      if (i % accountEvery === 7 % accountEvery)
        meta.accounts.push({
          id: studentId,
          debit: priced.gross,
          discount: priced.discount,
          credit: collected,
          balance: priced.net - collected,
          overdue,
        });
      else if (t === 1 && open > 100_000 && i % payerEvery === 1 % payerEvery)
        meta.payers.push({ studentId, cashBookId: home.books[0]! });

      if ((i + 1) % CHUNK === 0) await L.flush();
      if ((i + 1) % 10_000 === 0) log(`  ${i + 1} öğrenci (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    L.add('document_counters', [businessId, 'order', orderNo]);
    for (const [year, last] of counters) L.add('document_counters', [businessId, `receipt:${year}`, last]);
    await L.flush();

    // Roll calls: the last school days of this term, every lesson of the program closed,
    // mostly present, with the absences, late arrivals and excuses a school sees.
    const rollCallDays: string[] = [];
    for (
      let day = addDays(today, -1);
      rollCallDays.length < ROLL_CALL_DAYS && day >= terms[1]!.startsOn;
      day = addDays(day, -1)
    ) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday >= 1 && weekday <= 5) rollCallDays.push(day);
    }
    meta.rollCallRange = { from: rollCallDays.at(-1) ?? today, to: rollCallDays[0] ?? today };
    let marks = 0;
    for (const home of branchInfos) {
      for (const [c, classId] of home.classIds.entries()) {
        const pupils = seated.get(classId) ?? [];
        for (const day of rollCallDays) {
          const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
          // The day's totals per student, as the submit writes them beside the marks.
          const dayTotals = new Map(pupils.map((id) => [id, { Present: 0, Absent: 0, Late: 0, Excused: 0 }]));
          for (let slot = 0; slot < SLOTS.length; slot++) {
            const m = (weekday + slot + c) % CLASS_MAJORS;
            const rollCallId = rng.uuid();
            const closedAt = iso(day, 8 * 3600 + slot * 3000);
            L.add('roll_calls', [
              rollCallId,
              businessId,
              home.id,
              classId,
              day,
              home.slotIds[slot],
              majorIds[m],
              home.personIds[c + CLASSES_PER_BRANCH * (m % 4)],
              'Close',
              closedAt,
              closedAt,
            ]);
            // The report-card class is four times any other: the roll call scenarios keep to ordinary ones.
            if (
              day === rollCallDays[0] &&
              pupils.length > 0 &&
              classId !== jobClassId &&
              meta.rollCalls.length < 300
            )
              meta.rollCalls.push({ id: rollCallId, studentIds: pupils });
            for (const studentId of pupils) {
              const roll = rng.int(0, 999);
              const state = roll < 950 ? 'Present' : roll < 980 ? 'Absent' : roll < 995 ? 'Late' : 'Excused';
              L.add('roll_call_marks', [
                rng.uuid(),
                businessId,
                home.id,
                rollCallId,
                studentId,
                classId,
                day,
                state,
                state === 'Late' ? rng.int(5, 20) : null,
                state === 'Excused' ? 'Veli izni' : null,
              ]);
              dayTotals.get(studentId)![state]++;
              marks++;
            }
          }
          for (const [studentId, t] of dayTotals)
            L.add('roll_call_day_totals', [
              businessId,
              home.id,
              studentId,
              classId,
              day,
              SLOTS.length,
              t.Present,
              t.Absent,
              t.Late,
              t.Excused,
            ]);
        }
        await L.flush();
      }
      log(`  ${home.name}: yoklamalar yazıldı (${marks} işaret)`);
    }

    // The decoy: another business whose rows would show through any leak. Its students
    // share names' letters, citizen ids and phones with the institution's first students.
    const decoyId = business(`${DECOY} Kurumu`, 'School');
    const decoyUser = user(USERS.decoy, DECOY, 'Müdür', false, 'Personnel');
    const decoyBranch = branch(decoyId, `${DECOY} Şube`, 'Kadıköy', null);
    L.add('accounts', [rng.uuid(), decoyUser, decoyId, decoyBranch, 'Manager', null]);
    const decoySemesters = semestersOf(decoyId);
    const decoyPeriod = periodOf(decoyId);
    const decoyServices = servicesOf(decoyId);
    const decoyBook = rng.uuid();
    L.add('cash_books', [
      decoyBook,
      decoyId,
      decoyBranch,
      `${DECOY} KASA`,
      foldTurkish(`${DECOY} KASA`),
      'Cash',
      null,
      null,
    ]);
    const decoyRoom = rng.uuid();
    L.add('classrooms', [
      decoyRoom,
      decoyId,
      decoyBranch,
      `${DECOY} Derslik`,
      foldTurkish(`${DECOY} Derslik`),
      40,
    ]);
    const decoyClass = rng.uuid();
    L.add('school_classes', [
      decoyClass,
      decoyId,
      decoyBranch,
      decoySemesters[1],
      decoyPeriod,
      decoyRoom,
      '9',
      'A',
      'HighSchool',
      100,
      schoolClassName('9', 'A'),
      foldTurkish(schoolClassName('9', 'A')),
      schoolClassSortKey('9', 'A'),
    ]);
    const decoySlot = rng.uuid();
    L.add('lesson_times', [decoySlot, decoyId, decoyBranch, 1, '08:30', '09:10']);
    const decoyTeacher = rng.uuid();
    L.add('personnel', [
      decoyTeacher,
      decoyId,
      decoyBranch,
      DECOY,
      'Öğretmen',
      foldTurkish(`${DECOY} Öğretmen`),
      null,
      'Female',
      'Öğretmen',
      true,
      'Working',
      terms[1]!.startsOn,
      null,
    ]);
    L.add('lesson_program_entries', [
      rng.uuid(),
      decoyId,
      decoyBranch,
      decoySemesters[1],
      decoyClass,
      1,
      decoySlot,
      majorIds[0],
      decoyTeacher,
      decoyRoom,
    ]);
    const decoyCount = Math.min(200, meta.students.length);
    let decoyCollections = 0;
    for (let d = 0; d < decoyCount; d++) {
      const twin = meta.students[d]!;
      const studentId = rng.uuid();
      const firstName = `${DECOY} ${twin.firstName}`;
      const lastName = rng.pick(LAST_NAMES);
      const parentId = rng.uuid();
      const parentFirst = `${DECOY} ${rng.pick(FEMALE_NAMES)}`;
      const parentPhone = phoneText(String(5_400_000_000 + d));
      L.add('parents', [
        parentId,
        decoyId,
        parentFirst,
        lastName,
        null,
        parentPhone,
        null,
        null,
        foldTurkish(`${parentFirst} ${lastName}  ${digits(parentPhone)}`),
        iso(today),
      ]);
      L.add('student_parents', [rng.uuid(), decoyId, studentId, parentId, 'Mother', true, true]);
      L.add('contacts', [rng.uuid(), decoyId, studentId, 'Phone', 'Mobile', twin.phone, true]);
      L.add('students', [
        studentId,
        decoyId,
        decoyBranch,
        1001 + d,
        firstName,
        lastName,
        twin.citizenId,
        'Female',
        '2011-01-01',
        'HighSchool',
        'Domestic',
        null,
        'OnStudy',
        decoyClass,
        foldTurkish(
          [
            firstName,
            lastName,
            twin.citizenId,
            String(1001 + d),
            digits(twin.phone),
            parentFirst,
            lastName,
            digits(parentPhone),
          ].join(' '),
        ),
        turkishSortKey(`${lastName} ${firstName}`),
        iso(today),
        iso(today),
      ]);
      const orderId = rng.uuid();
      const net = 11_700_000;
      L.add('orders', [
        orderId,
        decoyId,
        decoyBranch,
        d + 1,
        studentId,
        decoySemesters[1],
        decoyPeriod,
        parentId,
        'PaymentScheduled',
        'OnStudy',
        null,
        null,
        net,
        0,
        net,
        1_063_636,
        decoyUser,
        iso(dueDates[1]![0]!),
        iso(dueDates[1]![0]!),
      ]);
      L.add('order_items', [
        rng.uuid(),
        decoyId,
        orderId,
        decoyServices.education,
        null,
        `${DECOY} Eğitim`,
        'Education',
        1,
        net,
        10,
        null,
        null,
        net,
        0,
        net,
        1_063_636,
        0,
      ]);
      const debit = rng.uuid();
      L.add('ledger_transactions', [
        debit,
        decoyId,
        decoyBranch,
        'Debit',
        dueDates[1]![0],
        `${d + 1} numaralı satış: ${DECOY}`,
        'Order',
        orderId,
        decoyUser,
        iso(dueDates[1]![0]!),
      ]);
      L.add('ledger_postings', [
        rng.uuid(),
        debit,
        decoyId,
        decoyBranch,
        'Student',
        studentId,
        net,
        dueDates[1]![0],
      ]);
      L.add('ledger_postings', [
        rng.uuid(),
        debit,
        decoyId,
        decoyBranch,
        'SalesRevenue',
        null,
        -net,
        dueDates[1]![0],
      ]);
      for (let n = 1; n <= INSTALLMENTS; n++) {
        const installmentId = rng.uuid();
        const paid = n === 1 ? net / INSTALLMENTS : 0;
        L.add('installments', [
          installmentId,
          decoyId,
          decoyBranch,
          orderId,
          studentId,
          n,
          dueDates[1]![n - 1],
          net / INSTALLMENTS,
          paid,
          'Cash',
        ]);
        if (paid > 0) {
          decoyCollections++;
          const collectionId = rng.uuid();
          const tx = rng.uuid();
          const day = dueDates[1]![0]!;
          const receiptNo = `${day.slice(0, 4)}-${String(decoyCollections).padStart(6, '0')}`;
          L.add('ledger_transactions', [
            tx,
            decoyId,
            decoyBranch,
            'Credit',
            day,
            `${receiptNo} numaralı makbuz: ${DECOY}`,
            'Collection',
            collectionId,
            decoyUser,
            iso(day),
          ]);
          L.add('ledger_postings', [rng.uuid(), tx, decoyId, decoyBranch, 'CashBook', decoyBook, paid, day]);
          L.add('ledger_postings', [rng.uuid(), tx, decoyId, decoyBranch, 'Student', studentId, -paid, day]);
          L.add('collections', [
            collectionId,
            decoyId,
            decoyBranch,
            studentId,
            decoyBook,
            receiptNo,
            'Cash',
            paid,
            day,
            tx,
            decoyUser,
            iso(day),
          ]);
          L.add('collection_allocations', [rng.uuid(), collectionId, installmentId, paid]);
          L.add('issued_documents', [
            rng.uuid(),
            decoyId,
            documentCode(documentNo++, rng),
            'Receipt',
            collectionId,
            `${DECOY} ${lastName}`,
            paid,
            day,
            iso(day),
          ]);
        }
      }
    }
    L.add('document_counters', [decoyId, 'order', decoyCount]);
    L.add('document_counters', [decoyId, `receipt:${dueDates[1]![0]!.slice(0, 4)}`, decoyCollections]);

    // The business the import benchmark loads 10,000 students into and empties again.
    const importBusinessId = business('Aktarım Deneme Kurumu', 'School');
    const importBranchName = 'Merkez Şube';
    branch(importBusinessId, importBranchName, 'Kadıköy', null);
    await L.done();
    for (const lane of lanes) await lane.close();

    log(`  satırlar yazıldı (${((Date.now() - started) / 1000).toFixed(0)} s); dizinler kuruluyor`);
    if (replica) {
      await db.exec('set session_replication_role = origin');
      // The load ran without triggers: write what the count and dashboard triggers would have.
      await db.exec('select dashboard_days_rebuild()');
    }
    for (const { def } of indexes) await db.exec(def);
    log(`  dizinler kuruldu (${((Date.now() - started) / 1000).toFixed(0)} s)`);

    // The report-card class's trial exams this term, a week or more apart, before today.
    const lastExamDay = [addDays(today, -7), terms[1]!.endsOn].sort()[0]!;
    const examDays = Array.from({ length: JOB_CLASS_EXAMS }, (_, n) =>
      addDays(lastExamDay, -14 * (JOB_CLASS_EXAMS - 1 - n)),
    ).filter((day) => day >= terms[1]!.startsOn);
    // PGlite admits one connection to its folder: the raw one waits while the API's writes.
    if (target.kind === 'pglite') await db.close();
    const classExams = await writeClassExams(target, {
      businessId,
      branchId: jobBranch.id,
      schoolClassId: jobClassId,
      students: jobStudents,
      dates: examDays,
      rng,
    });
    if (target.kind === 'pglite') db = await connect(target);
    L.counts.exam_results = classExams.sheets;
    log(`  ${classExams.sheets} sınav sonucu yazıldı; VACUUM ANALYZE`);
    await db.exec('vacuum analyze');

    const result: BenchMeta = {
      version: GENERATOR_VERSION,
      scale,
      seed,
      today,
      generatedAt: new Date().toISOString(),
      seconds: Math.round((Date.now() - started) / 1000),
      counts: L.counts,
      password: BENCH_PASSWORD,
      businessId,
      decoyBusinessId: decoyId,
      importBusinessId,
      importBranchName,
      branchIds: branchInfos.map((b) => b.id),
      classIds: branchInfos.flatMap((b) => b.classIds),
      ...meta,
      jobs: {
        receiptBranchId: jobBranch.id,
        receiptDay,
        receipts: dayReceipts - receiptsLeft,
        reportCardClassId: jobClassId,
        reportCardStudents: jobStudents.length,
        examIds: classExams.examIds,
        opticalFormId: classExams.opticalFormId,
      },
    };
    void adminId;
    await db.query(`delete from app_settings where key = 'bench:generating'`);
    await db.query(`insert into app_settings (key, value) values ('bench:meta', $1)`, [
      JSON.stringify(result),
    ]);
    log(
      `  bitti: ${result.seconds} s — ${Object.entries(L.counts)
        .filter(([, n]) => n >= 1000)
        .map(([t, n]) => `${t} ${n.toLocaleString('tr-TR')}`)
        .join(', ')}`,
    );
    return result;
  } finally {
    await db.close();
  }
};

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const args = parseArgs(process.argv.slice(2));
  await generate({
    target: targetFor(args.scale),
    scale: args.scale,
    seed: args.seed,
    today: args.today,
    force: args.force,
  });
}
