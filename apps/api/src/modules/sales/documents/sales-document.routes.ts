import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { fileAnswer } from '@panel/shared/common/answers';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { ZVerificationSchema } from '@panel/shared/sales/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { renderPdf, sendPdf } from '../../../platform/pdf';
import { tenantOf } from '../../../platform/tenancy';
import { getCollectionOrThrow } from '../collections/collection.queries';
import { contractContent, orderDocument, planTable } from './contract-document';
import { header, money, verification } from './document-layout';
import { RECEIPT_PAGE, receiptContent } from './receipt-document';
import { verifyDocument } from './sales-document.queries';

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
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: fileAnswer('pdf') } } },
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
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: fileAnswer('pdf') } } },
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
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: fileAnswer('pdf') } } },
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
      schema: {
        params: z.object({ acpId: z.string().max(20), code: z.string().max(20) }),
        response: { 200: ZVerificationSchema },
      },
    },
    (request) => verifyDocument(db, request.params.acpId, request.params.code),
  );
};
