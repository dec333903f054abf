import { amountInWords } from '@panel/shared/common/amount-in-words';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { type PaymentMethod, paymentMethodLabels } from '@panel/shared/sales/enums';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Content } from '../../../platform/pdf';
import { ownedBy, type TenantScope } from '../../../platform/scope';
import { users } from '../../auth/user.table';
import { cashBooks } from '../../finance/cash-books/cash-book.table';
import { parents } from '../../students/student.table';
import { collectionAllocations, collections, installments, orders } from '../sales.table';
import {
  header,
  installmentName,
  issuerOf,
  type Margins,
  money,
  signature,
  studentOf,
  table,
} from './document-layout';
import { verifyPath } from './issued-document.service';
import { issuedDocuments } from './issued-document.table';

type Collection = typeof collections.$inferSelect;

/** A receipt's page: both copies share one A4 sheet, so the margins are narrow and no page number is printed. */
export const RECEIPT_PAGE = { pageMargins: [36, 28, 36, 28] as Margins, footer: () => null };

/** Rows of paid installments that still let both copies of a receipt share one A4 page. */
const RECEIPT_ROWS_ON_HALF_PAGE = 5;

/**
 * What the payer's sales still owed once this payment was taken: what was due (cancelled
 * installments no longer owed) less what the receipts up to this one paid, receipts
 * cancelled since then included, as the paper in the payer's hand said so when printed.
 */
const balanceAfter = async (db: Db, c: Collection): Promise<number> => {
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

/**
 * The two copies of a receipt, the payer's (ASIL) and the institution's (SURET): what the
 * receipt route prints for one payment and the report centre's day of receipts repeats.
 */
export const receiptContent = async (db: Db, c: Collection, publicUrl: string): Promise<Content[]> => {
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
  const link = document ? `${publicUrl}${verifyPath(c.businessId, document.code)}` : null;
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
        paid.map((p) => [`${p.orderNo} / ${installmentName(p.no)}`, formatDay(p.dueDate), money(p.amount)]),
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
  return [
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
  ];
};

/** The receipts a branch issued on a day, in the order they were numbered: the day's receipts document. */
export const receiptsOfDay = (db: Db, scope: TenantScope, branchId: string, day: string) =>
  db
    .select()
    .from(collections)
    .where(and(ownedBy(collections, scope), eq(collections.branchId, branchId), eq(collections.paidOn, day)))
    .orderBy(asc(collections.createdAt), asc(collections.id));
