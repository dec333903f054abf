import { foldTurkish } from '@panel/shared/common/text';
import { SCHOOL_CLASS_SORTS, ZSchoolClassInputSchema } from '@panel/shared/education/contracts';
import { type GradeLevel, schoolClassName, schoolClassSortKey } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { badRequest, describeUniqueKey } from '../../../platform/errors';
import { assertOwned, registerResource } from '../../../platform/resource';
import { branches } from '../../administration/branches/branch.table';
import { classrooms } from '../classrooms/classroom.table';
import { semesters } from '../semesters/semester.table';
import { timePeriods } from '../time-periods/time-period.table';
import { schoolClasses } from './school-class.table';
import { schoolClassDocumentRoutes } from './school-class-document.routes';

describeUniqueKey(
  'school_classes_identity_key',
  'Bu şubede bu dönem için aynı sınıf ve şube harfi zaten var.',
);

const columns = {
  id: schoolClasses.id,
  name: schoolClasses.name,
  branchId: schoolClasses.branchId,
  branchName: branches.name,
  semesterId: schoolClasses.semesterId,
  semesterName: semesters.name,
  timePeriodId: schoolClasses.timePeriodId,
  timePeriodName: timePeriods.name,
  classroomId: schoolClasses.classroomId,
  classroomName: classrooms.name,
  gradeLevel: schoolClasses.gradeLevel,
  section: schoolClasses.section,
  educationLevel: schoolClasses.educationLevel,
  capacity: schoolClasses.capacity,
  isActive: schoolClasses.isActive,
};

export const schoolClassRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/education/school-class',
    entity: 'school-class',
    table: schoolClasses,
    view: ACTIONS.education.structureView,
    manage: ACTIONS.education.structureManage,
    input: ZSchoolClassInputSchema,
    select: (db) =>
      db
        .select(columns)
        .from(schoolClasses)
        .innerJoin(branches, eq(branches.id, schoolClasses.branchId))
        .innerJoin(semesters, eq(semesters.id, schoolClasses.semesterId))
        .leftJoin(timePeriods, eq(timePeriods.id, schoolClasses.timePeriodId))
        .leftJoin(classrooms, eq(classrooms.id, schoolClasses.classroomId))
        .$dynamic(),
    searchColumns: [schoolClasses.searchKey],
    orderBy: [asc(branches.searchKey), asc(schoolClasses.sortKey)],
    sorts: { keys: SCHOOL_CLASS_SORTS, columns: { name: schoolClasses.sortKey } },
    filters: {
      shape: { branchId: z.uuid().optional(), semesterId: z.uuid().optional() },
      where: (q) =>
        and(
          q.semesterId ? eq(schoolClasses.semesterId, q.semesterId) : undefined,
          q.branchId ? eq(schoolClasses.branchId, q.branchId) : undefined,
        ),
    },
    toRow: (input) => {
      const name = schoolClassName(input.gradeLevel as GradeLevel, input.section);
      return {
        ...input,
        name,
        searchKey: foldTurkish(name),
        sortKey: schoolClassSortKey(input.gradeLevel as GradeLevel, input.section),
      };
    },
    check: async (db, scope, input) => {
      await assertOwned(db, semesters, scope, input.semesterId, 'dönem');
      await assertOwned(db, timePeriods, scope, input.timePeriodId, 'zaman dilimi');
      await assertOwned(db, classrooms, scope, input.classroomId, 'derslik', input.branchId);
      if (input.classroomId) {
        const [room] = await db
          .select({ name: classrooms.name, capacity: classrooms.capacity })
          .from(classrooms)
          .where(eq(classrooms.id, input.classroomId));
        if (room && input.capacity > room.capacity)
          throw badRequest(
            `Sınıf kontenjanı (${input.capacity}) ${room.name} dersliğinin kapasitesinden (${room.capacity}) büyük olamaz.`,
          );
      }
    },
    options: {
      select: (db) =>
        db
          .select({
            id: schoolClasses.id,
            name: schoolClasses.name,
            branchId: schoolClasses.branchId,
            semesterId: schoolClasses.semesterId,
          })
          .from(schoolClasses)
          .$dynamic(),
      where: eq(schoolClasses.isActive, true),
      orderBy: [asc(schoolClasses.sortKey)],
    },
    messages: { created: 'Sınıf kaydedildi.', updated: 'Sınıf güncellendi.', deleted: 'Sınıf silindi.' },
  });
  await app.register(schoolClassDocumentRoutes);
};
