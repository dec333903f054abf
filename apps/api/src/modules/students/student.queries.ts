import type { Gender } from '@panel/shared/common/person';
import type { EducationLevel } from '@panel/shared/education/enums';
import type {
  ContactOption,
  ContactType,
  Relation,
  StudentOrigin,
  StudyState,
} from '@panel/shared/students/enums';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { preparedPer } from '../../platform/prepared';
import { ownedBy } from '../../platform/resource';
import { isNarrow, redactStudent, refuseNarrow, studentsVisibleTo } from '../../platform/scope';
import type { TenantScope } from '../../platform/tenancy';
import { ofBusiness } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { contacts, parents, studentParents, students } from './student.table';

/** A parent's own fields, as the student's parents tab and the parent lookup read them. */
export const parentColumns = {
  firstName: parents.firstName,
  lastName: parents.lastName,
  citizenId: parents.citizenId,
  mobilePhone: parents.mobilePhone,
  email: parents.email,
  occupation: parents.occupation,
};

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
      ...parentColumns,
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

/** A live student of the caller's scope, or 404: what every student route reads first. */
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

/** The student's parents, by first name: the card's parent tab. */
export const listStudentParents = async (db: Db, scope: TenantScope, studentId: string) => {
  refuseNarrow(scope);
  await getStudentOrThrow(db, scope, studentId);
  return (await readsOf(db).parents.execute({ studentId })).map((p) => ({
    ...p,
    relation: p.relation as Relation,
  }));
};

/** The student's own contacts, by type, the primary first. */
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

/** Each student's own mobile phone, the primary one where a student has several. */
export const ownMobilesOf = async (db: Db, studentIds: string[]) => {
  const rows = await db
    .select({ studentId: contacts.personId, phone: contacts.value, isPrimary: contacts.isPrimary })
    .from(contacts)
    .where(
      and(
        inArray(contacts.personId, studentIds),
        eq(contacts.contactType, 'Phone'),
        eq(contacts.contactOption, 'Mobile'),
      ),
    );
  const phones = new Map<string, string[]>();
  for (const r of rows.sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary)))
    if (!phones.has(r.studentId)) phones.set(r.studentId, [r.phone]);
  return phones;
};
