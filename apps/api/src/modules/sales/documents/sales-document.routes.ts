import { fillContractTemplate } from '@panel/shared/administration/contract-template';
import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { amountInWords } from '@panel/shared/common/amount-in-words';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { type OrderItemKind, orderItemKindLabels } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { type PaymentMethod, paymentMethodLabels } from '@panel/shared/sales/enums';
import { discountText } from '@panel/shared/sales/pricing';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { requireAuth } from '../../../platform/auth';
import { badRequest } from '../../../platform/errors';
import { type Content, renderPdf, sendPdf } from '../../../platform/pdf';
import { tenantOf } from '../../../platform/tenancy';
import { getContractTemplate } from '../../administration/businesses/business.service';
import { businesses } from '../../administration/businesses/business.table';
import { parents } from '../../students/student.table';
import { getCollectionOrThrow } from '../collections/collection.service';
import { getOrderOrThrow, orderLines } from '../orders/order.service';
import { collections, type installments, orders } from '../sales.table';
import {
  header,
  installmentName,
  issuerOf,
  money,
  signature,
  studentOf,
  table,
  verification,
} from './document-layout';
import { acpIdOf, documentFor, maskName, verifyPath } from './issued-document.service';
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

const planTable = (plan: (typeof installments.$inferSelect)[]): Content =>
  table(
    ['*', 70, 70, 70, 70, 80],
    ['Taksit', 'Vade', 'Tutar', 'Ödenen', 'Kalan', 'Ödeme Yöntemi'],
    plan.map((i) => [
      installmentName(i.no),
      formatDay(i.dueDate),
      money(i.amount),
      money(i.paid),
      money(i.cancelledAt ? 0 : i.amount - i.paid),
      i.cancelledAt ? 'İptal' : paymentMethodLabels[i.method as PaymentMethod],
    ]),
    [2, 3, 4],
  );

/** The receipt, contract and payment plan as PDFs, and the anonymous check behind their QR codes. */
export const salesDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: ACTIONS.sales.view };
  const linkOf = (businessId: string, code: string) =>
    `${app.config.publicUrl}${verifyPath(businessId, code)}`;

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

  const orderDocument = async (
    scope: ReturnType<typeof tenantOf>,
    id: string,
    kind: 'Contract' | 'PaymentPlan',
  ) => {
    const order = await getOrderOrThrow(db, scope, id);
    const { items, plan } = await orderLines(db, order.id);
    if (plan.length === 0) throw badRequest('Satışın ödeme planı henüz oluşturulmamış.');
    const [issuer, student, [payer]] = await Promise.all([
      issuerOf(db, order.branchId),
      studentOf(db, order.studentId),
      order.paymentPersonId
        ? db
            .select({
              firstName: parents.firstName,
              lastName: parents.lastName,
              citizenId: parents.citizenId,
              phone: parents.mobilePhone,
            })
            .from(parents)
            .where(eq(parents.id, order.paymentPersonId))
        : Promise.resolve([]),
    ]);
    const document = await db.transaction((tx) =>
      documentFor(tx, {
        businessId: order.businessId,
        kind,
        sourceId: order.id,
        personName: student.name,
        amount: order.net,
        issuedOn: todayInIstanbul(),
      }),
    );
    return { order, items, plan, issuer, student, payer, link: linkOf(order.businessId, document.code) };
  };

  app.get(
    '/student-order/:id/contract',
    { config: view, schema: { params: ZIdParamsSchema } },
    async (request, reply) => {
      const d = await orderDocument(tenantOf(requireAuth(request)), request.params.id, 'Contract');
      const payerName = d.payer ? `${d.payer.firstName} ${d.payer.lastName}` : d.student.name;
      const institution = d.issuer.title ?? d.issuer.businessName;
      const { template } = await getContractTemplate(db, d.order.businessId);
      const blocks = fillContractTemplate(template, {
        kurum: institution,
        sube: d.issuer.branchName,
        ogrenci: d.student.name,
        ogrenci_no: String(d.student.studentNo),
        ogrenci_tc: d.student.citizenId ?? '',
        odeme_sorumlusu: payerName,
        satis_no: String(d.order.orderNo),
        sozlesme_tarihi: formatDay(todayInIstanbul(d.order.createdAt)),
        toplam_tutar: money(d.order.net),
        toplam_tutar_yazi: amountInWords(d.order.net),
        taksit_sayisi: String(d.plan.filter((i) => i.no > 0 && !i.cancelledAt).length),
      });
      const signatures: Content = {
        columns: [signature('Kurum Yetkilisi', institution), signature('Ödeme Sorumlusu', payerName)],
        margin: [0, 24, 0, 0],
        unbreakable: true,
      };
      // The institution's own clauses; a text without {imzalar} still gets the signature lines, last.
      const clauses: Content[] = [
        ...blocks.map(
          (b): Content =>
            b.kind === 'heading'
              ? { text: b.text, style: 'subtitle' }
              : b.kind === 'paragraph'
                ? { text: b.text, margin: [0, 0, 0, 4], alignment: 'justify' }
                : signatures,
        ),
        ...(blocks.some((b) => b.kind === 'signatures') ? [] : [signatures]),
      ];
      const pdf = await renderPdf({
        info: { title: `Satış Sözleşmesi ${d.order.orderNo}` },
        content: [
          header(d.issuer, 'SATIŞ SÖZLEŞMESİ', `Satış No: ${d.order.orderNo}`),
          { text: 'Taraflar', style: 'subtitle' },
          {
            table: {
              widths: [110, '*'],
              body: [
                ['Kurum', `${d.issuer.title ?? d.issuer.businessName} (${d.issuer.branchName})`],
                ['Öğrenci', `${d.student.studentNo} - ${d.student.name} (T.C. ${d.student.citizenId})`],
                [
                  'Ödeme Sorumlusu',
                  d.payer
                    ? `${payerName}${d.payer.citizenId ? ` (T.C. ${d.payer.citizenId})` : ''}${d.payer.phone ? ` · ${d.payer.phone}` : ''}`
                    : `${payerName} (öğrencinin kendisi)`,
                ],
                ['Sözleşme Tarihi', formatDay(todayInIstanbul(d.order.createdAt))],
              ],
            },
            layout: 'noBorders',
          },
          { text: 'Hizmetler', style: 'subtitle' },
          table(
            ['*', 55, 25, 62, 62, 62, 62, 28],
            ['Hizmet', 'Tür', 'Adet', 'Birim Fiyat', 'Satır İnd.', 'Sipariş İnd.', 'Tutar', 'KDV'],
            d.items.map((i) => [
              i.name,
              orderItemKindLabels[i.itemKind as OrderItemKind],
              i.quantity,
              money(i.unitPrice),
              i.discountKind === 'Percent' && i.lineDiscount > 0
                ? `${money(i.lineDiscount)} (${discountText(i.discountKind, i.discountValue)})`
                : money(i.lineDiscount),
              money(i.orderDiscount),
              money(i.net),
              `%${i.vatRate}`,
            ]),
            [2, 3, 4, 5, 6],
          ),
          {
            table: {
              widths: ['*', 90],
              body: [
                ['Ara Toplam', { text: money(d.order.gross), alignment: 'right' }],
                ...(d.order.lineDiscount > 0
                  ? [
                      [
                        'Satır İndirimleri',
                        { text: `-${money(d.order.lineDiscount)}`, alignment: 'right' as const },
                      ],
                    ]
                  : []),
                // What the user typed on the order (%10 or 500,00 ₺), beside what it came to.
                ...(d.order.discountKind && d.order.discountValue
                  ? [
                      [
                        `Sipariş İndirimi (${discountText(d.order.discountKind, d.order.discountValue)})`,
                        { text: `-${money(d.order.orderDiscount)}`, alignment: 'right' as const },
                      ],
                    ]
                  : []),
                ['KDV (dahil)', { text: money(d.order.vat), alignment: 'right' }],
                [
                  { text: 'Genel Toplam', bold: true },
                  { text: money(d.order.net), bold: true, alignment: 'right' },
                ],
              ],
            },
            layout: 'noBorders',
            margin: [250, 6, 0, 0],
          },
          { text: 'Ödeme Planı', style: 'subtitle' },
          planTable(d.plan),
          ...clauses,
          verification(d.link),
        ],
      });
      return sendPdf(reply, `sozlesme-${d.order.orderNo}`, pdf);
    },
  );

  app.get(
    '/student-order/:id/payment-plan/pdf',
    { config: view, schema: { params: ZIdParamsSchema } },
    async (request, reply) => {
      const d = await orderDocument(tenantOf(requireAuth(request)), request.params.id, 'PaymentPlan');
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
