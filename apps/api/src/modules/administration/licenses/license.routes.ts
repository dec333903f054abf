import {
  LICENSE_SORTS,
  ZIdParamsSchema,
  ZLicenseInputSchema,
  ZLicensePageSchema,
  ZLicenseSchema,
} from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getBranchOrThrow } from '../branches/branch.service';
import {
  createLicense,
  deleteLicense,
  findBranchLicenses,
  getLicenseOrThrow,
  updateLicense,
} from './license.service';

const provider = { provider: true } as const;

export const licenseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.admin.licenses };

  app.get(
    '/admin/branch/:id/license',
    {
      config,
      schema: {
        params: ZIdParamsSchema,
        querystring: listQueryWithSort(LICENSE_SORTS),
        response: { 200: ZLicensePageSchema },
      },
    },
    async (request) => {
      await getBranchOrThrow(db, provider, request.params.id);
      return findBranchLicenses(db, request.params.id, request.query);
    },
  );
  app.get(
    '/admin/license/:id',
    { config, schema: { params: ZIdParamsSchema, response: { 200: ZLicenseSchema } } },
    (request) => getLicenseOrThrow(db, request.params.id),
  );
  app.post(
    '/admin/license',
    {
      config,
      schema: {
        body: ZLicenseInputSchema.and(z.object({ branchId: z.uuid({ message: 'Lütfen Şube Seçiniz!' }) })),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      const branch = await getBranchOrThrow(db, provider, request.body.branchId);
      return { ...(await createLicense(db, request, branch, request.body)), message: 'Lisans kaydedildi.' };
    },
  );
  app.post(
    '/admin/license/update',
    {
      config,
      schema: {
        body: ZLicenseInputSchema.and(z.object({ id: z.uuid() })),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => ({
      ...(await updateLicense(db, request, request.body.id, request.body)),
      message: 'Lisans güncellendi.',
    }),
  );
  app.get(
    '/admin/license/delete/:id',
    { config, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await deleteLicense(db, request, request.params.id);
      return { message: 'Lisans silindi.' };
    },
  );
};
