import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { firstId } from '../../../platform/first-id';
import type { TenantScope } from '../../../platform/tenancy';
import { ofBusiness } from '../../../platform/tenancy';
import { ledgerPostings, ledgerTransactions } from './ledger.table';
import { assertPostingDate } from './posting-date';

/**
 * Ledger accounts. Student: what a student owes (debit) or is owed (credit). CashBook:
 * money in a cash book. The rest are the other side of each movement, kept so every
 * movement balances and reports can read revenue and discount totals.
 */
export type LedgerAccountKind =
  | 'Student'
  | 'CashBook'
  | 'SalesRevenue'
  | 'SalesDiscount'
  | 'AccountCard'
  | 'Expense'
  | 'OtherRevenue'
  | 'OpeningBalance'
  | 'CashDifference'
  | 'BranchTransfer'
  | 'ChequePortfolio'
  | 'ChequePayable';

export type PostingLine = { accountKind: LedgerAccountKind; accountId?: string | null; amount: number };

export type Movement = {
  businessId: string;
  branchId: string;
  kind: string;
  occurredOn: string;
  description: string;
  sourceType?: string;
  sourceId?: string;
  reversesId?: string;
  createdBy?: string | null;
  lines: PostingLine[];
};

export class UnbalancedMovementError extends Error {}

/**
 * Writes one balanced movement. Call it inside the transaction that writes what caused
 * it, so the money and its reason commit together or not at all.
 */
export const postMovement = async (tx: Db, m: Movement): Promise<string> => {
  const lines = m.lines.filter((l) => l.amount !== 0);
  const sum = lines.reduce((s, l) => s + l.amount, 0);
  if (lines.length < 2 || sum !== 0 || lines.some((l) => !Number.isSafeInteger(l.amount)))
    throw new UnbalancedMovementError(`Unbalanced movement ${m.kind}: ${JSON.stringify(lines)}`);
  await assertPostingDate(tx, m);
  const [t] = await tx
    .insert(ledgerTransactions)
    .values({
      businessId: m.businessId,
      branchId: m.branchId,
      kind: m.kind,
      occurredOn: m.occurredOn,
      description: m.description,
      sourceType: m.sourceType ?? null,
      sourceId: m.sourceId ?? null,
      reversesId: m.reversesId ?? null,
      createdBy: m.createdBy ?? null,
    })
    .returning({ id: ledgerTransactions.id });
  await tx.insert(ledgerPostings).values(
    lines.map((l) => ({
      transactionId: t!.id,
      businessId: m.businessId,
      branchId: m.branchId,
      accountKind: l.accountKind,
      accountId: l.accountId ?? null,
      amount: l.amount,
      occurredOn: m.occurredOn,
    })),
  );
  return t!.id;
};

/** The lines of a movement, to reverse them. */
export const movementLines = async (db: Db, transactionId: string): Promise<PostingLine[]> =>
  (
    await db
      .select({
        accountKind: ledgerPostings.accountKind,
        accountId: ledgerPostings.accountId,
        amount: ledgerPostings.amount,
      })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, transactionId))
  ).map((l) => ({ ...l, accountKind: l.accountKind as LedgerAccountKind }));

/** Undoes a movement with its mirror image; the original stays as it was. */
export const reverseMovement = async (
  tx: Db,
  original: { id: string; businessId: string; branchId: string },
  m: Omit<Movement, 'lines' | 'businessId' | 'branchId' | 'reversesId'>,
): Promise<string> => {
  const lines = await movementLines(tx, original.id);
  return postMovement(tx, {
    ...m,
    businessId: original.businessId,
    branchId: original.branchId,
    reversesId: original.id,
    lines: lines.map((l) => ({ ...l, amount: -l.amount })),
  });
};

/**
 * A movement's description, written once what it names exists: a collection's movement is
 * posted before its receipt takes the gapless number the description quotes.
 */
export const describeMovement = (tx: Db, transactionId: string, description: string) =>
  tx.update(ledgerTransactions).set({ description }).where(eq(ledgerTransactions.id, transactionId));

/** The postings of one account of a business. */
const postingsOf = (businessId: string, accountKind: LedgerAccountKind, accountId: string) =>
  and(
    ofBusiness(ledgerPostings.businessId, businessId),
    eq(ledgerPostings.accountKind, accountKind),
    eq(ledgerPostings.accountId, accountId),
  );

/** The balance of one account (debit positive), optionally up to and including a day. */
export const accountBalance = async (
  db: Db,
  scope: TenantScope,
  accountKind: LedgerAccountKind,
  accountId: string,
  untilDay?: string,
): Promise<number> => {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings)
    .where(
      and(
        postingsOf(scope.businessId, accountKind, accountId),
        untilDay ? sql`${ledgerPostings.occurredOn} <= ${untilDay}` : undefined,
      ),
    );
  return Number(row?.balance ?? 0);
};

/** Whether anything was ever posted to an account: a record with history is made passive, not deleted. */
export const accountHasPostings = async (
  db: Db,
  account: { businessId: string; kind: LedgerAccountKind; id: string },
): Promise<boolean> => {
  return (
    (await firstId(db, ledgerPostings, postingsOf(account.businessId, account.kind, account.id))) !== null
  );
};
