import { todayInIstanbul } from '@panel/shared/common/dates';
import type { TInvoicePlanInput } from '@panel/shared/sales/contracts';
import {
  INVOICE_PLAN_TRANSITIONS,
  type InvoiceKind,
  type InvoicePlanState,
  invoicePlanStateLabels,
} from '@panel/shared/sales/enums';
import { vatInside } from '@panel/shared/sales/pricing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { type EInvoiceIntegrator, IntegratorError } from '../../../integrations/einvoice/einvoice-integrator';
import { writeAudit } from '../../../platform/audit';
import { auditedWrite } from '../../../platform/crud';
import { badRequest, notFound } from '../../../platform/errors';
import { firstId } from '../../../platform/first-id';
import { ownedBy } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { getOrderOrThrow } from '../orders/order.queries';
import { installments, orderItems, orders } from '../sales.table';
import { invoicePlans } from './invoice.table';
import {
  corporateOf,
  firstAddressOf,
  invoicingCorporateOf,
  parentOf,
  studentOf,
} from './invoice-plan.queries';

export type Buyer = 'PaymentPerson' | 'Student' | { name: string; taxId: string; address: string | null };

/** A 10-digit tax number is a registered taxpayer (e-invoice); a citizen id is a person (e-archive). */
const kindOf = (taxId: string): InvoiceKind => (taxId.length === 10 ? 'EInvoice' : 'EArchive');

/** Splits `total` by `weights` in kuruş, the remainder on the last share. */
const shares = (total: number, weights: number[]): number[] => {
  const sum = weights.reduce((s, w) => s + w, 0);
  const out = weights.map((w) => (sum === 0 ? 0 : Math.floor((total * w) / sum)));
  out[out.length - 1] = total - out.slice(0, -1).reduce((s, v) => s + v, 0);
  return out;
};

const buyerOf = async (
  db: Db,
  order: { studentId: string; paymentPersonId: string | null },
  buyer: Buyer,
) => {
  if (typeof buyer === 'object') return buyer;
  const address = await firstAddressOf(db, order.studentId);
  if (buyer === 'PaymentPerson' && order.paymentPersonId) {
    const p = await parentOf(db, order.paymentPersonId);
    if (!p?.citizenId)
      throw badRequest('Ödeme sorumlusunun T.C. kimlik numarası kayıtlı değil; fatura kesilemez.');
    return { name: `${p.firstName} ${p.lastName}`, taxId: p.citizenId, address: address?.value ?? null };
  }
  const s = await studentOf(db, order.studentId);
  return { name: `${s!.firstName} ${s!.lastName}`, taxId: s!.citizenId, address: address?.value ?? null };
};

/**
 * The invoice plan of an order: one invoice for the whole order today, or one per
 * installment on its due date. Amounts and VAT are split in kuruş so the plans add up to
 * the order exactly.
 */
export const createInvoicePlans = async (
  tx: Db,
  scope: TenantScope,
  orderId: string,
  mode: 'Order' | 'Installment',
  buyerChoice: Buyer,
) => {
  const order = await getOrderOrThrow(tx, scope, orderId, true);
  if (order.state === 'Draft')
    throw badRequest('Ödeme planı kaydedilmemiş satış için fatura planı yapılamaz.');
  if (order.state === 'Cancelled') throw badRequest('İptal edilmiş satış için fatura planı yapılamaz.');
  if (await firstId(tx, invoicePlans, eq(invoicePlans.orderId, order.id)))
    throw badRequest('Bu satışın fatura planı zaten var.');
  const branch = await invoicingCorporateOf(tx, order.branchId);
  if (!branch?.corporateId) throw badRequest('Şubenin fatura kesen şirketi tanımlı değil.');
  const buyer = await buyerOf(tx, order, buyerChoice);
  const plan =
    mode === 'Order'
      ? [{ installmentId: null, plannedOn: todayInIstanbul(), amount: order.net }]
      : (
          await tx
            .select()
            .from(installments)
            .where(eq(installments.orderId, order.id))
            .orderBy(asc(installments.no))
        ).map((i) => ({ installmentId: i.id, plannedOn: i.dueDate, amount: i.amount }));
  const vats = shares(
    order.vat,
    plan.map((p) => p.amount),
  );
  const rows = await tx
    .insert(invoicePlans)
    .values(
      plan.map((p, i) => ({
        businessId: order.businessId,
        branchId: order.branchId,
        orderId: order.id,
        installmentId: p.installmentId,
        corporateId: branch.corporateId!,
        kind: kindOf(buyer.taxId),
        plannedOn: p.plannedOn,
        amount: p.amount,
        vat: vats[i]!,
        buyerName: buyer.name,
        buyerTaxId: buyer.taxId,
        buyerAddress: buyer.address,
      })),
    )
    .returning({ id: invoicePlans.id });
  await tx.update(orders).set({ hasInvoiceTracker: true }).where(eq(orders.id, order.id));
  return rows.length;
};

/** The lines of each plan of an order: every item's share, the remainders on the last plan. */
const linesOf = async (db: Db, orderId: string, planId: string) => {
  const [items, plans] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position)),
    db
      .select()
      .from(invoicePlans)
      .where(eq(invoicePlans.orderId, orderId))
      .orderBy(asc(invoicePlans.plannedOn), asc(invoicePlans.createdAt), asc(invoicePlans.id)),
  ]);
  const index = plans.findIndex((p) => p.id === planId);
  return items.map((item) => {
    const nets = shares(
      item.net,
      plans.map((p) => p.amount),
    );
    const vats = plans.map((_, i) => vatInside(nets[i]!, item.vatRate));
    vats[vats.length - 1] = item.vat - vats.slice(0, -1).reduce((s, v) => s + v, 0);
    return {
      name: item.name,
      quantity: item.quantity,
      net: nets[index]!,
      vatRate: item.vatRate,
      vat: vats[index]!,
    };
  });
};

export type Step = 'draft' | 'print' | 'retry';

/** A claim older than this was left by a process that stopped mid-call: the plan is free again. */
const CLAIM_LEASE_MS = 5 * 60 * 1000;

/**
 * One step of one plan, never calling the integrator inside a transaction (a slow
 * integrator would hold the plan's row lock and stall every other writer of the plan):
 * the plan is claimed in one short transaction, the integrator called with no lock held,
 * and the outcome recorded in another. A crash between leaves the plan in its old state
 * with an expiring claim; the retry sends the step again.
 */
const runPlanStep = async (
  db: Db,
  integrator: EInvoiceIntegrator,
  step: Step,
  id: string,
): Promise<string | null> => {
  const claim = await db.transaction(async (tx) => {
    const [plan] = await tx.select().from(invoicePlans).where(eq(invoicePlans.id, id)).for('update');
    const state = plan!.state as InvoicePlanState;
    const action =
      step === 'retry'
        ? state === 'ErrorOnDraft'
          ? 'draft'
          : state === 'ErrorOnPrint' || state === 'InvoiceNoMissingDraft'
            ? 'print'
            : null
        : step;
    const target: InvoicePlanState = action === 'draft' ? 'Drafted' : 'Printed';
    if (!action || !INVOICE_PLAN_TRANSITIONS[state].includes(target))
      return `${plan!.buyerName} (${plan!.plannedOn}): "${invoicePlanStateLabels[state]}" durumundaki plan için bu işlem yapılamaz.`;
    if (plan!.claimedAt && Date.now() - plan!.claimedAt.getTime() < CLAIM_LEASE_MS)
      return `${plan!.buyerName} (${plan!.plannedOn}): plan şu anda entegratöre gönderiliyor; biraz sonra tekrar deneyin.`;
    await tx.update(invoicePlans).set({ claimedAt: new Date() }).where(eq(invoicePlans.id, id));
    if (action === 'print') return { plan: plan!, action, draft: null };
    const corporate = await corporateOf(tx, plan!.corporateId);
    return {
      plan: plan!,
      action,
      draft: {
        businessId: plan!.businessId,
        corporateId: plan!.corporateId,
        seller: corporate!,
        kind: plan!.kind as InvoiceKind,
        // The day the invoice is for; the invoice itself is dated the day it is printed.
        dueOn: plan!.plannedOn,
        installmentNo: plan!.installmentId
          ? ((
              await tx
                .select({ no: installments.no })
                .from(installments)
                .where(eq(installments.id, plan!.installmentId))
            )[0]?.no ?? null)
          : null,
        buyer: { name: plan!.buyerName, taxId: plan!.buyerTaxId, address: plan!.buyerAddress },
        lines: await linesOf(tx, plan!.orderId, plan!.id),
        amount: plan!.amount,
        vat: plan!.vat,
      },
    };
  });
  if (typeof claim === 'string') return claim;
  const record = (values: Partial<typeof invoicePlans.$inferInsert>) =>
    db
      .update(invoicePlans)
      .set({ ...values, claimedAt: null, updatedAt: new Date() })
      .where(eq(invoicePlans.id, id));
  try {
    if (claim.draft) {
      const { draftRef } = await integrator.createDraft(db, claim.draft);
      await record({ state: 'Drafted', draftRef, error: null });
      return null;
    }
    const { invoiceNo } = await integrator.print(db, claim.plan.draftRef!);
    await record(
      invoiceNo
        ? { state: 'Printed', invoiceNo, printedAt: new Date(), error: null }
        : { state: 'InvoiceNoMissingDraft', error: 'Entegratör faturayı numarasız bıraktı.' },
    );
    return invoiceNo ? null : 'Entegratör faturayı numarasız bıraktı.';
  } catch (error) {
    if (!(error instanceof IntegratorError)) {
      await record({});
      throw error;
    }
    await record({ state: claim.action === 'draft' ? 'ErrorOnDraft' : 'ErrorOnPrint', error: error.message });
    return error.message;
  }
};

/** Runs one step on each chosen plan, each on its own (runPlanStep): one failure does not undo the others. */
export const runInvoiceStep = async (
  db: Db,
  scope: TenantScope,
  integrator: EInvoiceIntegrator,
  step: Step,
  ids: string[],
) => {
  const found = await db
    .select({ id: invoicePlans.id })
    .from(invoicePlans)
    .where(and(inArray(invoicePlans.id, ids), ownedBy(invoicePlans, scope)))
    // In date order, so the invoices of one sale are numbered in the order they are due.
    .orderBy(asc(invoicePlans.plannedOn), asc(invoicePlans.createdAt), asc(invoicePlans.id));
  // A plan outside the caller's scope makes the whole request 404, as a single id would.
  if (found.length !== new Set(ids).size) throw notFound();
  const errors: string[] = [];
  let done = 0;
  for (const { id } of found) {
    const outcome = await runPlanStep(db, integrator, step, id);
    if (outcome) errors.push(outcome);
    else done++;
  }
  return { done, failed: errors.length, errors };
};

/** POST /student-order/{id}/invoice-plan: the plans and their audit row commit together. */
export const recordInvoicePlans = (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  orderId: string,
  input: TInvoicePlanInput,
) =>
  auditedWrite(db, request, { action: 'create', entity: 'invoice-plan', entityId: orderId }, async (tx) => ({
    id: orderId,
    after: input,
    result: await createInvoicePlans(tx, scope, orderId, input.mode, input.buyer),
  }));

/** POST /finance/invoice/plan/{step}: the step on each plan, then one audit row for the batch. */
export const recordInvoiceStep = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  integrator: EInvoiceIntegrator,
  step: Step,
  ids: string[],
) => {
  const outcome = await runInvoiceStep(db, scope, integrator, step, ids);
  await writeAudit(db, request, {
    action: 'update',
    entity: `invoice-plan-${step}`,
    after: { ids, ...outcome },
  });
  return outcome;
};
