import { ZAccountCardTypeInputSchema } from '@panel/shared/finance/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { accountCards } from '../account-cards/account-card.table';
import { registerFinanceDefinition } from '../finance-definition';
import { accountCardTypes } from './account-card-type.table';

/** /finance/account-card-type: groups of account cards. */
export const accountCardTypeRoutes: FastifyPluginAsync = async (app) => {
  registerFinanceDefinition(app, {
    path: '/finance/account-card-type',
    entity: 'account-card-type',
    table: accountCardTypes,
    input: ZAccountCardTypeInputSchema,
    usedBy: { table: accountCards, column: accountCards.accountCardTypeId },
    nameKey: 'account_card_types_name_key',
    noun: 'Cari kart türü',
  });
};
