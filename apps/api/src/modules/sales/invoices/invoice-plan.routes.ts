import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { foldTurkish } from '@panel/shared/common/text';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  INVOICE_PLAN_SORTS,
  ZInvoicePlanInputSchema,
  ZInvoiceStepSchema,
} from '@panel/shared/sales/contracts';
import { INVOICE_PLAN_STATES } from '@panel/shared/sales/enums';
import { zDayFilter } from '@panel/shared/validation/zod';
import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { requireAuth } from '../../../platform/auth';
import { auditedWrite } from '../../../platform/crud';
import { notFound } from '../../../platform/errors';
import { fetchPage, likeContains, listOrder, searchOver } from '../../../platform/listing';
import { sendPdf } from '../../../platform/pdf';
import { ownedBy } from '../../../platform/resource';
import { tenantOf } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { students } from '../../students/student.table';
import { getOrderOrThrow } from '../orders/order.service';
import { orders } from '../sales.table';
import { invoicePlans as P } from './invoice.table';
import { createInvoicePlans, runInvoiceStep, type Step } from './invoice-plan.service';

const A = ACTIONS.sales;

const columns = {
  id: P.id,
  orderId: P.orderId,
  orderNo: orders.orderNo,
  studentId: orders.studentId,
  studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
  branchName: branches.name,
  kind: P.kind,
  state: P.state,
  plannedOn: P.plannedOn,
  amount: P.amount,
  vat: P.vat,
  buyerName: P.buyerName,
  buyerTaxId: P.buyerTaxId,
  invoiceNo: P.invoiceNo,
  error: P.error,
  printedAt: P.printedAt,
};

const list = (db: Db) =>
  db
    .select(columns)
    .from(P)
    .innerJoin(orders, eq(orders.id, P.orderId))
    .innerJoin(students, eq(students.id, orders.studentId))
    .innerJoin(branches, eq(branches.id, P.branchId))
    .$dynamic();

/**
 * The buyer's name folded like foldTurkish (Turkish letters mapped before lower(), which
 * only knows ASCII without ICU): the plan table has no stored search column for it.
 */
const buyerKey = sql<string>`lower(translate(${P.buyerName}, 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))`;

/** A search finds the student (their stored key) or the buyer, who is often a parent or a company. */
const searchPlans = (term: string | undefined) => {
  const byStudent = searchOver(term, students.searchKey);
  return byStudent && or(byStudent, ilike(buyerKey, likeContains(foldTurkish(term ?? ''))));
};

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
    { config: { permission: A.view }, schema: { params: ZIdParamsSchema } },
    async (request) => {
      const scope = tenantOf(requireAuth(request));
      const order = await getOrderOrThrow(db, scope, request.params.id);
      return list(db).where(eq(P.orderId, order.id)).orderBy(asc(P.plannedOn));
    },
  );

  app.post(
    '/student-order/:id/invoice-plan',
    {
      config: { permission: A.invoices },
      schema: { params: ZIdParamsSchema, body: ZInvoicePlanInputSchema },
    },
    async (request) => {
      const scope = tenantOf(requireAuth(request));
      const { mode, buyer } = request.body;
      const n = await auditedWrite(
        db,
        request,
        { action: 'create', entity: 'invoice-plan', entityId: request.params.id },
        async (tx) => ({
          id: request.params.id,
          after: request.body,
          result: await createInvoicePlans(tx, scope, request.params.id, mode, buyer),
        }),
      );
      return { message: `${n} faturalık plan oluşturuldu.` };
    },
  );

  const listRoute = (url: string, where: (q: z.infer<typeof ZFilters>) => SQL | undefined) =>
    app.get(url, { config: { permission: A.view }, schema: { querystring: ZFilters } }, async (request) => {
      const scope = tenantOf(requireAuth(request));
      const q = request.query;
      const condition = and(
        ownedBy(P, scope),
        where(q),
        q.branchId ? eq(P.branchId, q.branchId) : undefined,
        q.from ? gte(P.plannedOn, q.from) : undefined,
        q.to ? lte(P.plannedOn, q.to) : undefined,
        searchPlans(q._searchTerm),
      );
      return fetchPage(q, {
        rows: (limit, offset) =>
          list(db)
            .where(condition)
            .orderBy(
              ...listOrder(
                q,
                { plannedOn: P.plannedOn, amount: P.amount, studentName: students.sortKey },
                [asc(P.plannedOn), desc(orders.orderNo), asc(P.id)],
                [P.id],
              ),
            )
            .limit(limit)
            .offset(offset),
        total: async () =>
          (
            await db
              .select({ n: count() })
              .from(P)
              .innerJoin(orders, eq(orders.id, P.orderId))
              .innerJoin(students, eq(students.id, orders.studentId))
              .where(condition)
          )[0]!.n,
      });
    });
  listRoute('/finance/invoice/plan', (q) => (q.state ? eq(P.state, q.state) : undefined));
  listRoute('/finance/invoice/print', () => eq(P.state, 'Printed'));

  for (const step of ['draft', 'print', 'retry'] as const)
    app.post(
      `/finance/invoice/plan/${step}`,
      { config: { permission: A.invoices }, schema: { body: ZInvoiceStepSchema } },
      async (request) => {
        const scope = tenantOf(requireAuth(request));
        const outcome = await runInvoiceStep(db, scope, app.einvoice, step, request.body.ids);
        await writeAudit(db, request, {
          action: 'update',
          entity: `invoice-plan-${step}`,
          after: { ids: request.body.ids, ...outcome },
        });
        const message = `${outcome.done} ${STEP_WORDS[step]}${outcome.failed ? `, ${outcome.failed} hata.` : '.'}`;
        return { ...outcome, message };
      },
    );

  app.get(
    '/finance/invoice/:id/pdf',
    { config: { permission: A.view }, schema: { params: ZIdParamsSchema } },
    async (request, reply) => {
      const scope = tenantOf(requireAuth(request));
      const [plan] = await db
        .select()
        .from(P)
        .where(and(eq(P.id, request.params.id), ownedBy(P, scope)));
      if (!plan?.draftRef || plan.state !== 'Printed') throw notFound('Kesilmiş fatura bulunamadı.');
      const pdf = await app.einvoice.pdf(db, plan.draftRef);
      if (!pdf) throw notFound('Faturanın PDF dosyası entegratörde bulunamadı.');
      return sendPdf(reply, `fatura-${plan.invoiceNo}`, pdf);
    },
  );
};
