import { foldTurkish } from '@panel/shared/common/text';
import { ZSchoolClassInputSchema } from '@panel/shared/education/contracts';
import { type GradeLevel, schoolClassName, schoolClassSortKey } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { describeUniqueKey } from '../../../platform/errors';
import { registerResource } from '../../../platform/resource';
import { schoolClassFilter, schoolClassReads } from './school-class.queries';
import { assertSchoolClassInput } from './school-class.service';
import { schoolClasses } from './school-class.table';
import { schoolClassDocumentRoutes } from './school-class-document.routes';

describeUniqueKey(
  'school_classes_identity_key',
  'Bu şubede bu dönem için aynı sınıf ve şube harfi zaten var.',
);

export const schoolClassRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/education/school-class',
    entity: 'school-class',
    table: schoolClasses,
    view: ACTIONS.education.structureView,
    manage: ACTIONS.education.structureManage,
    input: ZSchoolClassInputSchema,
    ...schoolClassReads,
    filters: {
      shape: { branchId: z.uuid().optional(), semesterId: z.uuid().optional() },
      where: schoolClassFilter,
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
    check: (db, scope, input) => assertSchoolClassInput(db, scope, input),
    messages: { created: 'Sınıf kaydedildi.', updated: 'Sınıf güncellendi.', deleted: 'Sınıf silindi.' },
  });
  await app.register(schoolClassDocumentRoutes);
};
