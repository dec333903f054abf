import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { assertBranchInScope } from '../../platform/resource';
import { tenantOf } from '../../platform/tenancy';
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
  app.post(
    '/personnel/:id/contact',
    {
      config: manage,
      schema: {
        params: ZIdParamsSchema,
        body: ZPersonnelContactSchema,
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      await updatePersonnelContact(db, request, scopeOf(request), request.params.id, request.body);
      return { id: request.params.id, message: 'İletişim bilgileri güncellendi.' };
    },
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
  app.post(
    '/personnel/:id/employment',
    {
      config: { permission: P.employment },
      schema: {
        params: ZIdParamsSchema,
        body: ZEmploymentChangeSchema,
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      await changeEmployment(db, request, scopeOf(request), request.params.id, request.body);
      return {
        id: request.params.id,
        message:
          request.body.employmentState === 'Dismissed' ? 'İşten çıkış kaydedildi.' : 'İşe giriş kaydedildi.',
      };
    },
  );

  app.get(
    '/teacher/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZTeacherSchema } } },
    (request) => getTeacherOrThrow(db, scopeOf(request), request.params.id),
  );
  app.post(
    '/teacher/:id/majors',
    {
      config: manage,
      schema: {
        params: ZIdParamsSchema,
        body: ZTeacherMajorsSchema,
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      await setTeacherMajors(db, request, scopeOf(request), request.params.id, request.body.majorIds);
      return { id: request.params.id, message: 'Öğretmenin branşları güncellendi.' };
    },
  );

  // Majors are the provider's list; every signed-in account may read it for its selects.
  app.get(
    '/major/list',
    { config: { permission: ACTIONS.self.session }, schema: { response: { 200: z.array(ZNamedSchema) } } },
    () => listActiveMajors(db),
  );
};
