import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { turkishOrder } from '../../../platform/listing';
import { accountCardTypes } from '../account-card-types/account-card-type.table';
import { postedBalanceSql } from '../cash-books/cash-book.service';
import { accountCards } from './account-card.table';

/** An account card's balance: negative when we owe it (its postings' sum). */
const balance = () => postedBalanceSql('account_cards', 'AccountCard');

/** An account card as lists and forms read it: its type's name and its balance. */
export const selectAccountCards = (db: Db) =>
  db
    .select({
      id: accountCards.id,
      accountCardTypeId: accountCards.accountCardTypeId,
      accountCardTypeName: accountCardTypes.name,
      kind: accountCards.kind,
      name: accountCards.name,
      taxOffice: accountCards.taxOffice,
      taxNumber: accountCards.taxNumber,
      phone: accountCards.phone,
      email: accountCards.email,
      iban: accountCards.iban,
      address: accountCards.address,
      isActive: accountCards.isActive,
      balance: balance(),
    })
    .from(accountCards)
    .leftJoin(accountCardTypes, eq(accountCardTypes.id, accountCards.accountCardTypeId))
    .$dynamic();

/** The list's search, default order and server sorts. */
export const accountCardListing = {
  searchColumns: [accountCards.searchKey],
  orderBy: [asc(accountCards.searchKey)],
  sortColumns: { name: turkishOrder(accountCards.name) },
};

/** The list's filters beside the search: the card's type and kind. */
export const accountCardFilter = (q: {
  accountCardTypeId?: string | undefined;
  kind?: string | undefined;
}): SQL | undefined =>
  and(
    q.accountCardTypeId ? eq(accountCards.accountCardTypeId, q.accountCardTypeId) : undefined,
    q.kind ? eq(accountCards.kind, q.kind) : undefined,
  );

/** GET /finance/account-card/list: the active cards, for selects. */
export const accountCardOptions = {
  select: (db: Db) =>
    db
      .select({ id: accountCards.id, name: accountCards.name, kind: accountCards.kind })
      .from(accountCards)
      .$dynamic(),
  where: eq(accountCards.isActive, true),
  orderBy: [asc(accountCards.searchKey)],
};
