import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import type { COLLECTION_SORTS } from '@panel/shared/sales/contracts';
import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { listOrder, searchOver } from '../../../platform/listing';
import { ownedBy } from '../../../platform/resource';
import { selectPage } from '../../../platform/select-page';
import type { TenantScope } from '../../../platform/tenancy';
import { cashBooks } from '../../finance/cash-books/cash-book.table';
import { students } from '../../students/student.table';
import { verifyPath } from '../documents/issued-document.service';
import { issuedDocuments } from '../documents/issued-document.table';
import { collectionAllocations, collections, installments, orders } from '../sales.table';

export type TCollectionListQuery = TListQuery &
  ListSort<(typeof COLLECTION_SORTS)[number]> & {
    studentId?: string;
    cashBookId?: string;
    branchId?: string;
    from?: string;
    to?: string;
    includeCancelled: boolean;
  };

const listColumns = {
  id: collections.id,
  branchId: collections.branchId,
  receiptNo: collections.receiptNo,
  studentId: collections.studentId,
  studentNo: students.studentNo,
  studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
  cashBookId: collections.cashBookId,
  cashBookName: cashBooks.name,
  method: collections.method,
  amount: collections.amount,
  paidOn: collections.paidOn,
  note: collections.note,
  cancelled: sql<boolean>`${collections.cancelledAt} is not null`,
  cancelReason: collections.cancelReason,
  createdAt: collections.createdAt,
};

export const collectionList = (db: Db) =>
  db
    .select(listColumns)
    .from(collections)
    .innerJoin(students, eq(students.id, collections.studentId))
    .innerJoin(cashBooks, eq(cashBooks.id, collections.cashBookId))
    .$dynamic();

type CollectionListRow = Awaited<ReturnType<ReturnType<typeof collectionList>['execute']>>[number];

/** A listed collection as it is answered: its creation time as ISO text. */
const answered = (r: CollectionListRow) => ({ ...r, createdAt: r.createdAt.toISOString() });

export const findCollections = (db: Db, scope: TenantScope, q: TCollectionListQuery) => {
  const where = and(
    ownedBy(collections, scope),
    q.studentId ? eq(collections.studentId, q.studentId) : undefined,
    q.cashBookId ? eq(collections.cashBookId, q.cashBookId) : undefined,
    q.branchId ? eq(collections.branchId, q.branchId) : undefined,
    q.from ? gte(collections.paidOn, q.from) : undefined,
    q.to ? lte(collections.paidOn, q.to) : undefined,
    q.includeCancelled ? undefined : isNull(collections.cancelledAt),
    searchOver(q._searchTerm, students.searchKey),
  );
  return selectPage(db, q, {
    select: () => collectionList(db),
    where,
    orderBy: listOrder(
      q,
      // What the list sorts by on the server: the day, the amount, the student (surname first).
      { paidOn: collections.paidOn, amount: collections.amount, studentName: students.sortKey },
      [desc(collections.paidOn), desc(collections.createdAt)],
      [collections.createdAt, collections.id],
    ),
    row: answered,
  });
};

/** A collection of the scope; `lock` takes its row for a cancellation (collection.service). */
export const getCollectionOrThrow = async (db: Db, scope: TenantScope, id: string, lock = false) => {
  const query = db
    .select()
    .from(collections)
    .where(and(eq(collections.id, id), ownedBy(collections, scope)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
};

/** A cash book of the caller's scope, the one a collection is paid into; undefined when it is not theirs. */
export const cashBookInScope = async (db: Db, scope: TenantScope, id: string) => {
  const [book] = await db
    .select()
    .from(cashBooks)
    .where(and(eq(cashBooks.id, id), ownedBy(cashBooks, scope)));
  return book;
};

/** One collection as the list shows it, with the installments it paid and its receipt's verify link. */
export const getCollectionDetailOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const row = await getCollectionOrThrow(db, scope, id);
  const [[listed], allocations, [document]] = await Promise.all([
    collectionList(db).where(eq(collections.id, row.id)),
    db
      .select({
        installmentId: installments.id,
        orderNo: orders.orderNo,
        no: installments.no,
        dueDate: installments.dueDate,
        amount: collectionAllocations.amount,
      })
      .from(collectionAllocations)
      .innerJoin(installments, eq(installments.id, collectionAllocations.installmentId))
      .innerJoin(orders, eq(orders.id, installments.orderId))
      .where(eq(collectionAllocations.collectionId, row.id))
      .orderBy(installments.dueDate),
    db
      .select({ code: issuedDocuments.code })
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.sourceId, row.id), eq(issuedDocuments.kind, 'Receipt'))),
  ]);
  return {
    ...answered(listed!),
    allocations,
    verifyPath: document ? verifyPath(scope.businessId, document.code) : null,
  };
};
