import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema } from '@panel/shared/common/answers';
import {
  ZCampaignOffersSchema,
  ZChoiceSchema,
  ZConsultantSchema,
  ZCustomerCardSchema,
  ZCustomerConversionAnswerSchema,
  ZCustomerConversionInput,
  ZCustomerInput,
  ZCustomerMergeInput,
  ZCustomerPageSchema,
  ZCustomerSearchQuery,
  ZCustomerUpdate,
} from '@panel/shared/crm/customers';
import { customerOutcomeLabels, customerTypeLabels } from '@panel/shared/crm/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { normalisePhone } from '@panel/shared/validation/phone';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { notFound } from '../../../platform/errors';
import { exportTitleFor } from '../../../platform/export-title';
import {
  EXCEL_PAGE_ROWS,
  excelColumnsOf,
  pagedRows,
  type ReportColumn,
  type ReportRow,
  registerExcelRoute,
} from '../../../platform/report-routes';
import { tenantOf } from '../../../platform/tenancy';
import { campaignChoices, campaignOffers } from '../campaigns/campaign-offer.queries';
import { listConsultants } from './customer.queries';
import {
  createCustomer,
  findCustomers,
  getCustomerCard,
  mergeCustomers,
  updateCustomer,
} from './customer.service';
import { convertCustomer } from './customer-conversion.service';

type CustomerRow = Awaited<ReturnType<typeof findCustomers>>['_data'][number];

const text = (key: string, header: string): ReportColumn => ({ key, header, kind: 'text' });
const EXCEL_COLUMNS: ReportColumn[] = [
  text('name', 'Öğrenci'),
  text('customerType', 'Müşteri Tipi'),
  text('corporateName', 'Kurum'),
  text('gradeLevel', 'Sınıf'),
  text('currentSchool', 'Okulu'),
  text('parentName', 'Veli'),
  text('phone', 'Telefon'),
  text('branchName', 'Şube'),
  text('referenceName', 'Referans'),
  text('campaignName', 'Kampanya'),
  text('stateName', 'Son Durum'),
  text('ownerName', 'Danışman'),
  text('outcome', 'Sonuç'),
  { key: 'nextContactOn', header: 'Sonraki Görüşme', kind: 'day' },
  { key: 'interviewCount', header: 'Görüşme Sayısı', kind: 'number' },
  { key: 'createdAt', header: 'Kayıt Tarihi', kind: 'day' },
];

/** A customer as the Excel row prints it: codes in words, the phone written out. */
const customerCells = (r: CustomerRow): ReportRow => ({
  ...r,
  customerType: customerTypeLabels[r.customerType],
  phone: normalisePhone(r.phoneDigits),
  outcome: customerOutcomeLabels[r.outcome],
});

/** CRM customers: the form, the search and its Excel, the card, merging and "Kayıt Yap". */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const C = ACTIONS.crm;
  const scope = (request: FastifyRequest) => tenantOf(requireAuth(request));

  app.get(
    '/crm/customer',
    {
      config: { permission: C.view },
      schema: { querystring: ZCustomerSearchQuery, response: { 200: ZCustomerPageSchema } },
    },
    async (request) => {
      const page = await findCustomers(db, scope(request), request.query);
      return { ...page, _data: page._data.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  );
  registerExcelRoute(app, {
    path: '/crm/customer',
    permission: C.view,
    title: 'Müşteri Listesi',
    query: ZCustomerSearchQuery.omit({ _pageNumber: true, _pageSize: true }),
    open: async (reportDb, asker, query) => {
      const read = (limit: number, offset: number) =>
        findCustomers(reportDb, asker.scope, {
          ...query,
          // Pages of a fixed size: the offset is always a whole number of them.
          _pageNumber: offset / EXCEL_PAGE_ROWS + 1,
          _pageSize: EXCEL_PAGE_ROWS,
        }).then((page) => page._data.slice(0, limit));
      return {
        rows: async () =>
          (await findCustomers(reportDb, asker.scope, { ...query, _pageNumber: 1, _pageSize: 1 }))._totalData,
        excel: async () => ({
          fileName: 'Müşteri Listesi',
          title: await exportTitleFor(reportDb, asker, 'Müşteri Listesi', query),
          columns: excelColumnsOf(EXCEL_COLUMNS),
          rows: (async function* () {
            for await (const row of pagedRows(read)) yield customerCells(row);
          })(),
        }),
      };
    },
  });
  app.get(
    '/crm/customer/:id',
    {
      config: { permission: C.view },
      schema: { params: ZIdParamsSchema, response: { 200: ZCustomerCardSchema } },
    },
    (request) => getCustomerCard(db, scope(request), request.params.id),
  );
  app.post(
    '/crm/customer',
    {
      config: { permission: C.manage },
      schema: { body: ZCustomerInput, response: { 200: ZIdMessageAnswerSchema } },
    },
    async (request) => {
      const created = await createCustomer(db, request, scope(request), request.body);
      return { ...created, message: 'Müşteri kaydedildi.' };
    },
  );
  app.post(
    '/crm/customer/update',
    {
      config: { permission: C.manage },
      schema: { body: ZCustomerUpdate, response: { 200: ZIdMessageAnswerSchema } },
    },
    async (request) => {
      const { id, ...input } = request.body;
      await updateCustomer(db, request, scope(request), id, input);
      return { id, message: 'Müşteri güncellendi.' };
    },
  );
  app.post(
    '/crm/customer/:id/merge',
    {
      config: { permission: C.manage },
      schema: {
        params: ZIdParamsSchema,
        body: ZCustomerMergeInput,
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      await mergeCustomers(db, request, scope(request), request.params.id, request.body.otherId);
      return { id: request.params.id, message: 'Müşteriler birleştirildi.' };
    },
  );
  app.post(
    '/crm/customer/:id/convert',
    {
      config: { permission: C.convert },
      schema: {
        params: ZIdParamsSchema,
        body: ZCustomerConversionInput,
        response: { 200: ZCustomerConversionAnswerSchema },
      },
    },
    async (request) => {
      const converted = await convertCustomer(db, request, scope(request), request.params.id, request.body);
      return { ...converted, message: `Öğrenci kaydedildi (No ${converted.studentNo}).` };
    },
  );
  app.get(
    '/crm/consultant',
    { config: { permission: C.view }, schema: { response: { 200: z.array(ZConsultantSchema) } } },
    (request) => listConsultants(db, scope(request)),
  );
  app.get(
    '/crm/campaign-choice',
    { config: { permission: C.view }, schema: { response: { 200: z.array(ZChoiceSchema) } } },
    (request) => campaignChoices(db, scope(request)),
  );
  // The sale form reads the campaign's offers to start a converted customer's sale at its price.
  app.get(
    '/crm/campaign-offer/:id',
    {
      config: { permission: ACTIONS.sales.manage },
      schema: { params: ZIdParamsSchema, response: { 200: ZCampaignOffersSchema } },
    },
    async (request) => {
      const found = await campaignOffers(db, scope(request), request.params.id);
      if (!found) throw notFound('Kampanya bulunamadı.');
      return found;
    },
  );
};
