import type {
  ASSESSMENT_ASSIGNMENT_SORTS,
  AssignmentTarget,
  EXTERNAL_TARGET,
  SmsRecipient,
} from '@panel/shared/assessments/contracts';
import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listOrder, searchOver, turkishOrder } from '../../platform/listing';
import {
  classKeyVisibleTo,
  inBranchScope,
  studentKeyVisibleTo,
  studentsVisibleTo,
  type TenantScope,
} from '../../platform/scope';
import { selectPage } from '../../platform/select-page';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { ownMobilesOf } from '../students/student.queries';
import { parents, studentParents, students } from '../students/student.table';
import { assessmentAssignments, assessmentLinks } from './assessment.table';

/** Reads of assignments and their links, with the students and classes they name. */

const studentName = sql<string>`${students.firstName} || ' ' || ${students.lastName}`;

export const assignmentsVisibleTo = (scope: TenantScope) =>
  inBranchScope(assessmentAssignments.businessId, assessmentAssignments.branchId, scope);

/**
 * The links of an assignment a caller may see: a counselor's own classes' students, and the
 * external respondents of the links he shared himself.
 */
export const linksVisibleTo = (scope: TenantScope) => {
  const ownStudents = studentKeyVisibleTo(assessmentLinks.studentId, scope);
  const ownExternal = scope.accountId
    ? and(
        isNotNull(assessmentLinks.respondentId),
        sql`${assessmentLinks.assignmentId} in (select ${assessmentAssignments.id} from ${assessmentAssignments} where ${assessmentAssignments.createdByAccountId} = ${scope.accountId})`,
      )
    : undefined;
  return and(
    inBranchScope(assessmentLinks.businessId, assessmentLinks.branchId, scope),
    ownStudents && ownExternal ? or(ownStudents, ownExternal) : ownStudents,
  );
};

/** The students among `ids` the caller sees, with their branch. */
export const visibleStudentsAmong = (db: Db, scope: TenantScope, ids: string[]) =>
  db
    .select({ id: students.id, branchId: students.branchId })
    .from(students)
    .where(and(studentsVisibleTo(scope), inArray(students.id, ids)));

/** A class the caller sees, with its branch. */
export const visibleClass = async (db: Db, scope: TenantScope, schoolClassId: string) => {
  const [klass] = await db
    .select({ id: schoolClasses.id, branchId: schoolClasses.branchId })
    .from(schoolClasses)
    .where(
      and(
        inBranchScope(schoolClasses.businessId, schoolClasses.branchId, scope),
        eq(schoolClasses.id, schoolClassId),
        classKeyVisibleTo(schoolClasses.id, scope),
      ),
    );
  return klass;
};

/** The students of a branch (of one class of it, when given) the caller sees, in name order. */
export const branchStudentIds = (
  db: Db,
  scope: TenantScope,
  branchId: string,
  schoolClassId: string | undefined,
  limit: number,
) =>
  db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        studentsVisibleTo(scope),
        eq(students.branchId, branchId),
        schoolClassId !== undefined ? eq(students.schoolClassId, schoolClassId) : undefined,
      ),
    )
    .orderBy(asc(students.sortKey))
    .limit(limit);

/** The phones an SMS goes to, per student: his own mobile, or each parent's. */
export const smsPhonesOf = async (db: Db, studentIds: string[], to: SmsRecipient) => {
  const out = new Map<string, string[]>();
  if (studentIds.length === 0 || to === 'None') return out;
  if (to === 'Student') return ownMobilesOf(db, studentIds);
  const rows = await db
    .select({ studentId: studentParents.studentId, phone: parents.mobilePhone })
    .from(studentParents)
    .innerJoin(parents, eq(parents.id, studentParents.parentId))
    .where(inArray(studentParents.studentId, studentIds));
  for (const r of rows)
    if (r.phone) out.set(r.studentId, [...new Set([...(out.get(r.studentId) ?? []), r.phone])]);
  return out;
};

export const findAssignments = (
  db: Db,
  scope: TenantScope,
  query: TListQuery & ListSort<(typeof ASSESSMENT_ASSIGNMENT_SORTS)[number]>,
) => {
  const where = and(assignmentsVisibleTo(scope), searchOver(query._searchTerm, assessmentAssignments.name));
  const visibleLinks = linksVisibleTo(scope);
  return selectPage(db, query, {
    countTable: assessmentAssignments,
    select: () =>
      db
        .select({
          id: assessmentAssignments.id,
          name: assessmentAssignments.name,
          target: sql<AssignmentTarget | typeof EXTERNAL_TARGET>`${assessmentAssignments.target}`,
          schoolClassName: schoolClasses.name,
          opensOn: assessmentAssignments.opensOn,
          closesOn: assessmentAssignments.closesOn,
          total: sql<number>`(select count(*)::int from ${assessmentLinks} where ${assessmentLinks.assignmentId} = ${assessmentAssignments.id}${visibleLinks ? sql` and ${visibleLinks}` : sql``})`,
          answered: sql<number>`(select count(*)::int from ${assessmentLinks} where ${assessmentLinks.assignmentId} = ${assessmentAssignments.id} and ${assessmentLinks.submittedAt} is not null${visibleLinks ? sql` and ${visibleLinks}` : sql``})`,
        })
        .from(assessmentAssignments)
        .leftJoin(schoolClasses, eq(schoolClasses.id, assessmentAssignments.schoolClassId))
        .$dynamic(),
    where,
    orderBy: listOrder(
      query,
      {
        name: turkishOrder(assessmentAssignments.name),
        opensOn: assessmentAssignments.opensOn,
        closesOn: assessmentAssignments.closesOn,
      },
      [desc(assessmentAssignments.createdAt), desc(assessmentAssignments.id)],
      [assessmentAssignments.id],
    ),
  });
};

/** The students' names by id. */
export const studentNamesById = async (db: Db, studentIds: string[]): Promise<Map<string, string>> => {
  const names = await db
    .select({ id: students.id, name: studentName })
    .from(students)
    .where(inArray(students.id, studentIds));
  return new Map(names.map((n) => [n.id, n.name]));
};

/** The visible students' links of an assignment, with their names and classes, in class and name order. */
export const assignmentStudentLinks = (db: Db, scope: TenantScope, assignmentId: string) =>
  db
    .select({
      id: assessmentLinks.id,
      studentId: assessmentLinks.studentId,
      studentName,
      schoolClassName: schoolClasses.name,
      token: assessmentLinks.token,
      submittedAt: assessmentLinks.submittedAt,
      smsSentAt: assessmentLinks.smsSentAt,
    })
    .from(assessmentLinks)
    .innerJoin(students, eq(students.id, assessmentLinks.studentId))
    .leftJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .where(and(eq(assessmentLinks.assignmentId, assignmentId), linksVisibleTo(scope)))
    .orderBy(asc(schoolClasses.sortKey), asc(students.sortKey));

/** The visible students' links of an assignment not answered yet: whom a reminder goes to. */
export const pendingStudentLinks = (db: Db, scope: TenantScope, assignmentId: string) =>
  db
    .select({
      id: assessmentLinks.id,
      studentId: assessmentLinks.studentId,
      token: assessmentLinks.token,
      studentName,
    })
    .from(assessmentLinks)
    .innerJoin(students, eq(students.id, assessmentLinks.studentId))
    .where(
      and(
        eq(assessmentLinks.assignmentId, assignmentId),
        isNull(assessmentLinks.submittedAt),
        isNotNull(assessmentLinks.studentId),
        linksVisibleTo(scope),
      ),
    );
