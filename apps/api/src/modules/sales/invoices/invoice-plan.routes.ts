import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { fileAnswer, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  INVOICE_PLAN_SORTS,
  ZInvoicePlanInputSchema,
  ZInvoicePlanListSchema,
  ZInvoicePlanPageSchema,
  ZInvoiceStepAnswerSchema,
  ZInvoiceStepSchema,
} from '@panel/shared/sales/contracts';
import { INVOICE_PLAN_STATES, type InvoicePlanState } from '@panel/shared/sales/enums';
import { zDayFilter } from '@panel/shared/validation/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { notFound } from '../../../platform/errors';
import { sendPdf } from '../../../platform/pdf';
import { tenantOf } from '../../../platform/tenancy';
import { findInvoicePlans, getPrintedInvoiceOrThrow, listOrderInvoicePlans } from './invoice-plan.queries';
import { recordInvoicePlans, recordInvoiceStep, type Step } from './invoice-plan.service';

const A = ACTIONS.sales;

const ZFilters = listQueryWithSort(INVOICE_PLAN_SORTS).extend({
  state: z.enum(INVOICE_PLAN_STATES).optional(),
  branchId: z.uuid().optional(),
  from: zDayFilter(),
  to: zDayFilter(),
});

const STEP_WORDS: Record<Step, string> = {
  draft: 'fatura taslağı oluşturuldu',
  print: 'fatura kesildi',
  retry: 'hatalı fatura yeniden denendi',
};

/** Invoice plans per order, the plan desk (draft, print, retry) and the printed invoices. */
export const invoicePlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/student-order/:id/invoice-plan',
    {
      config: { permission: A.view },
      schema: { params: ZIdParamsSchema, response: { 200: ZInvoicePlanListSchema } },
    },
    (request) => listOrderInvoicePlans(db, tenantOf(requireAuth(request)), request.params.id),
  );

  app.post(
    '/student-order/:id/invoice-plan',
    {
      config: { permission: A.invoices },
      schema: {
        params: ZIdParamsSchema,
        body: ZInvoicePlanInputSchema,
        response: { 200: ZMessageAnswerSchema },
      },
    },
    async (request) => {
      const scope = tenantOf(requireAuth(request));
      const n = await recordInvoicePlans(db, request, scope, request.params.id, request.body);
      return { message: `${n} faturalık plan oluşturuldu.` };
    },
  );

  const listRoute = (url: string, stateOf: (q: z.infer<typeof ZFilters>) => InvoicePlanState | undefined) =>
    app.get(
      url,
      {
        config: { permission: A.view },
        schema: { querystring: ZFilters, response: { 200: ZInvoicePlanPageSchema } },
      },
      (request) =>
        findInvoicePlans(db, tenantOf(requireAuth(request)), request.query, stateOf(request.query)),
    );
  listRoute('/finance/invoice/plan', (q) => q.state);
  listRoute('/finance/invoice/print', () => 'Printed');

  for (const step of ['draft', 'print', 'retry'] as const)
    app.post(
      `/finance/invoice/plan/${step}`,
      {
        config: { permission: A.invoices },
        schema: { body: ZInvoiceStepSchema, response: { 200: ZInvoiceStepAnswerSchema } },
      },
      async (request) => {
        const scope = tenantOf(requireAuth(request));
        const outcome = await recordInvoiceStep(db, request, scope, app.einvoice, step, request.body.ids);
        const message = `${outcome.done} ${STEP_WORDS[step]}${outcome.failed ? `, ${outcome.failed} hata.` : '.'}`;
        return { ...outcome, message };
      },
    );

  app.get(
    '/finance/invoice/:id/pdf',
    {
      config: { permission: A.view },
      schema: { params: ZIdParamsSchema, response: { 200: fileAnswer('pdf') } },
    },
    async (request, reply) => {
      const scope = tenantOf(requireAuth(request));
      const plan = await getPrintedInvoiceOrThrow(db, scope, request.params.id);
      const pdf = await app.einvoice.pdf(db, plan.draftRef);
      if (!pdf) throw notFound('Faturanın PDF dosyası entegratörde bulunamadı.');
      return sendPdf(reply, `fatura-${plan.invoiceNo}`, pdf);
    },
  );
};
