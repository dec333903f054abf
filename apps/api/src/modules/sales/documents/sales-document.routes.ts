import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { todayInIstanbul } from '@panel/shared/common/dates';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { requireAuth } from '../../../platform/auth';
import { renderPdf, sendPdf } from '../../../platform/pdf';
import { tenantOf } from '../../../platform/tenancy';
import { businesses } from '../../administration/businesses/business.table';
import { getCollectionOrThrow } from '../collections/collection.service';
import { collections, orders } from '../sales.table';
import { contractContent, orderDocument, planTable } from './contract-document';
import { header, money, verification } from './document-layout';
import { acpIdOf, maskName } from './issued-document.service';
import { issuedDocuments } from './issued-document.table';
import { RECEIPT_PAGE, receiptContent } from './receipt-document';

const KIND_LABELS = {
  Receipt: 'Makbuz',
  Contract: 'Satış Sözleşmesi',
  PaymentPlan: 'Ödeme Planı',
  Invoice: 'Fatura',
} as const;

/** A document's own number and cancellation, read from the record it was printed from. */
const sourceOf = async (
  db: Db,
  kind: string,
  id: string,
): Promise<{ number: string | null; cancelledAt: Date | null }> => {
  if (kind === 'Receipt') {
    const [row] = await db
      .select({ number: collections.receiptNo, cancelledAt: collections.cancelledAt })
      .from(collections)
      .where(eq(collections.id, id));
    return row ?? { number: null, cancelledAt: null };
  }
  if (kind === 'Contract' || kind === 'PaymentPlan') {
    // A cancelled sale's contract and plan no longer bind anyone.
    const [row] = await db
      .select({ number: orders.orderNo, cancelledAt: orders.cancelledAt })
      .from(orders)
      .where(eq(orders.id, id));
    return row
      ? { number: String(row.number), cancelledAt: row.cancelledAt }
      : { number: null, cancelledAt: null };
  }
  return { number: null, cancelledAt: null };
};

/** The receipt, contract and payment plan as PDFs, and the anonymous check behind their QR codes. */
export const salesDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: ACTIONS.sales.view };
  const documentOf = (
    request: FastifyRequest<{ Params: { id: string } }>,
    kind: 'Contract' | 'PaymentPlan',
  ) => orderDocument(db, tenantOf(requireAuth(request)), request.params.id, kind, app.config.publicUrl);

  app.get(
    '/finance/collection/:id/receipt',
    { config: view, schema: { params: ZIdParamsSchema } },
    async (request, reply) => {
      const scope = tenantOf(requireAuth(request));
      const c = await getCollectionOrThrow(db, scope, request.params.id);
      const pdf = await renderPdf({
        info: { title: `Makbuz ${c.receiptNo}` },
        ...RECEIPT_PAGE,
        content: await receiptContent(db, c, app.config.publicUrl),
      });
      return sendPdf(reply, `makbuz-${c.receiptNo}`, pdf);
    },
  );

  app.get(
    '/student-order/:id/contract',
    { config: view, schema: { params: ZIdParamsSchema } },
    async (request, reply) => {
      const d = await documentOf(request, 'Contract');
      const pdf = await renderPdf({
        info: { title: `Satış Sözleşmesi ${d.order.orderNo}` },
        content: await contractContent(db, d),
      });
      return sendPdf(reply, `sozlesme-${d.order.orderNo}`, pdf);
    },
  );

  app.get(
    '/student-order/:id/payment-plan/pdf',
    { config: view, schema: { params: ZIdParamsSchema } },
    async (request, reply) => {
      const d = await documentOf(request, 'PaymentPlan');
      const sum = (pick: (i: (typeof d.plan)[number]) => number) =>
        money(d.plan.reduce((s, i) => s + pick(i), 0));
      const pdf = await renderPdf({
        info: { title: `Ödeme Planı ${d.order.orderNo}` },
        content: [
          header(d.issuer, 'ÖDEME PLANI', `Satış No: ${d.order.orderNo}`),
          { text: `Öğrenci: ${d.student.studentNo} - ${d.student.name}` },
          {
            text: `Ödeme Sorumlusu: ${d.payer ? `${d.payer.firstName} ${d.payer.lastName}` : d.student.name}`,
          },
          { text: `Satış Tutarı: ${money(d.order.net)}`, bold: true, margin: [0, 0, 0, 8] },
          planTable(d.plan),
          {
            text: `Toplam ${sum((i) => i.amount)} · Ödenen ${sum((i) => i.paid)} · Kalan ${sum((i) => (i.cancelledAt ? 0 : i.amount - i.paid))}`,
            bold: true,
            alignment: 'right',
            margin: [0, 6, 0, 0],
          },
          verification(d.link),
        ],
      });
      return sendPdf(reply, `odeme-plani-${d.order.orderNo}`, pdf);
    },
  );

  /** Anonymous: what a QR code's link shows. Nothing but the document's own summary, masked. */
  app.get(
    '/verify/:acpId/:code',
    {
      config: { public: true },
      schema: { params: z.object({ acpId: z.string().max(20), code: z.string().max(20) }) },
    },
    async (request) => {
      const { acpId, code } = request.params;
      const [doc] = await db
        .select({
          businessId: issuedDocuments.businessId,
          kind: issuedDocuments.kind,
          sourceId: issuedDocuments.sourceId,
          personName: issuedDocuments.personName,
          amount: issuedDocuments.amount,
          issuedOn: issuedDocuments.issuedOn,
          institution: businesses.name,
        })
        .from(issuedDocuments)
        .innerJoin(businesses, eq(businesses.id, issuedDocuments.businessId))
        .where(eq(issuedDocuments.code, code.toUpperCase()));
      if (!doc || acpIdOf(doc.businessId) !== acpId.toLowerCase()) return { valid: false as const };
      const source = await sourceOf(db, doc.kind, doc.sourceId);
      return {
        valid: true as const,
        kind: doc.kind,
        kindLabel: KIND_LABELS[doc.kind as keyof typeof KIND_LABELS],
        /** The number printed on the paper: the receipt's or the sale's. */
        number: source.number,
        institution: doc.institution,
        issuedOn: doc.issuedOn,
        amount: doc.amount,
        personName: maskName(doc.personName),
        cancelled: source.cancelledAt !== null,
        /** The Istanbul day it was cancelled on, or null while it stands. */
        cancelledOn: source.cancelledAt ? todayInIstanbul(source.cancelledAt) : null,
      };
    },
  );
};
