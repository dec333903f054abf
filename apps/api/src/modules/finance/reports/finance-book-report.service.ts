import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { SEARCH_MIN_LENGTH } from '@panel/shared/common/pagination';
import {
  monthName,
  monthsBetween,
  type TCaseReportQuery,
  type TCaseReportTotals,
  type TCaseStatusReportQuery,
  type TCaseStatusReportTotals,
  type TEntryReportQuery,
  type TEntryReportTotals,
  type TIncomeExpenseReportQuery,
  type TIncomeExpenseReportTotals,
  type TIncomeExpenseRow,
  type TPosCashOutReportQuery,
  type TPosCashOutReportTotals,
} from '@panel/shared/finance/book-reports';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { countRows } from '../../../platform/count-rows';
import { notFound } from '../../../platform/errors';
import { firstId } from '../../../platform/first-id';
import {
  cancelState,
  dayBetween,
  likeContains,
  listOrder,
  searchOver,
  turkishOrder,
} from '../../../platform/listing';
import type { ReportRow, ReportSource } from '../../../platform/report-routes';
import { ownedBy } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { inBusiness } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { accountCards } from '../account-cards/account-card.table';
import { cashBooks } from '../cash-books/cash-book.table';
import { entriesWhere } from '../entries/finance-entry.queries';
import type { EntryKind } from '../entries/finance-entry.service';
import { expenseTypes } from '../expense-types/expense-type.table';
import { expenses } from '../expenses/expense.table';
import { accountBalance } from '../ledger/ledger.service';
import { cashBookDays, ledgerPostings, ledgerTransactions } from '../ledger/ledger.table';
import { revenueTypes } from '../revenue-types/revenue-type.table';
import { revenues } from '../revenues/revenue.table';
import { transfers } from '../transfers/transfer.table';

const num = (v: unknown): number => Number(v ?? 0);
const sumOf = (expr: SQL) => sql<string>`coalesce(sum(${expr}), 0)`;
const statusText = (cancelledAt: AnyPgColumn) =>
  sql<string>`case when ${cancelledAt} is null then 'Geçerli' else 'İptal' end`;

/**
 * Which rows of an entry-like report the totals count: with "all", cancelled rows are listed
 * but not counted (their money was reversed); asked for alone, they are what the totals add up.
 */
const countedWhere = (status: TEntryReportQuery['status'], cancelledAt: AnyPgColumn) =>
  status === 'all' ? sql`${cancelledAt} is null` : sql`true`;

/**
 * case [kasa hareketleri]: each posting of one cash book in (day, entry time, id) order
 * with its running balance. The window runs over the whole filtered range before the page
 * is cut, so page 2 starts where page 1 ended; the days before `from` are the opening.
 */
export const caseReport = async (
  db: Db,
  scope: TenantScope,
  q: TCaseReportQuery,
): Promise<ReportSource<TCaseReportTotals>> => {
  const bookId = await firstId(db, cashBooks, and(eq(cashBooks.id, q.cashBookId), ownedBy(cashBooks, scope)));
  if (!bookId) throw notFound('Kasa bulunamadı.');
  const p = ledgerPostings;
  const opening = q.from ? await accountBalance(db, scope, 'CashBook', bookId, addDays(q.from, -1)) : 0;
  const where = and(
    inBusiness(p.businessId, scope),
    eq(p.accountKind, 'CashBook'),
    eq(p.accountId, bookId),
    dayBetween(p.occurredOn, q.from, q.to),
  );
  const moves = db
    .select({
      id: p.id,
      occurredOn: p.occurredOn,
      createdAt: ledgerTransactions.createdAt,
      kind: ledgerTransactions.kind,
      description: ledgerTransactions.description,
      amount: p.amount,
      running:
        sql<string>`sum(${p.amount}) over (order by ${p.occurredOn}, ${ledgerTransactions.createdAt}, ${p.id})`.as(
          'running',
        ),
    })
    .from(p)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, p.transactionId))
    .where(where)
    .as('moves');
  // The search narrows the rows shown, after the window: balances stay those of the book.
  const term = q._searchTerm?.trim() ?? '';
  const matching =
    term.length >= SEARCH_MIN_LENGTH ? ilike(moves.description, likeContains(term)) : undefined;
  return {
    rows: (limit, offset) =>
      db
        .select({
          occurredOn: moves.occurredOn,
          kind: moves.kind,
          description: moves.description,
          debit: sql<string>`case when ${moves.amount} > 0 then ${moves.amount} else 0 end`,
          credit: sql<string>`case when ${moves.amount} < 0 then -${moves.amount} else 0 end`,
          balance: sql<string>`${opening}::bigint + ${moves.running}`,
        })
        .from(moves)
        .where(matching)
        .orderBy(asc(moves.occurredOn), asc(moves.createdAt), asc(moves.id))
        .limit(limit)
        .offset(offset),
    total: () => countRows(db, moves, matching),
    totals: async () => {
      const [row] = await db
        .select({
          debit: sql<string>`coalesce(sum(${p.amount}) filter (where ${p.amount} > 0), 0)`,
          credit: sql<string>`coalesce(-sum(${p.amount}) filter (where ${p.amount} < 0), 0)`,
        })
        .from(p)
        .where(where);
      const debit = num(row?.debit);
      const credit = num(row?.credit);
      return { opening, debit, credit, closing: opening + debit - credit };
    },
  };
};

/**
 * case-status [kasa durumu]: every cash book of the scope with its balance at the end of a
 * day, books without postings included. The balances are one grouped pass over the
 * ledger's (business, account kind, account, day) index, joined to the page of books.
 */
export const caseStatusReport = async (
  db: Db,
  scope: TenantScope,
  q: TCaseStatusReportQuery,
): Promise<ReportSource<TCaseStatusReportTotals>> => {
  const on = q.on ?? todayInIstanbul();
  // Day totals (cash_book_days), not postings: a year of a large chain is a few
  // thousand day rows against most of a million postings. The books' own filter below
  // keeps the scope's branches.
  const d = cashBookDays;
  const sums = db
    .select({ accountId: d.cashBookId, balance: sql<string>`sum(${d.amount})`.as('balance') })
    .from(d)
    .where(and(inBusiness(d.businessId, scope), lte(d.day, on)))
    .groupBy(d.cashBookId)
    .as('sums');
  const where = and(
    ownedBy(cashBooks, scope),
    q.branchId ? eq(cashBooks.branchId, q.branchId) : undefined,
    q.kind ? eq(cashBooks.kind, q.kind) : undefined,
    searchOver(q._searchTerm, cashBooks.searchKey),
  );
  const balance = sql<string>`coalesce(${sums.balance}, 0)`;
  return {
    rows: (limit, offset) =>
      db
        .select({
          id: cashBooks.id,
          branchName: branches.name,
          name: cashBooks.name,
          kind: cashBooks.kind,
          status: sql<string>`case when ${cashBooks.isActive} then 'Aktif' else 'Pasif' end`,
          balance,
        })
        .from(cashBooks)
        .innerJoin(branches, eq(branches.id, cashBooks.branchId))
        .leftJoin(sums, eq(sums.accountId, cashBooks.id))
        .where(where)
        .orderBy(asc(branches.searchKey), asc(cashBooks.searchKey), asc(cashBooks.id))
        .limit(limit)
        .offset(offset),
    total: () => countRows(db, cashBooks, where),
    totals: async () => {
      const groups = await db
        .select({ kind: cashBooks.kind, count: count(), balance: sumOf(balance) })
        .from(cashBooks)
        .leftJoin(sums, eq(sums.accountId, cashBooks.id))
        .where(where)
        .groupBy(cashBooks.kind)
        .orderBy(asc(cashBooks.kind));
      const byKind = groups.map((g) => ({ kind: g.kind, count: g.count, balance: num(g.balance) }));
      return {
        on,
        count: byKind.reduce((s, g) => s + g.count, 0),
        balance: byKind.reduce((s, g) => s + g.balance, 0),
        byKind,
      };
    },
  };
};

/** Expenses and revenues share their columns; only the table names differ. */
const ENTRY_TABLES = {
  expense: { E: expenses, T: expenseTypes },
  revenue: {
    E: revenues as unknown as EntryKind['table'],
    T: revenueTypes as unknown as EntryKind['typeTable'],
  },
} as const;

/**
 * expense / revenue: entries between two days with their type, counterpart and VAT;
 * totals overall, per type and per VAT rate.
 */
export const entryReport =
  (side: keyof typeof ENTRY_TABLES) =>
  async (db: Db, scope: TenantScope, q: TEntryReportQuery): Promise<ReportSource<TEntryReportTotals>> => {
    const { E, T } = ENTRY_TABLES[side];
    const where = entriesWhere(E, scope, q);
    const counted = countedWhere(q.status, E.cancelledAt);
    const net = sql`${E.amount} - ${E.vatAmount}`;
    const sums = {
      count: sql<number>`count(*) filter (where ${counted})`.mapWith(Number),
      amount: sql<string>`coalesce(sum(${E.amount}) filter (where ${counted}), 0)`,
      vatAmount: sql<string>`coalesce(sum(${E.vatAmount}) filter (where ${counted}), 0)`,
      net: sql<string>`coalesce(sum(${net}) filter (where ${counted}), 0)`,
    };
    const money = <R extends { amount: string; vatAmount: string; net: string }>(r: R) => ({
      ...r,
      amount: num(r.amount),
      vatAmount: num(r.vatAmount),
      net: num(r.net),
    });
    return {
      rows: (limit, offset) =>
        db
          .select({
            entryNo: E.entryNo,
            occurredOn: E.occurredOn,
            branchName: branches.name,
            typeName: T.name,
            counterpartName: sql<string>`coalesce(${cashBooks.name}, ${accountCards.name})`,
            documentNo: E.documentNo,
            description: E.description,
            net: sql<string>`${net}`,
            vatRate: E.vatRate,
            vatAmount: E.vatAmount,
            amount: E.amount,
            status: statusText(E.cancelledAt),
            cancelReason: E.cancelReason,
          })
          .from(E)
          .innerJoin(branches, eq(branches.id, E.branchId))
          .innerJoin(T, eq(T.id, E.typeId))
          .leftJoin(cashBooks, eq(cashBooks.id, E.cashBookId))
          .leftJoin(accountCards, eq(accountCards.id, E.accountCardId))
          .where(where)
          .orderBy(
            ...listOrder(
              q,
              { occurredOn: E.occurredOn, amount: E.amount, typeName: turkishOrder(T.name) },
              [asc(E.occurredOn), asc(E.entryNo)],
              [E.entryNo],
            ),
          )
          .limit(limit)
          .offset(offset),
      total: () => countRows(db, E, where),
      totals: async () => {
        const [[all], byType, byVatRate] = await Promise.all([
          db.select(sums).from(E).where(where),
          db
            .select({ typeName: T.name, ...sums })
            .from(E)
            .innerJoin(T, eq(T.id, E.typeId))
            .where(and(where, counted))
            .groupBy(T.id, T.name)
            .orderBy(desc(sql`sum(${E.amount})`), asc(T.name)),
          db
            .select({ vatRate: E.vatRate, ...sums })
            .from(E)
            .where(and(where, counted))
            .groupBy(E.vatRate)
            .orderBy(asc(E.vatRate)),
        ]);
        return {
          ...money(all!),
          byType: byType.map(money),
          byVatRate: byVatRate.map(({ count: _count, ...r }) => money(r)),
        };
      },
    };
  };

const posBook = alias(cashBooks, 'pos_book');
const bankBook = alias(cashBooks, 'bank_book');

/**
 * pos-cash-out: POS payouts to a bank account (transfers of kind PosCashOut), with the
 * commission kept back on the way.
 */
export const posCashOutReport = async (
  db: Db,
  scope: TenantScope,
  q: TPosCashOutReportQuery,
): Promise<ReportSource<TPosCashOutReportTotals>> => {
  const x = transfers;
  const where = and(
    eq(x.kind, 'PosCashOut'),
    ownedBy(x, scope),
    q.branchId ? eq(x.branchId, q.branchId) : undefined,
    q.cashBookId ? or(eq(x.fromCashBookId, q.cashBookId), eq(x.toCashBookId, q.cashBookId)) : undefined,
    dayBetween(x.occurredOn, q.from, q.to),
    cancelState(x.cancelledAt, q.status),
    searchOver(q._searchTerm, x.searchKey),
  );
  const counted = countedWhere(q.status, x.cancelledAt);
  return {
    rows: (limit, offset) =>
      db
        .select({
          transferNo: x.transferNo,
          occurredOn: x.occurredOn,
          branchName: branches.name,
          fromCashBookName: posBook.name,
          toCashBookName: bankBook.name,
          amount: x.amount,
          fee: x.fee,
          net: sql<string>`${x.amount} - ${x.fee}`,
          description: x.description,
          status: statusText(x.cancelledAt),
        })
        .from(x)
        .innerJoin(branches, eq(branches.id, x.branchId))
        .innerJoin(posBook, eq(posBook.id, x.fromCashBookId))
        .innerJoin(bankBook, eq(bankBook.id, x.toCashBookId))
        .where(where)
        .orderBy(asc(x.occurredOn), asc(x.transferNo))
        .limit(limit)
        .offset(offset),
    total: () => countRows(db, x, where),
    totals: async () => {
      const [row] = await db
        .select({
          count: sql<number>`count(*) filter (where ${counted})`.mapWith(Number),
          amount: sql<string>`coalesce(sum(${x.amount}) filter (where ${counted}), 0)`,
          fee: sql<string>`coalesce(sum(${x.fee}) filter (where ${counted}), 0)`,
        })
        .from(x)
        .where(where);
      const amount = num(row?.amount);
      const fee = num(row?.fee);
      return { count: row?.count ?? 0, amount, fee, net: amount - fee };
    },
  };
};

/** The movement kinds the summary names; the rest are other inflows or outflows. */
const INCOME_KINDS: Record<string, 'collections' | 'revenues'> = {
  Credit: 'collections',
  PaymentCancellation: 'collections',
  Revenue: 'revenues',
  RevenueCancellation: 'revenues',
};
/**
 * A virman's cash books net to zero; what is left of one is the commission a POS cash-out
 * (ledger kind Transfer) posts to an expense type, so it counts with the expenses.
 */
const EXPENSE_KINDS: Record<string, 'expenses' | 'supplierPayments'> = {
  Expense: 'expenses',
  ExpenseCancellation: 'expenses',
  Transfer: 'expenses',
  TransferCancellation: 'expenses',
  SupplierPayment: 'supplierPayments',
  SupplierPaymentCancellation: 'supplierPayments',
};

const emptyMonth = (month: string): TIncomeExpenseRow => ({
  month,
  monthName: monthName(month),
  collections: 0,
  revenues: 0,
  otherIn: 0,
  income: 0,
  expenses: 0,
  supplierPayments: 0,
  otherOut: 0,
  expense: 0,
  net: 0,
});

/**
 * income-expense: money into and out of the scope's cash books per month, by what moved
 * it. Cash basis, read from the ledger: an expense or revenue left on an account card
 * counts when it is paid, a cancellation counts in its own month (as the cash books saw
 * it), opening balances are not income, and a virman moves money without making any
 * (its BranchTransfer side is summed with it, so a branch virman nets to zero in each
 * branch's movement too). So each month's net is the change of the books' total balance,
 * less the opening balances posted in it.
 */
export const incomeExpenseReport = async (
  db: Db,
  scope: TenantScope,
  q: TIncomeExpenseReportQuery,
): Promise<ReportSource<TIncomeExpenseReportTotals>> => {
  const year = q.year ?? Number(todayInIstanbul().slice(0, 4));
  const months =
    q.fromMonth && q.toMonth
      ? monthsBetween(q.fromMonth, q.toMonth)
      : monthsBetween(`${year}-01`, `${year}-12`);
  const first = `${months[0]}-01`;
  const [lastYear, lastMonth] = months.at(-1)!.split('-').map(Number) as [number, number];
  const last = addDays(
    lastMonth === 12 ? `${lastYear + 1}-01-01` : `${lastYear}-${String(lastMonth + 1).padStart(2, '0')}-01`,
    -1,
  );
  const p = ledgerPostings;
  const t = ledgerTransactions;
  const month = sql<string>`to_char(${p.occurredOn}, 'YYYY-MM')`;
  const groups = await db
    .select({ month, kind: t.kind, amount: sql<string>`sum(${p.amount})` })
    .from(p)
    .innerJoin(t, eq(t.id, p.transactionId))
    .where(
      and(
        ownedBy(p, scope),
        inArray(p.accountKind, ['CashBook', 'BranchTransfer']),
        gte(p.occurredOn, first),
        lte(p.occurredOn, last),
        ne(t.kind, 'OpeningBalance'),
        q.branchId ? eq(p.branchId, q.branchId) : undefined,
      ),
    )
    .groupBy(month, t.kind);
  const rows = new Map(months.map((m) => [m, emptyMonth(m)]));
  for (const g of groups) {
    const row = rows.get(g.month);
    const amount = num(g.amount);
    if (!row || amount === 0) continue;
    const income = INCOME_KINDS[g.kind];
    const expense = EXPENSE_KINDS[g.kind];
    if (income) row[income] += amount;
    else if (expense) row[expense] -= amount;
    else if (amount > 0) row.otherIn += amount;
    else row.otherOut -= amount;
  }
  const list = [...rows.values()].map((r) => {
    const income = r.collections + r.revenues + r.otherIn;
    const expense = r.expenses + r.supplierPayments + r.otherOut;
    return { ...r, income, expense, net: income - expense };
  });
  const totals = emptyMonth(months[0]!);
  const { month: _m, monthName: _n, ...sums } = totals;
  const keys = Object.keys(sums) as (keyof TIncomeExpenseReportTotals)[];
  for (const r of list) for (const k of keys) sums[k] += r[k];
  return {
    rows: async (limit, offset) => list.slice(offset, offset + limit) as ReportRow[],
    total: async () => list.length,
    totals: async () => sums,
  };
};
