import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import {
  ZCustomerConversionInput,
  ZCustomerInput,
  ZCustomerMergeInput,
  ZCustomerSearchQuery,
  ZCustomerUpdate,
} from '@panel/shared/crm/customers';
import { customerOutcomeLabels, customerTypeLabels } from '@panel/shared/crm/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { normalisePhone } from '@panel/shared/validation/phone';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../platform/auth';
import { notFound } from '../../../platform/errors';
import { type ExcelColumn, sendExcel } from '../../../platform/excel';
import { exportTitle } from '../../../platform/export-title';
import { EXCEL_PAGE_ROWS } from '../../../platform/report-routes';
import { tenantOf } from '../../../platform/tenancy';
import { campaignChoices, campaignOffers } from '../../communications/campaigns/campaign-offer.queries';
import {
  createCustomer,
  findCustomers,
  getCustomerCard,
  listConsultants,
  mergeCustomers,
  updateCustomer,
} from './customer.service';
import { convertCustomer } from './customer-conversion.service';

type CustomerRow = Awaited<ReturnType<typeof findCustomers>>['_data'][number];

const EXCEL_COLUMNS: ExcelColumn<CustomerRow>[] = [
  { header: 'Öğrenci', value: (r) => r.name },
  { header: 'Müşteri Tipi', value: (r) => customerTypeLabels[r.customerType] },
  { header: 'Kurum', value: (r) => r.corporateName },
  { header: 'Sınıf', value: (r) => r.gradeLevel },
  { header: 'Okulu', value: (r) => r.currentSchool },
  { header: 'Veli', value: (r) => r.parentName },
  { header: 'Telefon', value: (r) => normalisePhone(r.phoneDigits) },
  { header: 'Şube', value: (r) => r.branchName },
  { header: 'Referans', value: (r) => r.referenceName },
  { header: 'Kampanya', value: (r) => r.campaignName },
  { header: 'Son Durum', value: (r) => r.stateName },
  { header: 'Danışman', value: (r) => r.ownerName },
  { header: 'Sonuç', value: (r) => customerOutcomeLabels[r.outcome] },
  { header: 'Sonraki Görüşme', kind: 'day', value: (r) => r.nextContactOn },
  { header: 'Görüşme Sayısı', kind: 'number', value: (r) => r.interviewCount },
  { header: 'Kayıt Tarihi', kind: 'day', value: (r) => r.createdAt },
];

/** CRM customers: the form, the search and its Excel, the card, merging and "Kayıt Yap". */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const C = ACTIONS.crm;
  const scope = (request: FastifyRequest) => tenantOf(requireAuth(request));

  app.get(
    '/crm/customer',
    { config: { permission: C.view }, schema: { querystring: ZCustomerSearchQuery } },
    (request) => findCustomers(db, scope(request), request.query),
  );
  app.get(
    '/crm/customer/excel',
    {
      config: { permission: C.view },
      schema: { querystring: ZCustomerSearchQuery.omit({ _pageNumber: true, _pageSize: true }) },
    },
    async (request, reply) => {
      const s = scope(request);
      const first = await findCustomers(db, s, {
        ...request.query,
        _pageNumber: 1,
        _pageSize: EXCEL_PAGE_ROWS,
      });
      async function* rows() {
        yield* first._data;
        for (let page = 2; page <= first._pageCount; page++)
          yield* (
            await findCustomers(db, s, { ...request.query, _pageNumber: page, _pageSize: EXCEL_PAGE_ROWS })
          )._data;
      }
      return sendExcel(reply, {
        fileName: 'Müşteri Listesi',
        title: await exportTitle(request, 'Müşteri Listesi', request.query),
        columns: EXCEL_COLUMNS,
        rows: rows(),
      });
    },
  );
  app.get(
    '/crm/customer/:id',
    { config: { permission: C.view }, schema: { params: ZIdParamsSchema } },
    (request) => getCustomerCard(db, scope(request), request.params.id),
  );
  app.post(
    '/crm/customer',
    { config: { permission: C.manage }, schema: { body: ZCustomerInput } },
    async (request) => {
      const created = await createCustomer(db, request, scope(request), request.body);
      return { ...created, message: 'Müşteri kaydedildi.' };
    },
  );
  app.post(
    '/crm/customer/update',
    { config: { permission: C.manage }, schema: { body: ZCustomerUpdate } },
    async (request) => {
      const { id, ...input } = request.body;
      await updateCustomer(db, request, scope(request), id, input);
      return { id, message: 'Müşteri güncellendi.' };
    },
  );
  app.post(
    '/crm/customer/:id/merge',
    { config: { permission: C.manage }, schema: { params: ZIdParamsSchema, body: ZCustomerMergeInput } },
    async (request) => {
      await mergeCustomers(db, request, scope(request), request.params.id, request.body.otherId);
      return { id: request.params.id, message: 'Müşteriler birleştirildi.' };
    },
  );
  app.post(
    '/crm/customer/:id/convert',
    {
      config: { permission: C.convert },
      schema: { params: ZIdParamsSchema, body: ZCustomerConversionInput },
    },
    async (request) => {
      const converted = await convertCustomer(db, request, scope(request), request.params.id, request.body);
      return { ...converted, message: `Öğrenci kaydedildi (No ${converted.studentNo}).` };
    },
  );
  app.get('/crm/consultant', { config: { permission: C.view } }, (request) =>
    listConsultants(db, scope(request)),
  );
  app.get('/crm/campaign-choice', { config: { permission: C.view } }, (request) =>
    campaignChoices(db, scope(request)),
  );
  // The sale form reads the campaign's offers to start a converted customer's sale at its price.
  app.get(
    '/crm/campaign-offer/:id',
    { config: { permission: ACTIONS.sales.manage }, schema: { params: ZIdParamsSchema } },
    async (request) => {
      const found = await campaignOffers(db, scope(request), request.params.id);
      if (!found) throw notFound('Kampanya bulunamadı.');
      return found;
    },
  );
};
