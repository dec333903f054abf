import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  STUDENT_SORTS,
  ZParentInputSchema,
  ZParentMatchSchema,
  ZStudentContactSchema,
  ZStudentContactsSchema,
  ZStudentDetailSchema,
  ZStudentInputSchema,
  ZStudentPageSchema,
  ZStudentParentSchema,
  ZStudentRegisteredSchema,
  ZStudentRegistrationSchema,
} from '@panel/shared/students/contracts';
import { STUDY_STATES } from '@panel/shared/students/enums';
import { zMobilePhone, zOptional } from '@panel/shared/validation/zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { assertBranchInScope } from '../../platform/resource';
import { type TenantScope, tenantOf } from '../../platform/tenancy';
import { getStudentDetail, listContacts, listStudentParents } from './student.queries';
import { registerStudent, updateStudent } from './student.service';
import { updateStudentContacts } from './student-contact.service';
import { findStudents } from './student-list.queries';
import { findParent } from './student-parent.queries';
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
        response: { 200: ZStudentPageSchema },
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
        response: { 200: ZParentMatchSchema.nullable() },
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
    {
      config: { permission: S.register },
      schema: { body: ZStudentRegistrationSchema, response: { 200: ZStudentRegisteredSchema } },
    },
    async (request) => {
      const scope = scopeOf(request);
      await assertBranchInScope(db, scope, request.body.student.branchId);
      const result = await registerStudent(db, request, scope, request.body);
      return { ...result, message: `Öğrenci kaydedildi. Öğrenci numarası: ${result.studentNo}` };
    },
  );

  app.get(
    '/student/:id/detail',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZStudentDetailSchema } } },
    (request) => getStudentDetail(db, scopeOf(request), request.params.id),
  );
  /** POST /student/{id}/…: saves a part of the student's record; the answer names the student. */
  const savePartRoute = <B extends z.ZodType>(
    path: string,
    body: B,
    save: (request: FastifyRequest, scope: TenantScope, id: string, input: z.output<B>) => Promise<unknown>,
    message: string,
  ) =>
    app.post(
      path,
      {
        config: manage,
        schema: { params: ZIdParamsSchema, body, response: { 200: ZIdMessageAnswerSchema } },
      },
      async (request) => {
        await save(request, scopeOf(request), request.params.id, request.body as z.output<B>);
        return { id: request.params.id, message };
      },
    );

  savePartRoute(
    '/student/:id/update',
    ZStudentInputSchema.omit({ branchId: true }),
    (request, scope, id, input) => updateStudent(db, request, scope, id, input),
    'Öğrenci bilgileri güncellendi.',
  );
  app.get(
    '/student/:id/contact',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: z.array(ZStudentContactSchema) } } },
    (request) => listContacts(db, scopeOf(request), request.params.id),
  );
  savePartRoute(
    '/student/:id/contact',
    ZStudentContactsSchema,
    (request, scope, id, input) => updateStudentContacts(db, request, scope, id, input),
    'İletişim bilgileri güncellendi.',
  );

  app.get(
    '/student/:id/parent',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: z.array(ZStudentParentSchema) } } },
    (request) => listStudentParents(db, scopeOf(request), request.params.id),
  );
  app.post(
    '/student/:id/parent',
    {
      config: manage,
      schema: {
        params: ZIdParamsSchema,
        body: ZParentInputSchema,
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
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
      schema: {
        params: ZIdParamsSchema,
        body: ZParentInputSchema.extend({ id: z.uuid() }),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      const { id: linkId, ...input } = request.body;
      await updateStudentParent(db, request, scopeOf(request), request.params.id, linkId, input);
      return { id: linkId, message: 'Veli bilgileri güncellendi.' };
    },
  );

  app.get(
    '/student/:id/parent/delete/:linkId',
    { config: manage, schema: { params: ZStudentLinkParams, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await deleteStudentParent(db, request, scopeOf(request), request.params.id, request.params.linkId);
      return { message: 'Veli öğrenciden ayrıldı.' };
    },
  );
};
