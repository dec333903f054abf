import { fillContractTemplate } from '@panel/shared/administration/contract-template';
import { amountInWords } from '@panel/shared/common/amount-in-words';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { type OrderItemKind, orderItemKindLabels } from '@panel/shared/education/enums';
import { type PaymentMethod, paymentMethodLabels } from '@panel/shared/sales/enums';
import { discountText } from '@panel/shared/sales/pricing';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../platform/errors';
import type { Content } from '../../../platform/pdf';
import { ownedBy, type TenantScope } from '../../../platform/scope';
import { getContractTemplate } from '../../administration/businesses/business.service';
import { parents } from '../../students/student.table';
import { getOrderOrThrow, orderLines } from '../orders/order.queries';
import { type installments, orders } from '../sales.table';
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
import { documentFor, verifyPath } from './issued-document.service';

export const planTable = (plan: (typeof installments.$inferSelect)[]): Content =>
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

/**
 * What a sale's contract and payment plan print: the sale, its lines and plan, the issuer,
 * the student, the payer, and the verify link of the document handed out for it.
 */
export const orderDocument = async (
  db: Db,
  scope: TenantScope,
  id: string,
  kind: 'Contract' | 'PaymentPlan',
  publicUrl: string,
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
  return {
    order,
    items,
    plan,
    issuer,
    student,
    payer,
    link: `${publicUrl}${verifyPath(order.businessId, document.code)}`,
  };
};

export type OrderDocument = Awaited<ReturnType<typeof orderDocument>>;

/**
 * The sales contract of a sale: the parties, the services, the totals, the payment plan, the
 * institution's own clauses and the signatures, and the QR code that verifies it. One sale's
 * route prints it alone; the report centre prints a term's sales one after another.
 */
export const contractContent = async (db: Db, d: OrderDocument): Promise<Content[]> => {
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
  return [
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
  ];
};

/** A sale binds from its payment plan until it is cancelled; a draft is an offer (DOMAIN "Students and sales"). */
const BINDING = ['PaymentScheduled', 'Freeze'];

/** The sales of a branch's term whose contracts stand, in the order they were numbered. */
export const contractedSales = (
  db: Db,
  scope: TenantScope,
  params: { branchId: string; semesterId: string },
) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        ownedBy(orders, scope),
        eq(orders.branchId, params.branchId),
        eq(orders.semesterId, params.semesterId),
        inArray(orders.state, BINDING),
        isNull(orders.cancelledAt),
      ),
    )
    .orderBy(asc(orders.orderNo));
