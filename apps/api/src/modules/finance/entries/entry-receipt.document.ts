import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Content } from '../../../platform/pdf';
import { branches } from '../../administration/branches/branch.table';
import { businesses } from '../../administration/businesses/business.table';
import { users } from '../../users/user.table';
import { accountCards } from '../account-cards/account-card.table';
import { cashBooks } from '../cash-books/cash-book.table';
import type { EntryKind } from './finance-entry.service';

/** An expense or revenue with the names its ids point at, as its screen, its receipt and its list show it. */
export const selectEntries = (q: Db, kind: EntryKind) => {
  const E = kind.table;
  const T = kind.typeTable;
  return q
    .select({
      id: E.id,
      entryNo: E.entryNo,
      branchId: E.branchId,
      branchName: branches.name,
      typeId: E.typeId,
      typeName: T.name,
      occurredOn: E.occurredOn,
      amount: E.amount,
      vatRate: E.vatRate,
      vatAmount: E.vatAmount,
      cashBookId: E.cashBookId,
      cashBookName: cashBooks.name,
      accountCardId: E.accountCardId,
      accountCardName: accountCards.name,
      description: E.description,
      documentNo: E.documentNo,
      cancelled: sql<boolean>`${E.cancelledAt} is not null`,
      cancelledAt: E.cancelledAt,
      cancelReason: E.cancelReason,
      createdAt: E.createdAt,
    })
    .from(E)
    .innerJoin(branches, eq(branches.id, E.branchId))
    .innerJoin(T, eq(T.id, E.typeId))
    .leftJoin(cashBooks, eq(cashBooks.id, E.cashBookId))
    .leftJoin(accountCards, eq(accountCards.id, E.accountCardId))
    .$dynamic();
};

export type EntryView = Awaited<ReturnType<ReturnType<typeof selectEntries>['where']>>[number];

/**
 * An expense's or revenue's receipt: the institution, the number, what was paid or received
 * and from where, and the two signatures. The entry's route prints one; the report centre
 * prints a branch's days of them one after another.
 */
export const entryReceiptContent = async (
  db: Db,
  kind: EntryKind,
  e: EntryView,
  title: string,
): Promise<Content[]> => {
  const [issuer] = await db
    .select({
      businessName: businesses.name,
      createdBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(kind.table)
    .innerJoin(businesses, eq(businesses.id, kind.table.businessId))
    .leftJoin(users, eq(users.id, kind.table.createdBy))
    .where(eq(kind.table.id, e.id));
  const rows: [string, string][] = [
    ['Tarih', formatDay(e.occurredOn)],
    ['Şube', e.branchName],
    [kind.side === 'Expense' ? 'Gider Türü' : 'Gelir Türü', e.typeName],
    e.cashBookName ? ['Kasa', e.cashBookName] : ['Cari Kart', e.accountCardName ?? ''],
    ['Tutar', formatMoney(e.amount)],
    [`KDV (%${e.vatRate})`, formatMoney(e.vatAmount)],
    ...(e.documentNo ? ([['Belge No', e.documentNo]] as [string, string][]) : []),
    ...(e.description ? ([['Açıklama', e.description]] as [string, string][]) : []),
    ...(e.cancelReason ? ([['İptal Nedeni', e.cancelReason]] as [string, string][]) : []),
    ['Düzenleyen', issuer?.createdBy ?? ''],
  ];
  return [
    { text: issuer?.businessName ?? '', bold: true, fontSize: 11 },
    { text: e.branchName, style: 'muted', margin: [0, 0, 0, 12] },
    { text: title.toLocaleUpperCase('tr'), style: 'title', alignment: 'center' },
    { text: `No: ${e.entryNo}`, alignment: 'center', margin: [0, 0, 0, 12] },
    ...(e.cancelled
      ? [
          {
            text: 'İPTAL EDİLDİ',
            color: '#cf1322',
            bold: true,
            fontSize: 16,
            alignment: 'center' as const,
          },
        ]
      : []),
    {
      table: { widths: [110, '*'], body: rows.map(([k, v]) => [{ text: k, bold: true }, v]) },
      layout: 'noBorders',
    },
    {
      columns: [
        { text: 'Teslim Eden', alignment: 'center', margin: [0, 40, 0, 0] },
        { text: 'Teslim Alan', alignment: 'center', margin: [0, 40, 0, 0] },
      ],
    },
  ];
};
