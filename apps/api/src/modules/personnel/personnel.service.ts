import { foldTurkish } from '@panel/shared/common/text';
import type {
  TEmploymentChange,
  TPersonnelContact,
  TPersonnelInput,
  TPersonnelSummary,
} from '@panel/shared/personnel/contracts';
import {
  EMPLOYMENT_TRANSITIONS,
  type EmploymentState,
  employmentTransitionMessage,
} from '@panel/shared/personnel/enums';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditedWrite, deleteAudited, updateAudited } from '../../platform/crud';
import { badRequest, refusedWhileReferenced } from '../../platform/errors';
import { ownedBy } from '../../platform/resource';
import type { TenantScope } from '../../platform/tenancy';
import { inBusiness } from '../../platform/tenancy';
import { countMajors, getPersonnelOrThrow, teacherMajors } from './personnel.queries';
import { employmentEvents, personnel, personnelMajors } from './personnel.table';

/** What the search box matches: name, citizen id and the digits of the phones. */
const searchKeyOf = (p: {
  firstName: string;
  lastName: string;
  citizenId?: string | null;
  mobilePhone?: string | null;
  homePhone?: string | null;
}) =>
  foldTurkish(
    [p.firstName, p.lastName, p.citizenId, p.mobilePhone?.replace(/\D/g, ''), p.homePhone?.replace(/\D/g, '')]
      .filter(Boolean)
      .join(' '),
  );

export const listTeachers = (
  db: Db,
  scope: TenantScope,
  filter: { branchId?: string; teachersOnly?: boolean },
) =>
  db
    .select({
      id: personnel.id,
      name: sql<string>`${personnel.firstName} || ' ' || ${personnel.lastName}`,
      branchId: personnel.branchId,
    })
    .from(personnel)
    .where(
      and(
        ownedBy(personnel, scope),
        sql`${personnel.employmentState} <> 'Dismissed'`,
        filter.teachersOnly ? eq(personnel.isTeacher, true) : undefined,
        filter.branchId ? eq(personnel.branchId, filter.branchId) : undefined,
      ),
    )
    .orderBy(asc(personnel.searchKey))
    .limit(2000);

/** A citizen id names one person: two staff records of a business may not share it. */
const assertCitizenIdFree = async (
  db: Db,
  scope: TenantScope,
  citizenId: string | null,
  exceptId?: string,
) => {
  if (!citizenId) return;
  const [row] = await db
    .select({ id: personnel.id, firstName: personnel.firstName, lastName: personnel.lastName })
    .from(personnel)
    .where(and(inBusiness(personnel.businessId, scope), eq(personnel.citizenId, citizenId)));
  if (row && row.id !== exceptId)
    throw badRequest(
      `Bu T.C. kimlik numarasıyla kayıtlı bir personel var: ${row.firstName} ${row.lastName}.`,
    );
};

export const createPersonnel = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: TPersonnelInput,
) => {
  await assertCitizenIdFree(db, scope, input.citizenId);
  return auditedWrite(db, request, { action: 'create', entity: 'personnel' }, async (tx) => {
    // A start date given at registration means the person is already working.
    const employmentState: EmploymentState = input.employmentStartDate ? 'Working' : 'Undefined';
    const [row] = await tx
      .insert(personnel)
      .values({ ...input, businessId: scope.businessId, employmentState, searchKey: searchKeyOf(input) })
      .returning({ id: personnel.id });
    if (input.employmentStartDate)
      await tx.insert(employmentEvents).values({
        businessId: scope.businessId,
        personnelId: row!.id,
        fromState: 'Undefined',
        toState: 'Working',
        date: input.employmentStartDate,
      });
    return { id: row!.id, after: input, result: { id: row!.id } };
  });
};

/**
 * Writes a change of the record's own fields as the audit's `entity`; the search key is made
 * again from the record as the change leaves it.
 */
const updateFields = (
  db: Db,
  request: FastifyRequest,
  entity: string,
  before: Awaited<ReturnType<typeof getPersonnelOrThrow>>,
  fields: Omit<TPersonnelInput, 'employmentStartDate'> | TPersonnelContact,
) =>
  updateAudited(db, request, { entity, id: before.id, before, after: fields }, (tx) =>
    tx
      .update(personnel)
      .set({ ...fields, searchKey: searchKeyOf({ ...before, ...fields }), updatedAt: sql`now()` })
      .where(eq(personnel.id, before.id)),
  );

export const updatePersonnel = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  id: string,
  input: TPersonnelInput,
) => {
  const before = await getPersonnelOrThrow(db, scope, id);
  await assertCitizenIdFree(db, scope, input.citizenId, id);
  // Employment dates change only through hire and dismissal, which keep the history.
  const { employmentStartDate: _ignored, ...fields } = input;
  await updateFields(db, request, 'personnel', before, fields);
};

export const updatePersonnelContact = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  id: string,
  input: TPersonnelContact,
) => updateFields(db, request, 'personnel-contact', await getPersonnelOrThrow(db, scope, id), input);

/** DOMAIN "Education": Undefined -> Working -> Dismissed (dated) -> Working (rehired). */
export const changeEmployment = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  id: string,
  change: TEmploymentChange,
) => {
  const before = await getPersonnelOrThrow(db, scope, id);
  const from = before.employmentState;
  const to = change.employmentState;
  if (!EMPLOYMENT_TRANSITIONS[from].includes(to)) throw badRequest(employmentTransitionMessage(from, to));
  if (to === 'Dismissed' && before.employmentStartDate && change.date < before.employmentStartDate)
    throw badRequest('İşten ayrılış tarihi işe başlama tarihinden önce olamaz!');
  await auditedWrite(
    db,
    request,
    { action: 'update', entity: 'employment', entityId: id, before },
    async (tx) => {
      await tx
        .update(personnel)
        .set(
          to === 'Working'
            ? { employmentState: to, employmentStartDate: change.date, employmentDismissalDate: null }
            : { employmentState: to, employmentDismissalDate: change.date },
        )
        .where(eq(personnel.id, id));
      await tx.insert(employmentEvents).values({
        businessId: scope.businessId,
        personnelId: id,
        fromState: from,
        toState: to,
        date: change.date,
      });
      return { id, after: change, result: null };
    },
  );
};

export const listEmploymentEvents = async (db: Db, scope: TenantScope, id: string) => {
  await getPersonnelOrThrow(db, scope, id);
  const rows = await db
    .select({
      id: employmentEvents.id,
      fromState: employmentEvents.fromState,
      toState: employmentEvents.toState,
      date: employmentEvents.date,
      createdAt: employmentEvents.createdAt,
    })
    .from(employmentEvents)
    .where(eq(employmentEvents.personnelId, id))
    .orderBy(desc(employmentEvents.createdAt));
  return rows.map((r) => ({
    ...r,
    fromState: r.fromState as EmploymentState,
    toState: r.toState as EmploymentState,
    createdAt: r.createdAt.toISOString(),
  }));
};

export const getPersonnelSummary = async (
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<TPersonnelSummary> => {
  const p = await getPersonnelOrThrow(db, scope, id);
  return {
    profilePictureUrl: p.profilePictureUrl,
    businessId: p.businessId,
    branchId: p.branchId,
    personnelId: p.id,
    employmentStartDate: p.employmentStartDate,
    employmentState: p.employmentState,
    employmentDismissalDate: p.employmentDismissalDate,
  };
};

export const getTeacherOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const p = await getPersonnelOrThrow(db, scope, id);
  const list = await teacherMajors(db, [id]);
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    branchId: p.branchId,
    isTeacher: p.isTeacher,
    majors: list.map(({ id, name }) => ({ id, name })),
  };
};

export const setTeacherMajors = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  id: string,
  majorIds: string[],
) => {
  const before = await getTeacherOrThrow(db, scope, id);
  const unique = [...new Set(majorIds)];
  if (unique.length > 0) {
    if ((await countMajors(db, unique)) !== unique.length)
      throw badRequest('Seçilen branşlardan biri bulunamadı.');
  }
  await updateAudited(
    db,
    request,
    { entity: 'teacher-majors', id, before, after: { majorIds: unique } },
    async (tx) => {
      await tx.delete(personnelMajors).where(eq(personnelMajors.personnelId, id));
      if (unique.length > 0)
        await tx.insert(personnelMajors).values(unique.map((majorId) => ({ personnelId: id, majorId })));
      // Someone who teaches majors is a teacher.
      if (unique.length > 0 && !before.isTeacher)
        await tx.update(personnel).set({ isTeacher: true }).where(eq(personnel.id, id));
    },
  );
};

/** A person who taught or holds a sign-in is kept: their classes and the audit log point at them. */
export const deletePersonnel = async (db: Db, request: FastifyRequest, scope: TenantScope, id: string) => {
  const before = await getPersonnelOrThrow(db, scope, id);
  await refusedWhileReferenced(
    () => deleteAudited(db, request, { entity: 'personnel', table: personnel, before }),
    'Sınıf ataması, ders programı, kullanıcı hesabı veya başka kayıtları olan personel silinemez. İşten çıkış yapabilirsiniz.',
  );
};
