import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS, type ActionKey } from '@panel/shared/permissions/keys';
import {
  PERSONNEL_SORTS,
  ZEmploymentChangeSchema,
  ZEmploymentEventSchema,
  ZNamedSchema,
  ZPersonnelContactSchema,
  ZPersonnelInputSchema,
  ZPersonnelOptionSchema,
  ZPersonnelPageSchema,
  ZPersonnelSchema,
  ZPersonnelSummarySchema,
  ZTeacherMajorsSchema,
  ZTeacherSchema,
} from '@panel/shared/personnel/contracts';
import { EMPLOYMENT_STATES } from '@panel/shared/personnel/enums';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { assertBranchInScope } from '../../platform/resource';
import { type TenantScope, tenantOf } from '../../platform/tenancy';
import { listActiveMajors } from '../administration/majors/major.queries';
import { findPersonnel, getPersonnelOrThrow } from './personnel.queries';
import {
  changeEmployment,
  createPersonnel,
  deletePersonnel,
  getPersonnelSummary,
  getTeacherOrThrow,
  listEmploymentEvents,
  listTeachers,
  setTeacherMajors,
  updatePersonnel,
  updatePersonnelContact,
} from './personnel.service';

const P = ACTIONS.personnel;

export const personnelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: P.view };
  const manage = { permission: P.manage };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  /**
   * POST {path} on one record (`:id`): `change` writes the body as the caller, and the answer is
   * the record's id and `message`.
   */
  const changeRoute = <B extends z.ZodType>(
    path: string,
    spec: { permission: ActionKey; body: B; message: (body: z.output<B>) => string },
    change: (request: FastifyRequest, scope: TenantScope, id: string, body: z.output<B>) => Promise<unknown>,
  ) =>
    app.post(
      path,
      {
        config: { permission: spec.permission },
        schema: { params: ZIdParamsSchema, body: spec.body, response: { 200: ZIdMessageAnswerSchema } },
      },
      async (request) => {
        const body = request.body as z.output<B>;
        await change(request, scopeOf(request), request.params.id, body);
        return { id: request.params.id, message: spec.message(body) };
      },
    );

  app.get(
    '/personnel',
    {
      config: view,
      schema: {
        querystring: listQueryWithSort(PERSONNEL_SORTS).extend({
          branchId: z.uuid().optional(),
          employmentState: z.enum(EMPLOYMENT_STATES).optional(),
          isTeacher: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: ZPersonnelPageSchema },
      },
    },
    (request) => findPersonnel(db, scopeOf(request), request.query),
  );
  // Teachers are picked in class assignments and the lesson program: those screens' permission reads them.
  app.get(
    '/personnel/list',
    {
      config: { permission: ACTIONS.education.programView },
      schema: {
        querystring: z.object({
          branchId: z.uuid().optional(),
          teachersOnly: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: z.array(ZPersonnelOptionSchema) },
      },
    },
    (request) =>
      listTeachers(db, scopeOf(request), {
        branchId: request.query.branchId,
        teachersOnly: request.query.teachersOnly === 'true',
      }),
  );
  app.get(
    '/personnel/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZPersonnelSchema } } },
    (request) => getPersonnelOrThrow(db, scopeOf(request), request.params.id),
  );
  app.get(
    '/personnel/:id/summary',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZPersonnelSummarySchema } } },
    (request) => getPersonnelSummary(db, scopeOf(request), request.params.id),
  );
  app.post(
    '/personnel',
    { config: manage, schema: { body: ZPersonnelInputSchema, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      await assertBranchInScope(db, scope, request.body.branchId);
      return {
        ...(await createPersonnel(db, request, scope, request.body)),
        message: 'Personel kaydedildi.',
      };
    },
  );
  app.post(
    '/personnel/update',
    {
      config: manage,
      schema: {
        body: ZPersonnelInputSchema.extend({ id: z.uuid() }),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { id, ...input } = request.body;
      await assertBranchInScope(db, scope, input.branchId);
      await updatePersonnel(db, request, scope, id, input);
      return { id, message: 'Personel güncellendi.' };
    },
  );
  changeRoute(
    '/personnel/:id/contact',
    { permission: P.manage, body: ZPersonnelContactSchema, message: () => 'İletişim bilgileri güncellendi.' },
    (request, scope, id, body) => updatePersonnelContact(db, request, scope, id, body),
  );
  app.get(
    '/personnel/delete/:id',
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await deletePersonnel(db, request, scopeOf(request), request.params.id);
      return { message: 'Personel silindi.' };
    },
  );

  app.get(
    '/personnel/:id/employment',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: z.array(ZEmploymentEventSchema) } } },
    (request) => listEmploymentEvents(db, scopeOf(request), request.params.id),
  );
  changeRoute(
    '/personnel/:id/employment',
    {
      permission: P.employment,
      body: ZEmploymentChangeSchema,
      message: (body) =>
        body.employmentState === 'Dismissed' ? 'İşten çıkış kaydedildi.' : 'İşe giriş kaydedildi.',
    },
    (request, scope, id, body) => changeEmployment(db, request, scope, id, body),
  );

  app.get(
    '/teacher/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZTeacherSchema } } },
    (request) => getTeacherOrThrow(db, scopeOf(request), request.params.id),
  );
  changeRoute(
    '/teacher/:id/majors',
    { permission: P.manage, body: ZTeacherMajorsSchema, message: () => 'Öğretmenin branşları güncellendi.' },
    (request, scope, id, body) => setTeacherMajors(db, request, scope, id, body.majorIds),
  );

  // Majors are the provider's list; every signed-in account may read it for its selects.
  app.get(
    '/major/list',
    { config: { permission: ACTIONS.self.session }, schema: { response: { 200: z.array(ZNamedSchema) } } },
    () => listActiveMajors(db),
  );
};
