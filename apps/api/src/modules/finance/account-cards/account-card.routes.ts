import { foldTurkish } from '@panel/shared/common/text';
import { ACCOUNT_CARD_SORTS, ZAccountCardInputSchema } from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../../platform/errors';
import { turkishOrder } from '../../../platform/listing';
import { assertOwned, registerResource } from '../../../platform/resource';
import { accountCardTypes } from '../account-card-types/account-card-type.table';
import { postedBalanceSql } from '../cash-books/cash-book.service';
import { ledgerPostings } from '../ledger/ledger.table';
import { accountCards } from './account-card.table';

/** An account card's balance: negative when we owe it (its postings' sum). */
const balance = () => postedBalanceSql('account_cards', 'AccountCard');

/** /finance/account-card: suppliers and other parties [cari kart]. */
export const accountCardRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/finance/account-card',
    entity: 'account-card',
    table: accountCards,
    view: ACTIONS.finance.view,
    manage: ACTIONS.finance.definitions,
    input: ZAccountCardInputSchema,
    select: (db) =>
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
        .$dynamic(),
    searchColumns: [accountCards.searchKey],
    orderBy: [asc(accountCards.searchKey)],
    sorts: { keys: ACCOUNT_CARD_SORTS, columns: { name: turkishOrder(accountCards.name) } },
    filters: {
      shape: { accountCardTypeId: z.uuid().optional(), kind: z.string().optional() },
      where: (q) =>
        and(
          q.accountCardTypeId ? eq(accountCards.accountCardTypeId, q.accountCardTypeId) : undefined,
          q.kind ? eq(accountCards.kind, q.kind) : undefined,
        ),
    },
    toRow: (input) => ({
      ...input,
      searchKey: foldTurkish(`${input.name} ${input.taxNumber ?? ''} ${input.phone ?? ''}`),
    }),
    check: (db, scope, input) =>
      assertOwned(db, accountCardTypes, scope, input.accountCardTypeId, 'cari kart türü'),
    beforeDelete: async (db, scope, record) => {
      const [used] = await db
        .select({ id: ledgerPostings.id })
        .from(ledgerPostings)
        .where(
          and(
            eq(ledgerPostings.businessId, scope.businessId),
            eq(ledgerPostings.accountKind, 'AccountCard'),
            eq(ledgerPostings.accountId, record.id as string),
          ),
        )
        .limit(1);
      if (used) throw badRequest('Hareket görmüş bir cari kart silinemez. Pasif yapabilirsiniz.');
    },
    options: {
      select: (db) =>
        db
          .select({ id: accountCards.id, name: accountCards.name, kind: accountCards.kind })
          .from(accountCards)
          .$dynamic(),
      where: eq(accountCards.isActive, true),
      orderBy: [asc(accountCards.searchKey)],
    },
    messages: {
      created: 'Cari kart kaydedildi.',
      updated: 'Cari kart güncellendi.',
      deleted: 'Cari kart silindi.',
    },
  });
};
