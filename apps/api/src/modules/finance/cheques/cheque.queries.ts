import type {
  TChequeDetail,
  TChequeFilters,
  TChequeListQuery,
  TChequeMovementRow,
} from '@panel/shared/finance/cheques';
import type { ChequeDirection, ChequeKind, ChequeState } from '@panel/shared/finance/enums';
import { and, asc, count, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { listOrder, searchOver } from '../../../platform/listing';
import { ownedBy } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { inBusiness } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { students } from '../../students/student.table';
import { users } from '../../users/user.table';
import { accountCards } from '../account-cards/account-card.table';
import { cashBooks } from '../cash-books/cash-book.table';
import { listWithTotals } from '../finance-listing';
import { chequeMovements, cheques } from './cheque.table';

const endorsedTo = alias(accountCards, 'endorsed_to');
const movementCard = alias(accountCards, 'movement_card');
const movementBook = alias(cashBooks, 'movement_book');

/**
 * A cheque with the names its ids point at, as the detail page shows it. The list reads the
 * same select; its answer (the list's schema) leaves out the detail page's fields.
 */
const chequeColumns = {
  id: cheques.id,
  portfolioNo: cheques.portfolioNo,
  direction: sql<ChequeDirection>`${cheques.direction}`,
  kind: sql<ChequeKind>`${cheques.kind}`,
  state: sql<ChequeState>`${cheques.state}`,
  serialNo: cheques.serialNo,
  drawer: cheques.drawer,
  bankName: cheques.bankName,
  branchId: cheques.branchId,
  branchName: branches.name,
  accountCardId: cheques.accountCardId,
  accountCardName: accountCards.name,
  endorsedToName: endorsedTo.name,
  cashBookName: cashBooks.name,
  studentName: sql<string | null>`${students.firstName} || ' ' || ${students.lastName}`,
  issuedOn: cheques.issuedOn,
  dueOn: cheques.dueOn,
  amount: cheques.amount,
  drawerTaxNumber: cheques.drawerTaxNumber,
  bankBranch: cheques.bankBranch,
  accountNo: cheques.accountNo,
  studentId: cheques.studentId,
  cashBookId: cheques.cashBookId,
  endorsedToAccountCardId: cheques.endorsedToAccountCardId,
  note: cheques.note,
};

const chequeWithNames = (db: Db) =>
  db
    .select(chequeColumns)
    .from(cheques)
    .innerJoin(branches, eq(branches.id, cheques.branchId))
    .leftJoin(accountCards, eq(accountCards.id, cheques.accountCardId))
    .leftJoin(endorsedTo, eq(endorsedTo.id, cheques.endorsedToAccountCardId))
    .leftJoin(cashBooks, eq(cashBooks.id, cheques.cashBookId))
    .leftJoin(students, eq(students.id, cheques.studentId))
    .$dynamic();

const filtered = (scope: TenantScope, q: TChequeFilters): SQL | undefined =>
  and(
    ownedBy(cheques, scope),
    searchOver(q._searchTerm, cheques.searchKey),
    q.direction ? eq(cheques.direction, q.direction) : undefined,
    q.kind ? eq(cheques.kind, q.kind) : undefined,
    q.state ? eq(cheques.state, q.state) : undefined,
    q.branchId ? eq(cheques.branchId, q.branchId) : undefined,
    q.accountCardId ? eq(cheques.accountCardId, q.accountCardId) : undefined,
    q.dueFrom ? gte(cheques.dueOn, q.dueFrom) : undefined,
    q.dueTo ? lte(cheques.dueOn, q.dueTo) : undefined,
  );

const ORDER = [asc(cheques.dueOn), asc(cheques.portfolioNo)];

/** The totals of the whole filtered set: under the screen's table and under the Excel rows. */
const totalsOf = async (db: Db, where: SQL | undefined) => {
  const [row] = await db
    .select({ n: count(), amount: sql<number>`coalesce(sum(${cheques.amount}), 0)`.mapWith(Number) })
    .from(cheques)
    .where(where);
  return row!;
};

const chequeList = listWithTotals({
  table: cheques,
  select: chequeWithNames,
  where: filtered,
  totals: totalsOf,
});

/** GET /finance/cheque: a page of the filtered cheques and the totals of the whole set. */
export const findCheques = async (db: Db, scope: TenantScope, q: TChequeListQuery) => {
  const order = listOrder(
    q,
    { dueOn: cheques.dueOn, amount: cheques.amount },
    [...ORDER, asc(cheques.id)],
    [cheques.id],
  );
  const { page, totals } = await chequeList.page(db, scope, q, order);
  return { ...page, totals: { count: totals.n, amount: totals.amount } };
};

/** The Excel file's rows in the list's own order, a page at a time, and the totals of them all. */
export const chequeExcelSource = (db: Db, scope: TenantScope, q: TChequeFilters) =>
  chequeList.excelSource(db, scope, q, [...ORDER, asc(cheques.id)]);

/** One cheque of the caller's scope with its history, oldest movement first. */
export const getChequeDetailOrThrow = async (
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<TChequeDetail> => {
  const row = await chequeList.getOrThrow(db, scope, id);
  const movements: TChequeMovementRow[] = await db
    .select({
      id: chequeMovements.id,
      occurredOn: chequeMovements.occurredOn,
      fromState: sql<ChequeState | null>`${chequeMovements.fromState}`,
      toState: sql<ChequeState>`${chequeMovements.toState}`,
      cashBookName: movementBook.name,
      accountCardName: movementCard.name,
      note: chequeMovements.note,
      transactionId: chequeMovements.transactionId,
      reverseTransactionId: chequeMovements.reverseTransactionId,
      createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      createdAt: sql<string>`${chequeMovements.createdAt}`,
    })
    .from(chequeMovements)
    .leftJoin(movementBook, eq(movementBook.id, chequeMovements.cashBookId))
    .leftJoin(movementCard, eq(movementCard.id, chequeMovements.accountCardId))
    .leftJoin(users, eq(users.id, chequeMovements.createdBy))
    .where(and(eq(chequeMovements.chequeId, row.id), inBusiness(chequeMovements.businessId, scope)))
    .orderBy(asc(chequeMovements.createdAt), asc(chequeMovements.occurredOn));
  return { ...row, movements };
};

/** The name of a student of the caller's scope, whom a received cheque may be for. */
export const findStudentName = async (db: Db, scope: TenantScope, id: string) => {
  const [student] = await db
    .select({ firstName: students.firstName, lastName: students.lastName })
    .from(students)
    .where(and(eq(students.id, id), ownedBy(students, scope)));
  return student;
};
