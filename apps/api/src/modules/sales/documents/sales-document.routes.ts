import { fillContractTemplate } from '@panel/shared/administration/contract-template';
import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { amountInWords } from '@panel/shared/common/amount-in-words';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import { type OrderItemKind, orderItemKindLabels } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { type PaymentMethod, paymentMethodLabels } from '@panel/shared/sales/enums';
import { discountText } from '@panel/shared/sales/pricing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { requireAuth } from '../../../platform/auth';
import { badRequest } from '../../../platform/errors';
import { type Alignment, type Content, renderPdf, sendPdf } from '../../../platform/pdf';
import { tenantOf } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { getContractTemplate } from '../../administration/businesses/business.service';
import { businesses } from '../../administration/businesses/business.table';
import { corporates } from '../../administration/corporates/corporate.table';
import { users } from '../../auth/user.table';
import { cashBooks } from '../../finance/cash-books/cash-book.table';
import { parents, students } from '../../students/student.table';
import { getCollectionOrThrow } from '../collections/collection.service';
import { getOrderOrThrow, orderLines } from '../orders/order.service';
import { collectionAllocations, collections, installments, orders } from '../sales.table';
import { acpIdOf, documentFor, maskName, verifyPath } from './issued-document.service';
import { issuedDocuments } from './issued-document.table';

const KIND_LABELS = {
  Receipt: 'Makbuz',
  Contract: 'Satış Sözleşmesi',
  PaymentPlan: 'Ödeme Planı',
  Invoice: 'Fatura',
} as const;

const money = (v: number) => formatMoney(v);
const installmentName = (no: number) => (no === 0 ? 'Peşinat' : `${no}. Taksit`);

/** Who issues the document: the business, the branch and the corporate that invoices for it. */
const issuerOf = async (db: Db, branchId: string) => {
  const [row] = await db
    .select({
      businessName: businesses.name,
      branchName: branches.name,
      title: corporates.title,
      taxOffice: corporates.taxOffice,
      taxNumber: corporates.taxNumber,
      address: corporates.address,
    })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .leftJoin(corporates, eq(corporates.id, branches.corporateId))
    .where(eq(branches.id, branchId));
  return row!;
};

const studentOf = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      studentNo: students.studentNo,
      firstName: students.firstName,
      lastName: students.lastName,
      citizenId: students.citizenId,
    })
    .from(students)
    .where(eq(students.id, id));
  return { ...row!, name: `${row!.firstName} ${row!.lastName}` };
};

const header = (issuer: Awaited<ReturnType<typeof issuerOf>>, title: string, number: string): Content => ({
  columns: [
    [
      { text: issuer.title ?? issuer.businessName, bold: true, fontSize: 11 },
      {
        text:
          issuer.businessName === issuer.title
            ? issuer.branchName
            : `${issuer.businessName} · ${issuer.branchName}`,
      },
      ...(issuer.taxNumber
        ? [{ text: `${issuer.taxOffice} V.D. · VKN ${issuer.taxNumber}`, style: 'muted' }]
        : []),
      ...(issuer.address ? [{ text: issuer.address, style: 'muted' }] : []),
    ],
    [
      { text: title, style: 'title', alignment: 'right' },
      { text: number, alignment: 'right', bold: true },
    ],
  ],
  margin: [0, 0, 0, 12],
});

/** The QR code and short link that prove the paper is the institution's. */
const verification = (url: string): Content => ({
  columns: [
    { qr: url, fit: 80, width: 90 },
    {
      stack: [
        { text: 'Belge Doğrulama', bold: true },
        {
          text: 'Bu belgenin gerçekliğini karekodu okutarak veya aşağıdaki adresten doğrulayabilirsiniz.',
          style: 'muted',
        },
        { text: url, link: url, color: '#009EF7' },
      ],
      margin: [8, 8, 0, 0],
    },
  ],
  margin: [0, 16, 0, 0],
});

type Margins = [number, number, number, number];

/** A signature line: the role above, the line to sign on, the signer's name below. */
const signature = (role: string, name: string): Content => ({
  stack: [
    { text: role, bold: true },
    { text: 'İmza', style: 'muted', margin: [0, 2, 0, 18] },
    { canvas: [{ type: 'line', x1: 20, y1: 0, x2: 200, y2: 0, lineWidth: 0.5 }] },
    { text: name || ' ', margin: [0, 2, 0, 0] },
  ],
  alignment: 'center',
});

/** Rows of paid installments that still let both copies of a receipt share one A4 page. */
const RECEIPT_ROWS_ON_HALF_PAGE = 5;

/**
 * What the payer's sales still owed once this payment was taken: what was due (cancelled
 * installments no longer owed) less what the receipts up to this one paid, receipts
 * cancelled since then included, as the paper in the payer's hand said so when printed.
 */
const balanceAfter = async (db: Db, c: typeof collections.$inferSelect): Promise<number> => {
  const touched = db
    .selectDistinct({ orderId: installments.orderId })
    .from(collectionAllocations)
    .innerJoin(installments, eq(installments.id, collectionAllocations.installmentId))
    .where(eq(collectionAllocations.collectionId, c.id));
  // Compared in the database: its timestamps carry microseconds a JavaScript Date drops.
  const at = sql`(select c0.created_at from collections c0 where c0.id = ${c.id})`;
  const plan = await db
    .select({
      id: installments.id,
      amount: installments.amount,
      cancelledBefore: sql<boolean>`coalesce(${installments.cancelledAt} <= ${at}, false)`,
    })
    .from(installments)
    .where(inArray(installments.orderId, touched));
  if (plan.length === 0) return 0;
  const allocated = await db
    .select({ installmentId: collectionAllocations.installmentId, amount: collectionAllocations.amount })
    .from(collectionAllocations)
    .innerJoin(collections, eq(collections.id, collectionAllocations.collectionId))
    .where(
      and(
        inArray(
          collectionAllocations.installmentId,
          plan.map((i) => i.id),
        ),
        sql`${collections.createdAt} <= ${at}`,
        sql`(${collections.cancelledAt} is null or ${collections.cancelledAt} > ${at})`,
      ),
    );
  const paidOf = new Map<string, number>();
  for (const a of allocated) paidOf.set(a.installmentId, (paidOf.get(a.installmentId) ?? 0) + a.amount);
  return plan.reduce(
    (sum, i) => (i.cancelledBefore ? sum : sum + Math.max(0, i.amount - (paidOf.get(i.id) ?? 0))),
    0,
  );
};

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

const table = (
  widths: (string | number)[],
  head: string[],
  body: (string | number)[][],
  right: number[] = [],
): Content => ({
  table: {
    headerRows: 1,
    widths,
    body: [
      head.map((h) => ({ text: h, style: 'tableHeader' })),
      ...body.map((row) =>
        row.map((cell, i) => ({
          text: String(cell),
          alignment: (right.includes(i) ? 'right' : 'left') as Alignment,
        })),
      ),
    ],
  },
  layout: 'lightHorizontalLines',
});

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
      const [issuer, student, [book], paid, [document], [cashier], balance] = await Promise.all([
        issuerOf(db, c.branchId),
        studentOf(db, c.studentId),
        db.select({ name: cashBooks.name }).from(cashBooks).where(eq(cashBooks.id, c.cashBookId)),
        db
          .select({
            orderNo: orders.orderNo,
            no: installments.no,
            dueDate: installments.dueDate,
            amount: collectionAllocations.amount,
            payerFirst: parents.firstName,
            payerLast: parents.lastName,
          })
          .from(collectionAllocations)
          .innerJoin(installments, eq(installments.id, collectionAllocations.installmentId))
          .innerJoin(orders, eq(orders.id, installments.orderId))
          .leftJoin(parents, eq(parents.id, orders.paymentPersonId))
          .where(eq(collectionAllocations.collectionId, c.id))
          .orderBy(asc(installments.dueDate)),
        db.select().from(issuedDocuments).where(eq(issuedDocuments.sourceId, c.id)),
        c.createdBy
          ? db
              .select({ firstName: users.firstName, lastName: users.lastName })
              .from(users)
              .where(eq(users.id, c.createdBy))
          : Promise.resolve([]),
        balanceAfter(db, c),
      ]);
      const payer = paid.find((p) => p.payerFirst);
      const payerName = payer ? `${payer.payerFirst} ${payer.payerLast}` : student.name;
      const cashierName = cashier ? `${cashier.firstName} ${cashier.lastName}` : '';
      const link = document ? linkOf(c.businessId, document.code) : null;
      const copy = (label: 'ASIL' | 'SURET', pageBreak: boolean): Content => ({
        stack: [
          {
            columns: [
              header(issuer, 'TAHSİLAT MAKBUZU', `No: ${c.receiptNo}`),
              { text: label, width: 50, bold: true, fontSize: 10, alignment: 'right', color: '#555555' },
            ],
            columnGap: 8,
          },
          ...(c.cancelledAt
            ? [
                {
                  text: `İPTAL EDİLDİ (${formatDay(todayInIstanbul(c.cancelledAt))})`,
                  color: '#cf1322',
                  bold: true,
                  fontSize: 14,
                  alignment: 'center' as const,
                  margin: [0, 0, 0, 6] as [number, number, number, number],
                },
              ]
            : []),
          {
            columns: [
              {
                table: {
                  widths: [80, '*'],
                  body: [
                    ['Tarih', formatDay(c.paidOn)],
                    ['Öğrenci', `${student.studentNo} - ${student.name}`],
                    ['Ödeyen', payerName],
                    ['Tutar', { text: money(c.amount), bold: true }],
                    ['Yazıyla', { text: amountInWords(c.amount), italics: true }],
                    ['Ödeme Yöntemi', paymentMethodLabels[c.method as PaymentMethod]],
                    ['Kasa', book?.name ?? ''],
                    ['Tahsil Eden', cashierName],
                    ['Kalan Borç', { text: money(balance), bold: true }],
                    ...(c.note ? [['Açıklama', c.note]] : []),
                    ...(c.cancelReason ? [['İptal Nedeni', c.cancelReason]] : []),
                  ],
                },
                layout: 'noBorders',
              },
              ...(link ? [{ qr: link, fit: 72, width: 80, alignment: 'right' as const }] : []),
            ],
          },
          { text: 'Ödenen Taksitler', style: 'subtitle' },
          table(
            ['*', 70, 80],
            ['Satış / Taksit', 'Vade', 'Tutar'],
            paid.map((p) => [
              `${p.orderNo} / ${installmentName(p.no)}`,
              formatDay(p.dueDate),
              money(p.amount),
            ]),
            [2],
          ),
          {
            columns: [
              signature('Teslim Eden (Ödeyen)', payerName),
              signature('Teslim Alan (Tahsil Eden)', cashierName),
            ],
            margin: [0, 14, 0, 0],
          },
          ...(link
            ? [
                {
                  text: `Doğrulama: ${link}`,
                  link,
                  style: 'muted',
                  fontSize: 7,
                  margin: [0, 6, 0, 0] as Margins,
                },
              ]
            : []),
        ],
        ...(pageBreak ? { pageBreak: 'before' as const } : {}),
      });
      // Two copies on one A4 page, the institution keeps the suret; a receipt that pays many
      // installments would not fit half a page, so its suret takes a page of its own.
      const shared = paid.length <= RECEIPT_ROWS_ON_HALF_PAGE;
      const pdf = await renderPdf({
        info: { title: `Makbuz ${c.receiptNo}` },
        pageMargins: [36, 28, 36, 28],
        footer: () => null,
        content: [
          copy('ASIL', false),
          ...(shared
            ? [
                {
                  canvas: [
                    {
                      type: 'line' as const,
                      x1: 0,
                      y1: 0,
                      x2: 523,
                      y2: 0,
                      dash: { length: 4 },
                      lineColor: '#999999',
                    },
                  ],
                  margin: [0, 14, 0, 14] as Margins,
                },
              ]
            : []),
          copy('SURET', !shared),
        ],
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
