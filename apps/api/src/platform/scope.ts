import type { Role } from '@panel/shared/accounts/roles';
import { and, eq, getTableColumns, inArray, isNull, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { accounts } from '../modules/accounts/account.table';
import { schoolClassTeachers } from '../modules/education/class-teachers/class-teacher.table';
import { lessonProgramEntries } from '../modules/education/lesson-programs/lesson-program.table';
import { studentParents, students } from '../modules/students/student.table';
import { forbidden } from './errors';
import type { AuthContext } from './request-context';

/**
 * Over what an account acts, on top of which actions it holds:
 * - `business`: every branch of its business (FounderManager, GeneralManager, any account without a branch);
 * - `branch`: its own branch;
 * - `classes`: the students of the school classes it teaches or is class teacher of (Teacher, GuidanceCounselor);
 * - `assignments`: its CRM assignments (CallCenter, SalesConsultant); outside CRM it reaches its branch;
 * - `children`: the students it is a parent of (Parent);
 * - `self`: its own student record (Student).
 */
export type ScopeKind = 'business' | 'branch' | 'classes' | 'assignments' | 'children' | 'self';

/**
 * The caller's scope. `branchId` is null for a business-wide scope. `accountId` lets a query
 * reach the account's own links (staff record, parent, student) inside the same statement,
 * so resolving a narrow scope costs no extra round trip.
 */
export type TenantScope = {
  businessId: string;
  branchId: string | null;
  kind: ScopeKind;
  accountId: string | null;
};

const BUSINESS_ROLES: readonly Role[] = ['FounderManager', 'GeneralManager'];
const NARROW_ROLES: Partial<Record<Role, ScopeKind>> = {
  Teacher: 'classes',
  GuidanceCounselor: 'classes',
  CallCenter: 'assignments',
  SalesConsultant: 'assignments',
  Parent: 'children',
  Student: 'self',
};

/** The scope from the access token's claims alone: no query. */
export const scopeOf = (auth: AuthContext): TenantScope => {
  if (!auth.businessId) throw forbidden('Bu işlem için bir kurum hesabıyla giriş yapmalısınız.');
  const narrow = auth.role ? NARROW_ROLES[auth.role] : undefined;
  if (narrow && auth.branchId)
    return { businessId: auth.businessId, branchId: auth.branchId, kind: narrow, accountId: auth.accountId };
  const businessWide = !auth.branchId || (auth.role !== null && BUSINESS_ROLES.includes(auth.role));
  return businessWide
    ? { businessId: auth.businessId, branchId: null, kind: 'business', accountId: auth.accountId }
    : { businessId: auth.businessId, branchId: auth.branchId, kind: 'branch', accountId: auth.accountId };
};

/** A business-wide scope over one business (reports that span branches, checks of a target branch). */
export const businessScope = (businessId: string): TenantScope => ({
  businessId,
  branchId: null,
  kind: 'business',
  accountId: null,
});

/** Whether the scope sees fewer students than its branch: classes, children, self. */
export const isNarrow = (scope: TenantScope): boolean =>
  scope.kind === 'classes' || scope.kind === 'children' || scope.kind === 'self';

/** The business condition, and the branch one for a branch (or narrower) scope. */
export const inBranchScope = (businessId: PgColumn, branchId: PgColumn, scope: TenantScope): SQL =>
  scope.branchId
    ? and(eq(businessId, scope.businessId), eq(branchId, scope.branchId))!
    : eq(businessId, scope.businessId);

/**
 * One column of the caller's own account row, read inside the statement (primary key lookup):
 * the account is the scope's, or a prepared statement's parameter.
 */
const ownAccount = (column: PgColumn, account: TenantScope | Placeholder): SQL =>
  sql`(select ${column} from ${accounts} where ${accounts.id} = ${account instanceof Placeholder ? account : account.accountId})`;

/** The caller's staff record, read inside the statement: the slots a teacher teaches. */
export const ownPersonnelId = (scope: TenantScope): SQL => ownAccount(accounts.personnelId, scope);

/** The same for a prepared statement, the account given as its parameter `accountId`. */
export const ownPersonnelIdParam = (): SQL => ownAccount(accounts.personnelId, sql.placeholder('accountId'));

/**
 * The school classes a `classes` scope works with: those its staff record teaches in the
 * lesson program or is assigned to as a class teacher (modules/education).
 */
export const ownClassIds = (scope: TenantScope): SQL =>
  sql`(select ${schoolClassTeachers.schoolClassId} from ${schoolClassTeachers}
        where ${schoolClassTeachers.personnelId} = ${ownAccount(accounts.personnelId, scope)}
       union
       select ${lessonProgramEntries.schoolClassId} from ${lessonProgramEntries}
        where ${lessonProgramEntries.personnelId} = ${ownAccount(accounts.personnelId, scope)})`;

/** The narrowing of a narrow scope on the students table; undefined when the branch is the limit. */
const studentReach = (scope: TenantScope): SQL | undefined => {
  switch (scope.kind) {
    case 'classes':
      return sql`${students.schoolClassId} in ${ownClassIds(scope)}`;
    case 'children':
      return inArray(
        students.id,
        sql`(select ${studentParents.studentId} from ${studentParents}
              where ${studentParents.parentId} = ${ownAccount(accounts.parentId, scope)})`,
      );
    case 'self':
      return eq(students.id, ownAccount(accounts.studentId, scope));
    default:
      return undefined;
  }
};

/** Live students the caller may see: tenant, branch and the narrow scope in one condition. */
export const studentsVisibleTo = (scope: TenantScope): SQL =>
  and(
    inBranchScope(students.businessId, students.branchId, scope),
    isNull(students.deletedAt),
    studentReach(scope),
  )!;

/**
 * A table that points at a student (notes, documents, private lessons, orders): its rows
 * reach a narrow scope only through a visible student. Undefined for branch and business
 * scopes, whose tenant condition on the table itself is enough.
 */
export const studentKeyVisibleTo = (studentId: PgColumn, scope: TenantScope): SQL | undefined =>
  isNarrow(scope)
    ? inArray(studentId, sql`(select ${students.id} from ${students} where ${studentsVisibleTo(scope)})`)
    : undefined;

/** A tenant-owned table: every row carries its business, branch-owned rows their branch too. */
/** A table whose rows carry their business (and branch): what a scope condition reads. */
export type TenantTable = PgTable & { businessId: PgColumn; branchId?: PgColumn };
export type OwnedTable = TenantTable & { id: PgColumn };

/**
 * The scope condition of a table for a caller, the one every query and the generic CRUD use:
 * the business, the branch for a branch-owned table, and for a narrow scope the students it
 * reaches (the students table itself, or any table with a `studentId`).
 */
export const ownedBy = (table: TenantTable, scope: TenantScope): SQL => {
  const tenant = table.branchId
    ? inBranchScope(table.businessId, table.branchId, scope)
    : eq(table.businessId, scope.businessId);
  if (!isNarrow(scope)) return tenant;
  if (table === (students as unknown as TenantTable)) return and(tenant, studentReach(scope))!;
  const { studentId } = getTableColumns(table);
  return studentId ? and(tenant, studentKeyVisibleTo(studentId, scope))! : tenant;
};

/** A table that points at a school class: a `classes` scope sees its own classes only. */
export const classKeyVisibleTo = (schoolClassId: PgColumn, scope: TenantScope): SQL | undefined => {
  if (scope.kind === 'classes') return sql`${schoolClassId} in ${ownClassIds(scope)}`;
  if (scope.kind === 'children' || scope.kind === 'self')
    return inArray(
      schoolClassId,
      sql`(select ${students.schoolClassId} from ${students} where ${studentsVisibleTo(scope)})`,
    );
  return undefined;
};

/**
 * The CRM's plug: a CRM row carries the account it is assigned to, and an `assignments`
 * scope sees its own. Every other scope is limited by the tenant condition alone.
 */
export const assignmentsVisibleTo = (assigneeAccountId: PgColumn, scope: TenantScope): SQL | undefined =>
  scope.kind === 'assignments' ? eq(assigneeAccountId, scope.accountId ?? '') : undefined;

/**
 * Screens a narrow scope has no business with even for its own students: citizen ids,
 * parents' contacts, documents, money. Refused with 403, as a missing action would be.
 */
export const refuseNarrow = (scope: TenantScope): void => {
  if (isNarrow(scope)) throw forbidden('Bu bilgileri görme yetkiniz yok.');
};

export const BUSINESS_DEFINITION_MESSAGE =
  'Kurum genelindeki tanımları yalnızca kurum genelinde yetkili hesaplar değiştirebilir.';

/** Business-wide definitions (semesters, services, expense types ...) change only from a business scope. */
export const assertBusinessScope = (scope: TenantScope): void => {
  if (scope.branchId) throw forbidden(BUSINESS_DEFINITION_MESSAGE);
};

/**
 * The fields a narrow scope never reads about a student, even of its own class: the citizen
 * id, birth date and contact details. Lists and profiles pass their rows through here.
 */
const PRIVATE_STUDENT_FIELDS = ['citizenId', 'birthDate', 'primaryPhone', 'parentNames'] as const;

export const redactStudent = <T extends object>(scope: TenantScope, row: T): T => {
  if (!isNarrow(scope)) return row;
  const copy = { ...row } as Record<string, unknown>;
  for (const field of PRIVATE_STUDENT_FIELDS) if (field in copy) copy[field] = null;
  return copy as T;
};
