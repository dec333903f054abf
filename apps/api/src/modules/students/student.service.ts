import type { SortOrder, TListQuery } from '@panel/shared/common/list-query';
import { SEARCH_MIN_LENGTH } from '@panel/shared/common/pagination';
import type { Gender } from '@panel/shared/common/person';
import { foldTurkish, turkishSortKey } from '@panel/shared/common/text';
import type { EducationLevel } from '@panel/shared/education/enums';
import type {
  STUDENT_SORTS,
  TContactInput,
  TParentInput,
  TStudentInput,
  TStudentRegistration,
} from '@panel/shared/students/contracts';
import type {
  ContactOption,
  ContactType,
  Relation,
  StudentOrigin,
  StudyState,
} from '@panel/shared/students/enums';
import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNull,
  like,
  notInArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditedWrite } from '../../platform/crud';
import { badRequest, describeUniqueKey, notFound } from '../../platform/errors';
import { fetchPage, likeContains, listOrder, searchOver } from '../../platform/listing';
import { preparedPer } from '../../platform/prepared';
import { assertOwned, ownedBy } from '../../platform/resource';
import { isNarrow, redactStudent, refuseNarrow, studentsVisibleTo } from '../../platform/scope';
import type { TenantScope } from '../../platform/tenancy';
import { inBusiness, ofBusiness } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { contacts, parents, studentCounts, studentParents, students } from './student.table';

describeUniqueKey('students_citizen_key', 'Bu T.C. kimlik numarasıyla kayıtlı bir öğrenci var.');
describeUniqueKey('students_number_key', 'Öğrenci numarası az önce kullanıldı. Lütfen tekrar deneyin.');
describeUniqueKey('student_parents_key', 'Bu veli öğrenciye zaten bağlı.');
describeUniqueKey(
  'contacts_one_primary_key',
  'Her iletişim tipi için yalnızca bir birincil bilgi seçilebilir!',
);

const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

/** A student row of the business that is not deleted, in the caller's branch scope. */
export const liveStudents = (scope: TenantScope) => and(ownedBy(students, scope), isNull(students.deletedAt));

const studentColumns = {
  id: students.id,
  studentNo: students.studentNo,
  branchId: students.branchId,
  branchName: branches.name,
  firstName: students.firstName,
  lastName: students.lastName,
  citizenId: students.citizenId,
  gender: students.gender,
  birthDate: students.birthDate,
  educationLevel: students.educationLevel,
  origin: students.origin,
  school: students.school,
  studyState: students.studyState,
  schoolClassId: students.schoolClassId,
  schoolClassName: schoolClasses.name,
  semesterId: schoolClasses.semesterId,
  createdAt: students.createdAt,
};

/** One live student by id in a business (and branch): the check every student route starts with. */
const studentById = (db: Db, inBranch: boolean) =>
  db
    .select(studentColumns)
    .from(students)
    .innerJoin(branches, eq(branches.id, students.branchId))
    .leftJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .where(
      and(
        eq(students.id, sql.placeholder('id')),
        ofBusiness(students.businessId, sql.placeholder('businessId')),
        inBranch ? eq(students.branchId, sql.placeholder('branchId')) : undefined,
        isNull(students.deletedAt),
      ),
    )
    .prepare(inBranch ? 'student_by_id_in_branch' : 'student_by_id');

/** The student routes' hot reads, built once per database (platform/prepared). */
const readsOf = preparedPer((db) => ({
  studentInBusiness: studentById(db, false),
  studentInBranch: studentById(db, true),
  contacts: db
    .select({
      id: contacts.id,
      contactType: contacts.contactType,
      contactOption: contacts.contactOption,
      value: contacts.value,
      isPrimary: contacts.isPrimary,
    })
    .from(contacts)
    .where(eq(contacts.personId, sql.placeholder('personId')))
    .orderBy(asc(contacts.contactType), sql`${contacts.isPrimary} desc`)
    .prepare('student_contacts'),
  parents: db
    .select({
      id: studentParents.id,
      parentId: parents.id,
      firstName: parents.firstName,
      lastName: parents.lastName,
      citizenId: parents.citizenId,
      mobilePhone: parents.mobilePhone,
      email: parents.email,
      occupation: parents.occupation,
      relation: studentParents.relation,
      isAdult: studentParents.isAdult,
      isPaymentPerson: studentParents.isPaymentPerson,
    })
    .from(studentParents)
    .innerJoin(parents, eq(parents.id, studentParents.parentId))
    .where(eq(studentParents.studentId, sql.placeholder('studentId')))
    .orderBy(asc(parents.firstName))
    .prepare('student_parents_of'),
}));

export const getStudentOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const reads = readsOf(db);
  // A narrow scope (own classes, children, self) asks with its own condition; the branch and
  // business reads stay the prepared ones.
  const [row] = isNarrow(scope)
    ? await db
        .select(studentColumns)
        .from(students)
        .innerJoin(branches, eq(branches.id, students.branchId))
        .leftJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
        .where(and(eq(students.id, id), studentsVisibleTo(scope)))
    : await (scope.branchId ? reads.studentInBranch : reads.studentInBusiness).execute({
        id,
        businessId: scope.businessId,
        branchId: scope.branchId,
      });
  if (!row) throw notFound();
  return redactStudent(scope, {
    ...row,
    gender: row.gender as Gender,
    educationLevel: row.educationLevel as EducationLevel,
    origin: row.origin as StudentOrigin,
    studyState: row.studyState as StudyState,
  });
};

/** `GET student/{id}/detail`: the student as the card shows it, registered at its time as text. */
export const getStudentDetail = async (db: Db, scope: TenantScope, id: string) => {
  const student = await getStudentOrThrow(db, scope, id);
  return { ...student, createdAt: student.createdAt.toISOString() };
};

/**
 * The search text of a student: name, citizen id, number, phone digits and parents' names
 * and phones. Rewritten whenever one of them changes, so one indexed column answers the
 * search box.
 */
export const refreshSearchKey = async (tx: Db, studentId: string) => {
  const [s] = await tx
    .select({
      firstName: students.firstName,
      lastName: students.lastName,
      citizenId: students.citizenId,
      studentNo: students.studentNo,
    })
    .from(students)
    .where(eq(students.id, studentId));
  if (!s) return;
  const family = await tx
    .select({ firstName: parents.firstName, lastName: parents.lastName, phone: parents.mobilePhone })
    .from(studentParents)
    .innerJoin(parents, eq(parents.id, studentParents.parentId))
    .where(eq(studentParents.studentId, studentId));
  const phones = await tx
    .select({ value: contacts.value })
    .from(contacts)
    .where(and(eq(contacts.personId, studentId), eq(contacts.contactType, 'Phone')));
  const key = foldTurkish(
    [
      s.firstName,
      s.lastName,
      s.citizenId,
      String(s.studentNo),
      ...phones.map((p) => digits(p.value)),
      ...family.flatMap((p) => [p.firstName, p.lastName, digits(p.phone)]),
    ].join(' '),
  );
  await tx
    .update(students)
    .set({ searchKey: key, sortKey: turkishSortKey(`${s.lastName} ${s.firstName}`) })
    .where(eq(students.id, studentId));
};

/** The columns the search list sorts by on the server, each walked by an index of students. */
const studentSortColumns = { name: students.sortKey, studentNo: students.studentNo };

export type StudentFilters = {
  _sort?: (typeof STUDENT_SORTS)[number];
  _order?: SortOrder;
  branchId?: string;
  schoolClassId?: string;
  studyState?: StudyState;
  withoutClass?: 'true' | 'false';
};

const listColumns = {
  id: students.id,
  studentNo: students.studentNo,
  firstName: students.firstName,
  lastName: students.lastName,
  citizenId: students.citizenId,
  branchId: students.branchId,
  branchName: branches.name,
  schoolClassId: students.schoolClassId,
  schoolClassName: schoolClasses.name,
  studyState: students.studyState,
  birthDate: students.birthDate,
  primaryPhone: sql<string | null>`(select ${contacts.value} from ${contacts}
            where ${contacts.personId} = ${students.id} and ${contacts.contactType} = 'Phone'
            order by ${contacts.isPrimary} desc limit 1)`,
  parentNames: sql<string>`coalesce((select string_agg(${parents.firstName} || ' ' || ${parents.lastName}, ', ')
            from ${studentParents} join ${parents} on ${parents.id} = ${studentParents.parentId}
            where ${studentParents.studentId} = ${students.id}), '')`,
};

/** A list row with its study state as the code it holds. */
const asStudentRow = <T extends { studyState: string }>(row: T) => ({
  ...row,
  studyState: row.studyState as StudyState,
});

/**
 * A page of students in sort order: the page's ids first (an index walk in sort order), then
 * their columns, so the phone and parent subqueries run for the page's rows only, not for
 * every row the offset skips.
 */
const studentPage = (
  db: Db,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
  order: SQL[] = [asc(students.sortKey), asc(students.id)],
) =>
  db
    .select(listColumns)
    .from(students)
    .innerJoin(branches, eq(branches.id, students.branchId))
    .leftJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .where(
      inArray(
        students.id,
        db
          .select({ id: students.id })
          .from(students)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      ),
    )
    .orderBy(...order);

/** The plain list and the search box, business-wide or a branch's: built once per database. */
const studentPages = preparedPer((db) => {
  const variant = (inBranch: boolean, search: boolean) => {
    const where = and(
      ofBusiness(students.businessId, sql.placeholder('businessId')),
      inBranch ? eq(students.branchId, sql.placeholder('branchId')) : undefined,
      isNull(students.deletedAt),
      // The key and the pattern are both folded (foldTurkish), so a plain LIKE is enough and
      // cheaper than ILIKE on every row the trigram index hands back.
      search ? like(students.searchKey, sql.placeholder('pattern')) : undefined,
    );
    // A search stays unnamed (''): a plan made once for any pattern would not fit both 'ays'
    // and a citizen id, so the server plans each search for its pattern.
    const name = search ? '' : `student_page${inBranch ? '_in_branch' : ''}`;
    const counted = and(
      ofBusiness(studentCounts.businessId, sql.placeholder('businessId')),
      inBranch ? eq(studentCounts.branchId, sql.placeholder('branchId')) : undefined,
    );
    return {
      rows: studentPage(db, where, sql.placeholder('limit'), sql.placeholder('offset')).prepare(name),
      // Without a search the total is the triggers' count (student_counts), not a count(*).
      total: search
        ? db.select({ n: count() }).from(students).where(where).prepare('')
        : db
            .select({ n: sql<number>`coalesce(sum(${studentCounts.live}), 0)::int` })
            .from(studentCounts)
            .where(counted)
            .prepare(`${name}_total`),
    };
  };
  return {
    business: variant(false, false),
    businessSearch: variant(false, true),
    branch: variant(true, false),
    branchSearch: variant(true, true),
  };
});

export const findStudents = (db: Db, scope: TenantScope, query: TListQuery & StudentFilters) => {
  // A phone typed with spaces or brackets is searched by its digits, as the key holds them.
  const term =
    query._searchTerm && /^[\d\s()+-]+$/.test(query._searchTerm)
      ? digits(query._searchTerm)
      : query._searchTerm;
  const branchId = scope.branchId ?? query.branchId;
  const plain =
    !isNarrow(scope) &&
    !query.schoolClassId &&
    !query.studyState &&
    query.withoutClass !== 'true' &&
    !query._sort &&
    (!query.branchId || !scope.branchId || query.branchId === scope.branchId);
  if (plain) {
    const folded = foldTurkish(term ?? '');
    const search = folded.length >= SEARCH_MIN_LENGTH;
    const pages = studentPages(db);
    const page = branchId
      ? search
        ? pages.branchSearch
        : pages.branch
      : search
        ? pages.businessSearch
        : pages.business;
    const params = {
      businessId: scope.businessId,
      branchId,
      pattern: search ? likeContains(folded) : null,
    };
    return fetchPage(
      query,
      {
        rows: async (limit, offset) =>
          (await page.rows.execute({ ...params, limit, offset })).map(asStudentRow),
        total: async () => (await page.total.execute(params))[0]?.n ?? 0,
      },
      { countOnlyWhenFull: search },
    );
  }
  const where = and(
    liveStudents(scope),
    searchOver(term, students.searchKey),
    query.branchId ? eq(students.branchId, query.branchId) : undefined,
    query.schoolClassId ? eq(students.schoolClassId, query.schoolClassId) : undefined,
    query.studyState ? eq(students.studyState, query.studyState) : undefined,
    query.withoutClass === 'true' ? isNull(students.schoolClassId) : undefined,
  );
  return fetchPage(query, {
    rows: async (limit, offset) =>
      (
        await studentPage(
          db,
          where,
          limit,
          offset,
          listOrder(query, studentSortColumns, [asc(students.sortKey), asc(students.id)], [students.id]),
        )
      ).map((row) => redactStudent(scope, asStudentRow(row))),
    total: async () => (await db.select({ n: count() }).from(students).where(where))[0]?.n ?? 0,
  });
};

/** The business's parent with this citizen id, or with this phone and the same name. */
export const findParent = async (
  db: Db,
  businessId: string,
  by: { citizenId?: string | null; mobilePhone?: string | null; firstName?: string; lastName?: string },
) => {
  const columns = {
    id: parents.id,
    firstName: parents.firstName,
    lastName: parents.lastName,
    citizenId: parents.citizenId,
    mobilePhone: parents.mobilePhone,
    email: parents.email,
    occupation: parents.occupation,
  };
  if (by.citizenId) {
    const [row] = await db
      .select(columns)
      .from(parents)
      .where(and(ofBusiness(parents.businessId, businessId), eq(parents.citizenId, by.citizenId)));
    if (row) return row;
  }
  if (!by.mobilePhone) return null;
  const candidates = await db
    .select(columns)
    .from(parents)
    .where(and(ofBusiness(parents.businessId, businessId), eq(parents.mobilePhone, by.mobilePhone)))
    .limit(10);
  // A family often shares one phone: without names, the phone alone finds the only holder.
  if (!by.firstName) return candidates.length === 1 ? candidates[0]! : null;
  const name = foldTurkish(`${by.firstName} ${by.lastName ?? ''}`);
  return candidates.find((c) => foldTurkish(`${c.firstName} ${c.lastName}`) === name) ?? null;
};

/** Links a parent to a student, reusing the business's record of that person. */
export const linkParent = async (tx: Db, businessId: string, studentId: string, input: TParentInput) => {
  const existing = await findParent(tx, businessId, input);
  let parentId = existing?.id;
  if (!parentId) {
    const [created] = await tx
      .insert(parents)
      .values({
        businessId,
        firstName: input.firstName,
        lastName: input.lastName,
        citizenId: input.citizenId,
        mobilePhone: input.mobilePhone,
        email: input.email,
        occupation: input.occupation,
        searchKey: foldTurkish(
          `${input.firstName} ${input.lastName} ${input.citizenId ?? ''} ${digits(input.mobilePhone)}`,
        ),
      })
      .returning({ id: parents.id });
    parentId = created!.id;
  }
  if (input.isPaymentPerson)
    await tx
      .update(studentParents)
      .set({ isPaymentPerson: false })
      .where(eq(studentParents.studentId, studentId));
  const [link] = await tx
    .insert(studentParents)
    .values({
      businessId,
      studentId,
      parentId,
      relation: input.relation,
      isAdult: input.isAdult,
      isPaymentPerson: input.isPaymentPerson,
    })
    .returning({ id: studentParents.id });
  return { linkId: link!.id, parentId, reused: !!existing };
};

export const replaceContacts = async (
  tx: Db,
  businessId: string,
  personId: string,
  list: TContactInput[],
) => {
  await tx.delete(contacts).where(eq(contacts.personId, personId));
  if (list.length > 0)
    await tx.insert(contacts).values(
      list.map((c) => ({
        businessId,
        personId,
        contactType: c.contactType,
        contactOption: c.contactOption,
        value: c.value,
        isPrimary: c.isPrimary,
      })),
    );
};

/** Students now studying in each class: what its capacity already holds. */
export const seatedIn = (db: Db, schoolClassIds: string[]) =>
  db
    .select({ id: students.schoolClassId, n: sql<number>`count(*)::int` })
    .from(students)
    .where(
      and(
        inArray(students.schoolClassId, schoolClassIds),
        isNull(students.deletedAt),
        notInArray(students.studyState, ['Cancelled', 'StudyCompleted']),
      ),
    )
    .groupBy(students.schoolClassId);

/**
 * Locks the classes (their rows, in id order so two writers never wait on each other in a
 * circle) and checks each has room for the students joining it. Call inside the write's
 * transaction: a second registration into the same class waits here until the first
 * commits, then counts its student. The count is its own statement, after the lock: a
 * statement that waited for a lock still sees the snapshot it started with.
 */
export const lockClassesWithRoom = async (tx: Db, joining: Map<string, number>) => {
  const ids = [...joining.keys()].sort();
  if (ids.length === 0) return [];
  const locked = await tx
    .select({ id: schoolClasses.id, name: schoolClasses.name, capacity: schoolClasses.capacity })
    .from(schoolClasses)
    .where(inArray(schoolClasses.id, ids))
    .orderBy(schoolClasses.id)
    .for('update');
  const seated = new Map((await seatedIn(tx, ids)).map((r) => [r.id, r.n]));
  for (const klass of locked) {
    const free = klass.capacity - (seated.get(klass.id) ?? 0);
    if ((joining.get(klass.id) ?? 0) > free)
      throw badRequest(
        free > 0
          ? `${klass.name} sınıfının kontenjanı (${klass.capacity}) yetmiyor: en fazla ${free} öğrenci daha eklenebilir.`
          : `${klass.name} sınıfının kontenjanı (${klass.capacity}) dolu.`,
      );
  }
  return locked;
};

/**
 * The class a student is put in must be of the student's branch and have room; run inside
 * the write's transaction (lockClassesWithRoom).
 */
export const assertClassHasRoom = async (
  tx: Db,
  scope: TenantScope,
  schoolClassId: string,
  branchId: string,
  joining: number,
) => {
  await assertOwned(tx, schoolClasses, scope, schoolClassId, 'sınıf', branchId);
  const [klass] = await lockClassesWithRoom(tx, new Map([[schoolClassId, joining]]));
  return klass!;
};

/** The next free student numbers of a business; the unique key settles a race. */
/**
 * The business's next student numbers. Two registrations at once would both read the same
 * max: a transaction-scoped advisory lock per business queues them until the first commits.
 */
export const nextStudentNumbers = async (tx: Db, businessId: string, howMany: number) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`student-no:${businessId}`}, 0))`);
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${students.studentNo}), 1000)::int` })
    .from(students)
    .where(ofBusiness(students.businessId, businessId));
  return Array.from({ length: howMany }, (_, i) => row!.last + 1 + i);
};

export const registerStudent = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  body: TStudentRegistration,
) => {
  const { student, parents: family, contacts: own, schoolClassId } = body;
  if (family.filter((p) => p.isPaymentPerson).length > 1)
    throw badRequest('Bir öğrencinin yalnızca bir ödeme sorumlusu olabilir.');
  const [duplicate] = await db
    .select({ studentNo: students.studentNo, firstName: students.firstName, lastName: students.lastName })
    .from(students)
    .where(
      and(
        inBusiness(students.businessId, scope),
        eq(students.citizenId, student.citizenId),
        isNull(students.deletedAt),
      ),
    );
  if (duplicate)
    throw badRequest(
      `Bu T.C. kimlik numarasıyla kayıtlı bir öğrenci var: ${duplicate.firstName} ${duplicate.lastName} (No ${duplicate.studentNo}).`,
    );
  return auditedWrite(db, request, { action: 'create', entity: 'student' }, async (tx) => {
    if (schoolClassId) await assertClassHasRoom(tx, scope, schoolClassId, student.branchId, 1);
    const [studentNo] = await nextStudentNumbers(tx, scope.businessId, 1);
    const [row] = await tx
      .insert(students)
      .values({
        ...student,
        businessId: scope.businessId,
        studentNo: studentNo!,
        schoolClassId,
        // A class is where studying happens (DOMAIN: OnStudy once a class is assigned).
        studyState: schoolClassId ? 'OnStudy' : 'Draft',
        searchKey: '',
        sortKey: '',
      })
      .returning({ id: students.id });
    const id = row!.id;
    for (const parent of family) await linkParent(tx, scope.businessId, id, parent);
    await replaceContacts(tx, scope.businessId, id, own);
    await refreshSearchKey(tx, id);
    return { id, after: body, result: { id, studentNo: studentNo! } };
  });
};

export const updateStudent = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  id: string,
  input: Omit<TStudentInput, 'branchId'>,
) => {
  const before = await getStudentOrThrow(db, scope, id);
  await auditedWrite(
    db,
    request,
    { action: 'update', entity: 'student', entityId: id, before },
    async (tx) => {
      await tx
        .update(students)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(students.id, id));
      await refreshSearchKey(tx, id);
      return { id, after: input, result: null };
    },
  );
};

export const listStudentParents = async (db: Db, scope: TenantScope, studentId: string) => {
  refuseNarrow(scope);
  await getStudentOrThrow(db, scope, studentId);
  return (await readsOf(db).parents.execute({ studentId })).map((p) => ({
    ...p,
    relation: p.relation as Relation,
  }));
};

export const listContacts = async (db: Db, scope: TenantScope, studentId: string) => {
  refuseNarrow(scope);
  await getStudentOrThrow(db, scope, studentId);
  return (await readsOf(db).contacts.execute({ personId: studentId })).map((c) => ({
    ...c,
    contactType: c.contactType as ContactType,
    contactOption: c.contactOption as ContactOption | null,
  }));
};

/** Students by id within the caller's scope; any id outside it makes the whole request 404. */
export const studentsInScope = async (db: Db, scope: TenantScope, ids: string[]) => {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({
      id: students.id,
      branchId: students.branchId,
      studyState: students.studyState,
      schoolClassId: students.schoolClassId,
      name: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
    })
    .from(students)
    .where(and(inArray(students.id, unique), liveStudents(scope)));
  if (rows.length !== unique.length) throw notFound();
  return rows.map((r) => ({ ...r, studyState: r.studyState as StudyState }));
};

/**
 * A student whose sale is scheduled: a Draft student will now study (DOMAIN). Answers
 * whether the student already sits in a class, which decides whether the sale's study
 * has started.
 */
export const enrolOnSale = async (tx: Db, studentId: string): Promise<{ inClass: boolean }> => {
  const [student] = await tx
    .select({ schoolClassId: students.schoolClassId })
    .from(students)
    .where(eq(students.id, studentId));
  await tx
    .update(students)
    .set({ studyState: 'WillStudy', updatedAt: new Date() })
    .where(and(eq(students.id, studentId), eq(students.studyState, 'Draft')));
  return { inClass: Boolean(student?.schoolClassId) };
};
