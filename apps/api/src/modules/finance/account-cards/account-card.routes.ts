import { foldTurkish } from '@panel/shared/common/text';
import {
  ACCOUNT_CARD_SORTS,
  ZAccountCardInputSchema,
  ZAccountCardOptionSchema,
  ZAccountCardSchema,
} from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { assertOwned, registerResource } from '../../../platform/resource';
import { accountCardTypes } from '../account-card-types/account-card-type.table';
import {
  accountCardFilter,
  accountCardListing,
  accountCardOptions,
  selectAccountCards,
} from './account-card.queries';
import { assertAccountCardDeletable } from './account-card.service';
import { accountCards } from './account-card.table';

/** /finance/account-card: suppliers and other parties [cari kart]. */
export const accountCardRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/finance/account-card',
    entity: 'account-card',
    table: accountCards,
    view: ACTIONS.finance.view,
    manage: ACTIONS.finance.definitions,
    input: ZAccountCardInputSchema,
    select: selectAccountCards,
    record: ZAccountCardSchema,
    searchColumns: accountCardListing.searchColumns,
    orderBy: accountCardListing.orderBy,
    sorts: { keys: ACCOUNT_CARD_SORTS, columns: accountCardListing.sortColumns },
    filters: {
      shape: { accountCardTypeId: z.uuid().optional(), kind: z.string().optional() },
      where: accountCardFilter,
    },
    toRow: (input) => ({
      ...input,
      searchKey: foldTurkish(`${input.name} ${input.taxNumber ?? ''} ${input.phone ?? ''}`),
    }),
    check: (db, scope, input) =>
      assertOwned(db, accountCardTypes, scope, input.accountCardTypeId, 'cari kart türü'),
    beforeDelete: (db, scope, record) => assertAccountCardDeletable(db, scope, record.id as string),
    options: { ...accountCardOptions, option: ZAccountCardOptionSchema },
    messages: {
      created: 'Cari kart kaydedildi.',
      updated: 'Cari kart güncellendi.',
      deleted: 'Cari kart silindi.',
    },
  });
};
