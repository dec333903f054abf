import { amountInWords } from '@panel/shared/common/amount-in-words';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { type PaymentMethod, paymentMethodLabels } from '@panel/shared/sales/enums';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type Content, printedCopies } from '../../../platform/pdf';
import { ownedBy, type TenantScope } from '../../../platform/scope';
import { cashBooks } from '../../finance/cash-books/cash-book.table';
import { parents, students } from '../../students/student.table';
import { users } from '../../users/user.table';
import { collectionAllocations, collections, installments, orders } from '../sales.table';
import { header, installmentName, issuerOf, type Margins, money, signature, table } from './document-layout';
import { verifyPath } from './issued-document.service';
import { issuedDocuments } from './issued-document.table';

type Collection = typeof collections.$inferSelect;

/** A receipt's page: both copies share one A4 sheet, so the margins are narrow and no page number is printed. */
export const RECEIPT_PAGE = { pageMargins: [36, 28, 36, 28] as Margins, footer: () => null };

/** The copy's name's column, at the top right. */
const LABEL_WIDTH = 50;

/** Rows of paid installments that still let both copies of a receipt share one A4 page. */
const RECEIPT_ROWS_ON_HALF_PAGE = 5;

/** How many receipts' facts one round of queries reads: a day of a busy desk in a few rounds. */
const FACTS_BATCH = 1000;

type Issuer = Awaited<ReturnType<typeof issuerOf>>;

/** Everything a receipt prints besides the collection row itself. */
type ReceiptFacts = {
  issuer: Issuer;
  student: { studentNo: number; name: string };
  bookName: string;
  paid: {
    orderNo: number;
    no: number;
    dueDate: string;
    amount: number;
    payerFirst: string | null;
    payerLast: string | null;
  }[];
  code: string | null;
  cashierName: string;
  balance: number;
};

/**
 * What each payer's sales still owed once that payment was taken: what was due (cancelled
 * installments no longer owed) less what the receipts up to that one paid, receipts
 * cancelled since then included, as the paper in the payer's hand said so when printed.
 * Compared in the database: its timestamps carry microseconds a JavaScript Date drops.
 */
const balancesAfter = async (db: Db, ids: string[]): Promise<Map<string, number>> => {
  const rows = (
    (await db.execute(sql`
      with c as (
        select id, created_at from ${collections}
        where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)
      ), plan as (
        select t.collection_id, i.id, i.amount,
          coalesce(i.cancelled_at <= c.created_at, false) as cancelled_before
        from (
          select distinct a.collection_id, i0.order_id
          from c join ${collectionAllocations} a on a.collection_id = c.id
          join ${installments} i0 on i0.id = a.installment_id
        ) t
        join c on c.id = t.collection_id
        join ${installments} i on i.order_id = t.order_id
      ), paid as (
        select p.collection_id, p.id as installment_id, sum(a.amount) as amount
        from plan p
        join c on c.id = p.collection_id
        join ${collectionAllocations} a on a.installment_id = p.id
        join ${collections} x on x.id = a.collection_id
        where x.created_at <= c.created_at and (x.cancelled_at is null or x.cancelled_at > c.created_at)
        group by 1, 2
      )
      select p.collection_id as id,
        sum(case when p.cancelled_before then 0 else greatest(0, p.amount - coalesce(d.amount, 0)) end)::bigint as balance
      from plan p left join paid d on d.collection_id = p.collection_id and d.installment_id = p.id
      group by 1`)) as unknown as { rows: { id: string; balance: string | number }[] }
  ).rows;
  return new Map(rows.map((r) => [r.id, Number(r.balance)]));
};

/**
 * The facts of these receipts, read for all of them at once: a branch's day of 5,000
 * receipts took ten queries each (50,000) when read one receipt at a time.
 */
const receiptFacts = async (db: Db, list: Collection[]): Promise<Map<string, ReceiptFacts>> => {
  const facts = new Map<string, ReceiptFacts>();
  const issuers = new Map<string, Issuer>();
  for (const branchId of new Set(list.map((c) => c.branchId)))
    issuers.set(branchId, await issuerOf(db, branchId));
  for (let start = 0; start < list.length; start += FACTS_BATCH) {
    const batch = list.slice(start, start + FACTS_BATCH);
    const ids = batch.map((c) => c.id);
    const distinct = (pick: (c: Collection) => string | null) => [
      ...new Set(batch.map(pick).filter((v): v is string => v !== null)),
    ];
    const [studentRows, books, paidRows, documents, cashiers, balances] = await Promise.all([
      db
        .select({
          id: students.id,
          studentNo: students.studentNo,
          firstName: students.firstName,
          lastName: students.lastName,
        })
        .from(students)
        .where(
          inArray(
            students.id,
            distinct((c) => c.studentId),
          ),
        ),
      db
        .select({ id: cashBooks.id, name: cashBooks.name })
        .from(cashBooks)
        .where(
          inArray(
            cashBooks.id,
            distinct((c) => c.cashBookId),
          ),
        ),
      db
        .select({
          collectionId: collectionAllocations.collectionId,
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
        .where(inArray(collectionAllocations.collectionId, ids))
        .orderBy(asc(installments.dueDate), asc(orders.orderNo), asc(installments.no)),
      db
        .select({ sourceId: issuedDocuments.sourceId, code: issuedDocuments.code })
        .from(issuedDocuments)
        .where(inArray(issuedDocuments.sourceId, ids)),
      db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(
          inArray(
            users.id,
            distinct((c) => c.createdBy),
          ),
        ),
      balancesAfter(db, ids),
    ]);
    const studentOf = new Map(studentRows.map((r) => [r.id, r]));
    const bookOf = new Map(books.map((b) => [b.id, b.name]));
    const codeOf = new Map(documents.map((d) => [d.sourceId, d.code]));
    const cashierOf = new Map(cashiers.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
    const paidOf = new Map<string, ReceiptFacts['paid']>();
    for (const { collectionId, ...row } of paidRows) {
      const rows = paidOf.get(collectionId) ?? [];
      rows.push(row);
      paidOf.set(collectionId, rows);
    }
    for (const c of batch) {
      const student = studentOf.get(c.studentId)!;
      facts.set(c.id, {
        issuer: issuers.get(c.branchId)!,
        student: { studentNo: student.studentNo, name: `${student.firstName} ${student.lastName}` },
        bookName: bookOf.get(c.cashBookId) ?? '',
        paid: paidOf.get(c.id) ?? [],
        code: codeOf.get(c.id) ?? null,
        cashierName: (c.createdBy && cashierOf.get(c.createdBy)) || '',
        balance: balances.get(c.id) ?? 0,
      });
    }
  }
  return facts;
};

/** A receipt's collection, with its facts when they were read together with others'. */
type ReceiptOf = Collection & { facts?: ReceiptFacts };

/**
 * The two copies of a receipt, the payer's (ASIL) and the institution's (SURET): what the
 * receipt route prints for one payment and the report centre's day of receipts repeats.
 */
export const receiptContent = async (db: Db, c: ReceiptOf, publicUrl: string): Promise<Content[]> => {
  const { facts: _, ...row } = c;
  const facts = c.facts ?? (await receiptFacts(db, [row])).get(c.id)!;
  return receiptCopies(row, facts, publicUrl);
};

const receiptCopies = (c: Collection, facts: ReceiptFacts, publicUrl: string): Content[] => {
  const { issuer, student, paid, cashierName, balance } = facts;
  const payer = paid.find((p) => p.payerFirst);
  const payerName = payer ? `${payer.payerFirst} ${payer.payerLast}` : student.name;
  const link = facts.code ? `${publicUrl}${verifyPath(c.businessId, facts.code)}` : null;
  /** The copy's name at the top right, where its column in the body is left empty. */
  const label = (name: 'ASIL' | 'SURET' | '') => ({
    text: name,
    width: LABEL_WIDTH,
    bold: true,
    fontSize: 10,
    alignment: 'right' as const,
    color: '#555555',
  });
  const copy = (name: 'ASIL' | 'SURET' | '', pageBreak: boolean): Content => ({
    stack: [
      {
        columns: [header(issuer, 'TAHSİLAT MAKBUZU', `No: ${c.receiptNo}`), label(name)],
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
                ['Kasa', facts.bookName],
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
  // Two copies on one A4 page, one half each, the institution keeps the suret; a receipt that
  // pays many installments would not fit half a page, so its suret takes a page of its own.
  if (paid.length > RECEIPT_ROWS_ON_HALF_PAGE) return [copy('ASIL', false), copy('SURET', true)];
  const mark = (name: 'ASIL' | 'SURET'): Content => ({ columns: [{ text: '' }, label(name)], columnGap: 8 });
  return [
    printedCopies(copy('', false), [
      mark('ASIL'),
      {
        stack: [
          // The cut between the halves, at the top of the suret's.
          {
            canvas: [
              { type: 'line', x1: 0, y1: 0, x2: 523, y2: 0, dash: { length: 4 }, lineColor: '#999999' },
            ],
            absolutePosition: { x: 36, y: 0 },
          },
          mark('SURET'),
        ],
      },
    ]),
  ];
};

/**
 * The receipts a branch issued on a day, in the order they were numbered, each with its
 * facts: the day's receipts document prints them one after another.
 */
export const receiptsOfDay = async (
  db: Db,
  scope: TenantScope,
  branchId: string,
  day: string,
): Promise<ReceiptOf[]> => {
  const list = await db
    .select()
    .from(collections)
    .where(and(ownedBy(collections, scope), eq(collections.branchId, branchId), eq(collections.paidOn, day)))
    .orderBy(asc(collections.createdAt), asc(collections.id));
  const facts = await receiptFacts(db, list);
  return list.map((c) => ({ ...c, facts: facts.get(c.id)! }));
};
