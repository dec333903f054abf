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
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { auditedWrite } from '../../platform/crud';
import { badRequest, notFound } from '../../platform/errors';
import { assertBranchInScope } from '../../platform/resource';
import { tenantOf } from '../../platform/tenancy';
import {
  findParent,
  findStudents,
  getStudentOrThrow,
  linkParent,
  listContacts,
  listStudentParents,
  refreshSearchKey,
  registerStudent,
  replaceContacts,
  updateStudent,
} from './student.service';
import { parents, studentParents } from './student.table';

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
      const scope = scopeOf(request);
      const before = await listContacts(db, scope, request.params.id);
      await auditedWrite(
        db,
        request,
        { action: 'update', entity: 'student-contacts', entityId: request.params.id, before },
        async (tx) => {
          await replaceContacts(tx, scope.businessId, request.params.id, request.body.contacts);
          await refreshSearchKey(tx, request.params.id);
          return { id: request.params.id, after: request.body, result: null };
        },
      );
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
      const scope = scopeOf(request);
      await getStudentOrThrow(db, scope, request.params.id);
      const result = await auditedWrite(
        db,
        request,
        { action: 'create', entity: 'student-parent' },
        async (tx) => {
          const linked = await linkParent(tx, scope.businessId, request.params.id, request.body);
          await refreshSearchKey(tx, request.params.id);
          return { id: linked.linkId, after: request.body, result: linked };
        },
      );
      return {
        id: result.linkId,
        message: result.reused ? 'Sistemde kayıtlı veli öğrenciye bağlandı.' : 'Veli eklendi.',
      };
    },
  );

  const getLinkOrThrow = async (scope: ReturnType<typeof scopeOf>, studentId: string, linkId: string) => {
    await getStudentOrThrow(db, scope, studentId);
    const [link] = await db
      .select()
      .from(studentParents)
      .where(and(eq(studentParents.id, linkId), eq(studentParents.studentId, studentId)));
    if (!link) throw notFound();
    return link;
  };

  app.post(
    '/student/:id/parent/update',
    {
      config: manage,
      schema: { params: ZIdParamsSchema, body: ZParentInputSchema.extend({ id: z.uuid() }) },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { id: linkId, ...input } = request.body;
      const before = await getLinkOrThrow(scope, request.params.id, linkId);
      // The same person may be a parent of siblings: a changed citizen id must not collide.
      const other = input.citizenId
        ? await findParent(db, scope.businessId, { citizenId: input.citizenId })
        : null;
      if (other && other.id !== before.parentId)
        throw badRequest(
          `Bu T.C. kimlik numarası başka bir veliye ait: ${other.firstName} ${other.lastName}.`,
        );
      await auditedWrite(
        db,
        request,
        { action: 'update', entity: 'student-parent', entityId: linkId, before },
        async (tx) => {
          await tx
            .update(parents)
            .set({
              firstName: input.firstName,
              lastName: input.lastName,
              citizenId: input.citizenId,
              mobilePhone: input.mobilePhone,
              email: input.email,
              occupation: input.occupation,
            })
            .where(eq(parents.id, before.parentId));
          if (input.isPaymentPerson)
            await tx
              .update(studentParents)
              .set({ isPaymentPerson: false })
              .where(eq(studentParents.studentId, request.params.id));
          await tx
            .update(studentParents)
            .set({ relation: input.relation, isAdult: input.isAdult, isPaymentPerson: input.isPaymentPerson })
            .where(eq(studentParents.id, linkId));
          await refreshSearchKey(tx, request.params.id);
          return { id: linkId, after: input, result: null };
        },
      );
      return { id: linkId, message: 'Veli bilgileri güncellendi.' };
    },
  );

  app.get(
    '/student/:id/parent/delete/:linkId',
    { config: manage, schema: { params: ZStudentLinkParams } },
    async (request) => {
      const scope = scopeOf(request);
      const before = await getLinkOrThrow(scope, request.params.id, request.params.linkId);
      await auditedWrite(
        db,
        request,
        { action: 'delete', entity: 'student-parent', entityId: before.id, before },
        async (tx) => {
          // The parent stays a person of the business: siblings and payments may point at them.
          await tx.delete(studentParents).where(eq(studentParents.id, before.id));
          await refreshSearchKey(tx, request.params.id);
          return { id: before.id, result: null };
        },
      );
      return { message: 'Veli öğrenciden ayrıldı.' };
    },
  );
};
