import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { type TListQuery, ZListQuerySchema } from '@panel/shared/common/list-query';
import { ZMajorPlanInputSchema, ZSchoolClassTeacherInputSchema } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { requireAuth } from '../../../platform/auth';
import { auditedWrite } from '../../../platform/crud';
import { badRequest, describeUniqueKey, notFound } from '../../../platform/errors';
import { fetchPage, searchOver } from '../../../platform/listing';
import { ownedBy } from '../../../platform/resource';
import { type TenantScope, tenantOf } from '../../../platform/tenancy';
import { majors } from '../../administration/majors/major.table';
import { personnel, personnelMajors } from '../../personnel/personnel.table';
import { lessonProgramEntries } from '../lesson-programs/lesson-program.table';
import { getSchoolClassOrThrow } from '../school-classes/school-class.service';
import { schoolClasses } from '../school-classes/school-class.table';
import { semesters } from '../semesters/semester.table';
import { majorPlans, schoolClassTeachers } from './class-teacher.table';

describeUniqueKey('school_class_teachers_key', 'Bu öğretmen bu sınıfta bu branşa zaten atanmış.');
describeUniqueKey('major_plans_key', 'Bu sınıf için bu branşın planı zaten var.');

const teacherName = sql<string>`${personnel.firstName} || ' ' || ${personnel.lastName}`;

/** Lessons of the pair placed in the weekly program, beside the hours assigned. */
const placedHours = sql<number>`(
  select count(*)::int from ${lessonProgramEntries}
  where ${lessonProgramEntries.schoolClassId} = ${schoolClassTeachers.schoolClassId}
    and ${lessonProgramEntries.personnelId} = ${schoolClassTeachers.personnelId}
    and ${lessonProgramEntries.majorId} = ${schoolClassTeachers.majorId})`;

const assignmentColumns = {
  id: schoolClassTeachers.id,
  schoolClassId: schoolClassTeachers.schoolClassId,
  schoolClassName: schoolClasses.name,
  semesterName: semesters.name,
  personnelId: schoolClassTeachers.personnelId,
  teacherName,
  majorId: schoolClassTeachers.majorId,
  majorName: majors.name,
  weeklyHours: schoolClassTeachers.weeklyHours,
  placedHours,
};

const assignments = (db: Db) =>
  db
    .select(assignmentColumns)
    .from(schoolClassTeachers)
    .innerJoin(schoolClasses, eq(schoolClasses.id, schoolClassTeachers.schoolClassId))
    .innerJoin(semesters, eq(semesters.id, schoolClasses.semesterId))
    .innerJoin(personnel, eq(personnel.id, schoolClassTeachers.personnelId))
    .innerJoin(majors, eq(majors.id, schoolClassTeachers.majorId));

/** A teacher of the class's own branch, still employed, who teaches the major. */
export type AssignmentFilter = TListQuery & {
  schoolClassId?: string;
  personnelId?: string;
  semesterId?: string;
  branchId?: string;
};

/** Teacher assignments with the hours placed in the program: the list screen and its report. */
export const findAssignments = (db: Db, scope: TenantScope, q: AssignmentFilter) => {
  const where = and(
    ownedBy(schoolClassTeachers, scope),
    searchOver(q._searchTerm, personnel.searchKey, schoolClasses.searchKey, majors.searchKey),
    q.schoolClassId ? eq(schoolClassTeachers.schoolClassId, q.schoolClassId) : undefined,
    q.personnelId ? eq(schoolClassTeachers.personnelId, q.personnelId) : undefined,
    q.semesterId ? eq(schoolClasses.semesterId, q.semesterId) : undefined,
    q.branchId ? eq(schoolClassTeachers.branchId, q.branchId) : undefined,
  );
  return fetchPage(q, {
    rows: (limit, offset) =>
      assignments(db)
        .where(where)
        .orderBy(asc(schoolClasses.sortKey), asc(majors.searchKey), asc(schoolClassTeachers.id))
        .limit(limit)
        .offset(offset),
    total: async () =>
      (
        await db
          .select({ n: count() })
          .from(schoolClassTeachers)
          .innerJoin(schoolClasses, eq(schoolClasses.id, schoolClassTeachers.schoolClassId))
          .innerJoin(personnel, eq(personnel.id, schoolClassTeachers.personnelId))
          .innerJoin(majors, eq(majors.id, schoolClassTeachers.majorId))
          .where(where)
      )[0]?.n ?? 0,
  });
};

export const assertTeacherFor = async (
  db: Db,
  scope: TenantScope,
  klass: { branchId: string },
  personnelId: string,
  majorId: string,
) => {
  const [teacher] = await db
    .select({
      name: teacherName,
      branchId: personnel.branchId,
      employmentState: personnel.employmentState,
      teaches: sql<boolean>`exists (select 1 from ${personnelMajors} where ${personnelMajors.personnelId} = ${personnel.id} and ${personnelMajors.majorId} = ${majorId})`,
    })
    .from(personnel)
    .where(and(eq(personnel.id, personnelId), ownedBy(personnel, scope)));
  if (!teacher) throw badRequest('Seçilen öğretmen bu kuruma ait değil.');
  if (teacher.branchId !== klass.branchId) throw badRequest(`${teacher.name} bu şubede çalışmıyor.`);
  if (teacher.employmentState === 'Dismissed')
    throw badRequest(`${teacher.name} işten ayrılmış; derse atanamaz.`);
  if (!teacher.teaches) {
    const [major] = await db.select({ name: majors.name }).from(majors).where(eq(majors.id, majorId));
    if (!major) throw badRequest('Seçilen branş bulunamadı.');
    throw badRequest(
      `${teacher.name} ${major.name} branşında ders vermiyor. Önce öğretmenin branşlarına ekleyin.`,
    );
  }
};

export const classTeacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: ACTIONS.education.programView };
  const manage = { permission: ACTIONS.education.programManage };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  const getAssignmentOrThrow = async (scope: TenantScope, id: string) => {
    const [row] = await assignments(db).where(
      and(eq(schoolClassTeachers.id, id), ownedBy(schoolClassTeachers, scope)),
    );
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/education/schoolclass-teacher',
    {
      config: view,
      schema: {
        querystring: ZListQuerySchema.extend({
          schoolClassId: z.uuid().optional(),
          personnelId: z.uuid().optional(),
          semesterId: z.uuid().optional(),
          branchId: z.uuid().optional(),
        }),
      },
    },
    (request) => findAssignments(db, scopeOf(request), request.query),
  );

  /** SPEC 7: the majors a teacher teaches, for the assignment form's select. */
  app.get(
    '/schoolclass-teacher/teacher-majors/:id',
    { config: view, schema: { params: ZIdParamsSchema } },
    async (request) => {
      const scope = scopeOf(request);
      const [teacher] = await db
        .select({ id: personnel.id })
        .from(personnel)
        .where(and(eq(personnel.id, request.params.id), ownedBy(personnel, scope)));
      if (!teacher) throw notFound();
      return db
        .select({ id: majors.id, name: majors.name })
        .from(personnelMajors)
        .innerJoin(majors, eq(majors.id, personnelMajors.majorId))
        .where(eq(personnelMajors.personnelId, teacher.id))
        .orderBy(asc(majors.searchKey));
    },
  );

  app.get(
    '/education/schoolclass-teacher/:id',
    { config: view, schema: { params: ZIdParamsSchema } },
    (request) => getAssignmentOrThrow(scopeOf(request), request.params.id),
  );

  app.post(
    '/education/schoolclass-teacher',
    { config: manage, schema: { body: ZSchoolClassTeacherInputSchema } },
    async (request) => {
      const scope = scopeOf(request);
      const input = request.body;
      const klass = await getSchoolClassOrThrow(db, scope, input.schoolClassId).catch(() => {
        throw badRequest('Seçilen sınıf bu kuruma ait değil.');
      });
      await assertTeacherFor(db, scope, klass, input.personnelId, input.majorId);
      const result = await auditedWrite(
        db,
        request,
        { action: 'create', entity: 'schoolclass-teacher' },
        async (tx) => {
          const [row] = await tx
            .insert(schoolClassTeachers)
            .values({ ...input, businessId: scope.businessId, branchId: klass.branchId })
            .returning({ id: schoolClassTeachers.id });
          return { id: row!.id, after: input, result: { id: row!.id } };
        },
      );
      return { ...result, message: 'Öğretmen sınıfa atandı.' };
    },
  );

  app.post(
    '/education/schoolclass-teacher/update',
    {
      config: manage,
      schema: {
        body: z.object({ id: z.uuid(), weeklyHours: ZSchoolClassTeacherInputSchema.shape.weeklyHours }),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const before = await getAssignmentOrThrow(scope, request.body.id);
      await auditedWrite(
        db,
        request,
        { action: 'update', entity: 'schoolclass-teacher', entityId: before.id, before },
        async (tx) => {
          await tx
            .update(schoolClassTeachers)
            .set({ weeklyHours: request.body.weeklyHours })
            .where(eq(schoolClassTeachers.id, before.id));
          return { id: before.id, after: request.body, result: null };
        },
      );
      return { id: before.id, message: 'Haftalık ders saati güncellendi.' };
    },
  );

  app.get(
    '/education/schoolclass-teacher/delete/:id',
    { config: manage, schema: { params: ZIdParamsSchema } },
    async (request) => {
      const scope = scopeOf(request);
      const before = await getAssignmentOrThrow(scope, request.params.id);
      if (before.placedHours > 0)
        throw badRequest(
          `${before.teacherName} ${before.schoolClassName} sınıfının ders programında yer alıyor. Önce programdan çıkarın.`,
        );
      await auditedWrite(
        db,
        request,
        { action: 'delete', entity: 'schoolclass-teacher', entityId: before.id, before },
        async (tx) => {
          await tx.delete(schoolClassTeachers).where(eq(schoolClassTeachers.id, before.id));
          return { id: before.id, result: null };
        },
      );
      return { message: 'Öğretmen ataması kaldırıldı.' };
    },
  );

  /**
   * The major distribution: per class and major, the hours planned, assigned to teachers
   * and placed in the program, with the gap to the plan.
   */
  app.get(
    '/education/major-distribution',
    {
      config: view,
      schema: { querystring: z.object({ semesterId: z.uuid(), branchId: z.uuid().optional() }) },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { semesterId, branchId } = request.query;
      const classes = await db
        .select({ id: schoolClasses.id, name: schoolClasses.name })
        .from(schoolClasses)
        .where(
          and(
            ownedBy(schoolClasses, scope),
            eq(schoolClasses.semesterId, semesterId),
            branchId ? eq(schoolClasses.branchId, branchId) : undefined,
          ),
        )
        .orderBy(asc(schoolClasses.sortKey));
      if (classes.length === 0) return { classes: [], majors: [], cells: [] };
      const ids = classes.map((c) => c.id);
      const inClasses = (column: PgColumn) => inArray(column, ids);
      const [planned, assigned, placed] = await Promise.all([
        db
          .select({
            schoolClassId: majorPlans.schoolClassId,
            majorId: majorPlans.majorId,
            hours: majorPlans.plannedHours,
          })
          .from(majorPlans)
          .where(inClasses(majorPlans.schoolClassId)),
        db
          .select({
            schoolClassId: schoolClassTeachers.schoolClassId,
            majorId: schoolClassTeachers.majorId,
            hours: sql<number>`sum(${schoolClassTeachers.weeklyHours})::int`,
          })
          .from(schoolClassTeachers)
          .where(inClasses(schoolClassTeachers.schoolClassId))
          .groupBy(schoolClassTeachers.schoolClassId, schoolClassTeachers.majorId),
        db
          .select({
            schoolClassId: lessonProgramEntries.schoolClassId,
            majorId: lessonProgramEntries.majorId,
            hours: sql<number>`count(*)::int`,
          })
          .from(lessonProgramEntries)
          .where(inClasses(lessonProgramEntries.schoolClassId))
          .groupBy(lessonProgramEntries.schoolClassId, lessonProgramEntries.majorId),
      ]);
      const key = (c: string, m: string) => `${c}:${m}`;
      const cells = new Map<
        string,
        { schoolClassId: string; majorId: string; planned: number; assigned: number; placed: number }
      >();
      const cell = (c: string, m: string) => {
        const k = key(c, m);
        if (!cells.has(k)) cells.set(k, { schoolClassId: c, majorId: m, planned: 0, assigned: 0, placed: 0 });
        return cells.get(k)!;
      };
      for (const r of planned) cell(r.schoolClassId, r.majorId).planned = r.hours;
      for (const r of assigned) cell(r.schoolClassId, r.majorId).assigned = r.hours;
      for (const r of placed) cell(r.schoolClassId, r.majorId).placed = r.hours;
      const majorIds = [...new Set([...cells.values()].map((c) => c.majorId))];
      const majorRows =
        majorIds.length === 0
          ? []
          : await db
              .select({ id: majors.id, name: majors.name })
              .from(majors)
              .where(inArray(majors.id, majorIds))
              .orderBy(asc(majors.searchKey));
      return {
        classes,
        majors: majorRows,
        cells: [...cells.values()].map((c) => ({ ...c, gap: c.planned - c.assigned })),
      };
    },
  );

  app.post(
    '/education/major-distribution',
    { config: manage, schema: { body: ZMajorPlanInputSchema } },
    async (request) => {
      const scope = scopeOf(request);
      const input = request.body;
      const klass = await getSchoolClassOrThrow(db, scope, input.schoolClassId).catch(() => {
        throw badRequest('Seçilen sınıf bu kuruma ait değil.');
      });
      const [major] = await db.select({ id: majors.id }).from(majors).where(eq(majors.id, input.majorId));
      if (!major) throw badRequest('Seçilen branş bulunamadı.');
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
      return { message: 'Planlanan ders saati kaydedildi.' };
    },
  );
};
