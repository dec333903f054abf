import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  STUDENT_SORTS,
  ZParentInputSchema,
  ZStudentContactsSchema,
  ZStudentInputSchema,
  ZStudentRegistrationSchema,
} from '@panel/shared/students/contracts';
import { STUDY_STATES } from '@panel/shared/students/enums';
import { zMobilePhone, zOptional } from '@panel/shared/validation/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { assertBranchInScope } from '../../platform/resource';
import { tenantOf } from '../../platform/tenancy';
import {
  findParent,
  findStudents,
  getStudentOrThrow,
  listContacts,
  listStudentParents,
  registerStudent,
  updateStudent,
} from './student.service';
import { updateStudentContacts } from './student-contact.service';
import { addStudentParent, deleteStudentParent, updateStudentParent } from './student-parent.service';

const S = ACTIONS.students;
const ZStudentLinkParams = z.object({ id: z.uuid(), linkId: z.uuid() });

export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: S.view };
  const manage = { permission: S.manage };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  app.get(
    '/education/student',
    {
      config: view,
      schema: {
        querystring: listQueryWithSort(STUDENT_SORTS).extend({
          branchId: z.uuid().optional(),
          schoolClassId: z.uuid().optional(),
          studyState: z.enum(STUDY_STATES).optional(),
          withoutClass: z.enum(['true', 'false']).optional(),
        }),
      },
    },
    (request) => findStudents(db, scopeOf(request), request.query),
  );

  /** The registration form asks before it creates a parent that the business already knows. */
  app.get(
    '/education/student/parent-lookup',
    {
      config: { permission: S.register },
      schema: {
        querystring: z.object({
          citizenId: z.string().max(11).optional(),
          mobilePhone: zOptional(zMobilePhone()),
        }),
      },
    },
    async (request) =>
      (await findParent(db, scopeOf(request).businessId, {
        citizenId: request.query.citizenId,
        mobilePhone: request.query.mobilePhone,
      })) ?? null,
  );

  app.post(
    '/education/student/register',
    { config: { permission: S.register }, schema: { body: ZStudentRegistrationSchema } },
    async (request) => {
      const scope = scopeOf(request);
      await assertBranchInScope(db, scope, request.body.student.branchId);
      const result = await registerStudent(db, request, scope, request.body);
      return { ...result, message: `Öğrenci kaydedildi. Öğrenci numarası: ${result.studentNo}` };
    },
  );

  app.get('/student/:id/detail', { config: view, schema: { params: ZIdParamsSchema } }, (request) =>
    getStudentOrThrow(db, scopeOf(request), request.params.id),
  );
  app.post(
    '/student/:id/update',
    {
      config: manage,
      schema: { params: ZIdParamsSchema, body: ZStudentInputSchema.omit({ branchId: true }) },
    },
    async (request) => {
      await updateStudent(db, request, scopeOf(request), request.params.id, request.body);
      return { id: request.params.id, message: 'Öğrenci bilgileri güncellendi.' };
    },
  );

  app.get('/student/:id/contact', { config: view, schema: { params: ZIdParamsSchema } }, (request) =>
    listContacts(db, scopeOf(request), request.params.id),
  );
  app.post(
    '/student/:id/contact',
    { config: manage, schema: { params: ZIdParamsSchema, body: ZStudentContactsSchema } },
    async (request) => {
      await updateStudentContacts(db, request, scopeOf(request), request.params.id, request.body);
      return { id: request.params.id, message: 'İletişim bilgileri güncellendi.' };
    },
  );

  app.get('/student/:id/parent', { config: view, schema: { params: ZIdParamsSchema } }, (request) =>
    listStudentParents(db, scopeOf(request), request.params.id),
  );
  app.post(
    '/student/:id/parent',
    { config: manage, schema: { params: ZIdParamsSchema, body: ZParentInputSchema } },
    async (request) => {
      const result = await addStudentParent(db, request, scopeOf(request), request.params.id, request.body);
      return {
        id: result.linkId,
        message: result.reused ? 'Sistemde kayıtlı veli öğrenciye bağlandı.' : 'Veli eklendi.',
      };
    },
  );

  app.post(
    '/student/:id/parent/update',
    {
      config: manage,
      schema: { params: ZIdParamsSchema, body: ZParentInputSchema.extend({ id: z.uuid() }) },
    },
    async (request) => {
      const { id: linkId, ...input } = request.body;
      await updateStudentParent(db, request, scopeOf(request), request.params.id, linkId, input);
      return { id: linkId, message: 'Veli bilgileri güncellendi.' };
    },
  );

  app.get(
    '/student/:id/parent/delete/:linkId',
    { config: manage, schema: { params: ZStudentLinkParams } },
    async (request) => {
      await deleteStudentParent(db, request, scopeOf(request), request.params.id, request.params.linkId);
      return { message: 'Veli öğrenciden ayrıldı.' };
    },
  );
};
