import { foldTurkish, turkishSortKey } from '@panel/shared/common/text';
import type {
  TContactInput,
  TParentInput,
  TStudentInput,
  TStudentRegistration,
} from '@panel/shared/students/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditedWrite, updateAudited } from '../../platform/crud';
import { badRequest, describeUniqueKey } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenancy';
import { inBusiness, ofBusiness } from '../../platform/tenancy';
import { assertClassHasRoom } from './class-seat.service';
import { getStudentOrThrow } from './student.queries';
import { contacts, parents, studentParents, students } from './student.table';
import { findParent } from './student-parent.queries';

describeUniqueKey('students_citizen_key', 'Bu T.C. kimlik numarasıyla kayıtlı bir öğrenci var.');
describeUniqueKey('students_number_key', 'Öğrenci numarası az önce kullanıldı. Lütfen tekrar deneyin.');
describeUniqueKey('student_parents_key', 'Bu veli öğrenciye zaten bağlı.');
describeUniqueKey(
  'contacts_one_primary_key',
  'Her iletişim tipi için yalnızca bir birincil bilgi seçilebilir!',
);

/** A phone's digits, as the search key holds them (student-list.queries searches by them). */
export const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

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

/** The parent form split into the person's own record and how they stand to the student. */
export const parentRecordOf = ({ relation, isAdult, isPaymentPerson, ...person }: TParentInput) => ({
  person,
  link: { relation, isAdult, isPaymentPerson },
});

/** What a parent is found by (the overdue payers' search): name, citizen id and phone digits. */
export const parentSearchKey = (
  p: Pick<TParentInput, 'firstName' | 'lastName' | 'citizenId' | 'mobilePhone'>,
) => foldTurkish(`${p.firstName} ${p.lastName} ${p.citizenId ?? ''} ${digits(p.mobilePhone)}`);

/** A student has one payment person: the one being marked takes the mark from the others. */
export const clearPaymentPerson = (tx: Db, studentId: string) =>
  tx.update(studentParents).set({ isPaymentPerson: false }).where(eq(studentParents.studentId, studentId));

/** Links a parent to a student, reusing the business's record of that person. */
export const linkParent = async (tx: Db, businessId: string, studentId: string, input: TParentInput) => {
  const { person, link } = parentRecordOf(input);
  const existing = await findParent(tx, businessId, input);
  let parentId = existing?.id;
  if (!parentId) {
    const [created] = await tx
      .insert(parents)
      .values({
        ...person,
        businessId,
        searchKey: parentSearchKey(input),
      })
      .returning({ id: parents.id });
    parentId = created!.id;
  }
  if (link.isPaymentPerson) await clearPaymentPerson(tx, studentId);
  const [row] = await tx
    .insert(studentParents)
    .values({ ...link, businessId, studentId, parentId })
    .returning({ id: studentParents.id });
  return { linkId: row!.id, parentId, reused: !!existing };
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
  await updateAudited(db, request, { entity: 'student', id, before, after: input }, async (tx) => {
    await tx
      .update(students)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(students.id, id));
    await refreshSearchKey(tx, id);
  });
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
