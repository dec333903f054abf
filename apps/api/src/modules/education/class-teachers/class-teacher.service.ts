import type { TMajorPlanInput, TSchoolClassTeacherInput } from '@panel/shared/education/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { auditedWrite, deleteAudited, insertAudited, updateAudited } from '../../../platform/crud';
import { badRequest, describeUniqueKey } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/tenancy';
import { majorExists } from '../../administration/majors/major.queries';
import { getSchoolClassOrThrow } from '../school-classes/school-class.service';
import { getAssignmentOrThrow, majorNameOf, teacherWithMajor } from './class-teacher.queries';
import { majorPlans, schoolClassTeachers } from './class-teacher.table';

describeUniqueKey('school_class_teachers_key', 'Bu öğretmen bu sınıfta bu branşa zaten atanmış.');
describeUniqueKey('major_plans_key', 'Bu sınıf için bu branşın planı zaten var.');

/** A teacher of the class's own branch, still employed, who teaches the major. */
export const assertTeacherFor = async (
  db: Db,
  scope: TenantScope,
  klass: { branchId: string },
  personnelId: string,
  majorId: string,
) => {
  const teacher = await teacherWithMajor(db, scope, personnelId, majorId);
  if (!teacher) throw badRequest('Seçilen öğretmen bu kuruma ait değil.');
  if (teacher.branchId !== klass.branchId) throw badRequest(`${teacher.name} bu şubede çalışmıyor.`);
  if (teacher.employmentState === 'Dismissed')
    throw badRequest(`${teacher.name} işten ayrılmış; derse atanamaz.`);
  if (!teacher.teaches) {
    const majorName = await majorNameOf(db, majorId);
    if (majorName === undefined) throw badRequest('Seçilen branş bulunamadı.');
    throw badRequest(
      `${teacher.name} ${majorName} branşında ders vermiyor. Önce öğretmenin branşlarına ekleyin.`,
    );
  }
};

const getOwnClassOrThrow = (db: Db, scope: TenantScope, schoolClassId: string) =>
  getSchoolClassOrThrow(db, scope, schoolClassId).catch(() => {
    throw badRequest('Seçilen sınıf bu kuruma ait değil.');
  });

export const createAssignment = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: TSchoolClassTeacherInput,
) => {
  const klass = await getOwnClassOrThrow(db, scope, input.schoolClassId);
  await assertTeacherFor(db, scope, klass, input.personnelId, input.majorId);
  return insertAudited(db, request, {
    entity: 'schoolclass-teacher',
    table: schoolClassTeachers,
    values: { ...input, businessId: scope.businessId, branchId: klass.branchId },
    after: input,
  });
};

export const updateAssignmentHours = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: { id: string; weeklyHours: TSchoolClassTeacherInput['weeklyHours'] },
) => {
  const before = await getAssignmentOrThrow(db, scope, input.id);
  await updateAudited(
    db,
    request,
    { entity: 'schoolclass-teacher', id: before.id, before, after: input },
    (tx) =>
      tx
        .update(schoolClassTeachers)
        .set({ weeklyHours: input.weeklyHours })
        .where(eq(schoolClassTeachers.id, before.id)),
  );
  return before.id;
};

export const deleteAssignment = async (db: Db, request: FastifyRequest, scope: TenantScope, id: string) => {
  const before = await getAssignmentOrThrow(db, scope, id);
  if (before.placedHours > 0)
    throw badRequest(
      `${before.teacherName} ${before.schoolClassName} sınıfının ders programında yer alıyor. Önce programdan çıkarın.`,
    );
  await deleteAudited(db, request, { entity: 'schoolclass-teacher', table: schoolClassTeachers, before });
};

export const saveMajorPlan = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: TMajorPlanInput,
) => {
  const klass = await getOwnClassOrThrow(db, scope, input.schoolClassId);
  if (!(await majorExists(db, input.majorId))) throw badRequest('Seçilen branş bulunamadı.');
  await auditedWrite(
    db,
    request,
    { action: 'update', entity: 'major-plan', entityId: klass.id },
    async (tx) => {
      await tx
        .insert(majorPlans)
        .values({ ...input, businessId: scope.businessId, branchId: klass.branchId })
        .onConflictDoUpdate({
          target: [majorPlans.schoolClassId, majorPlans.majorId],
          set: { plannedHours: input.plannedHours },
        });
      return { id: klass.id, after: input, result: null };
    },
  );
};
