import { todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import { type TCashBookCreate, TRANSFER_CONFIRM_TITLE } from '@panel/shared/finance/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, badRequest } from '../../../platform/errors';
import { ownedBy } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { inBusiness } from '../../../platform/tenancy';
import { accountHasPostings, postMovement } from '../ledger/ledger.service';
import { ledgerPostings } from '../ledger/ledger.table';
import { cashBooks } from './cash-book.table';

export type CashBook = typeof cashBooks.$inferSelect;

/**
 * The answer that makes a form ask before taking more than a cash book holds: `message` says
 * what would be taken, the book's balance follows, and the form sends again confirmed.
 */
export const needsConfirmation = (message: string, balance: number): AppError =>
  new AppError(400, {
    title: TRANSFER_CONFIRM_TITLE,
    message: `${message} (Kasa bakiyesi: ${formatMoney(balance)})`,
    details: { needsConfirmation: true, balance },
  });

/**
 * A cash book's balance inside a query over cash_books: one correlated sum over the
 * ledger's account index, so a page of cash books is one query, not one per row.
 */
export const cashBookBalanceSql = () => postedBalanceSql('cash_books', 'CashBook');

/**
 * The sum of an account kind's postings for each row of `table`, correlated by id. Names
 * are written out: drizzle leaves columns unqualified in a one-table select, which would
 * bind them to the subquery's own table.
 */
export const postedBalanceSql = (table: 'cash_books' | 'account_cards', accountKind: string) =>
  sql<number>`(select coalesce(sum(lp.amount), 0) from ledger_postings lp where lp.business_id = ${sql.identifier(table)}.business_id and lp.account_kind = ${accountKind} and lp.account_id = ${sql.identifier(table)}.id)`
    .mapWith(Number)
    .as('balance');

/** The balances of the caller's cash books up to and including a day (all days without one). */
export const cashBookBalances = async (
  db: Db,
  scope: TenantScope,
  untilDay?: string,
): Promise<Map<string, number>> => {
  const rows = await db
    .select({
      id: ledgerPostings.accountId,
      balance: sql<string>`sum(${ledgerPostings.amount})`,
    })
    .from(ledgerPostings)
    .where(
      and(
        ownedBy(ledgerPostings, scope),
        eq(ledgerPostings.accountKind, 'CashBook'),
        untilDay ? sql`${ledgerPostings.occurredOn} <= ${untilDay}` : undefined,
      ),
    )
    .groupBy(ledgerPostings.accountId);
  return new Map(rows.map((r) => [r.id!, Number(r.balance)]));
};

/**
 * The caller's cash books, locked for this transaction in id order (the order every
 * writer uses, so two never deadlock): a withdrawal checked against the balance cannot
 * race another one from the same book. Missing or foreign books answer 400 with `label`.
 */
export const lockCashBooks = async (
  tx: Db,
  scope: TenantScope,
  ids: { id: string; label: string }[],
  options: { anyBranchOfBusiness?: string[] } = {},
): Promise<Map<string, CashBook>> => {
  const sorted = [...new Set(ids.map((i) => i.id))].sort();
  const rows = await tx
    .select()
    .from(cashBooks)
    .where(and(inArray(cashBooks.id, sorted), inBusiness(cashBooks.businessId, scope)))
    .orderBy(asc(cashBooks.id))
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const { id, label } of ids) {
    const book = byId.get(id);
    const branchOk =
      !scope.branchId || book?.branchId === scope.branchId || options.anyBranchOfBusiness?.includes(id);
    if (!book || !branchOk) throw badRequest(`Seçilen ${label} bu kuruma veya şubeye ait değil.`);
    if (!book.isActive) throw badRequest(`Seçilen ${label} kullanımda değil.`);
  }
  return byId;
};

/** A new cash book's opening balance: CashBook debit, OpeningBalance credit, in the create's transaction. */
export const postOpeningBalance = async (
  tx: Db,
  context: { scope: TenantScope; userId: string; id: string; input: TCashBookCreate },
): Promise<void> => {
  const { input } = context;
  if (!input.openingBalance) return;
  await postMovement(tx, {
    businessId: context.scope.businessId,
    branchId: input.branchId,
    kind: 'OpeningBalance',
    occurredOn: input.openingDate ?? todayInIstanbul(),
    description: `${input.name} açılış bakiyesi`,
    sourceType: 'CashBook',
    sourceId: context.id,
    createdBy: context.userId,
    lines: [
      { accountKind: 'CashBook', accountId: context.id, amount: input.openingBalance },
      { accountKind: 'OpeningBalance', accountId: context.id, amount: -input.openingBalance },
    ],
  });
};

/** A book that has postings keeps its branch: its past movements were posted in that branch. */
export const assertCashBookBranchKept = async (
  db: Db,
  scope: TenantScope,
  input: { branchId: string },
  id?: string,
): Promise<void> => {
  if (!id) return;
  const [before] = await db
    .select({ branchId: cashBooks.branchId })
    .from(cashBooks)
    .where(eq(cashBooks.id, id));
  if (
    before &&
    before.branchId !== input.branchId &&
    (await accountHasPostings(db, { businessId: scope.businessId, kind: 'CashBook', id }))
  )
    throw badRequest('Hareket görmüş bir kasanın şubesi değiştirilemez.');
};

export const assertCashBookDeletable = async (db: Db, scope: TenantScope, id: string): Promise<void> => {
  if (await accountHasPostings(db, { businessId: scope.businessId, kind: 'CashBook', id }))
    throw badRequest('Hareket görmüş bir kasa silinemez. Kasayı pasif yapabilirsiniz.');
};
