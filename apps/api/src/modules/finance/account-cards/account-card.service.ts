import type { Db } from '../../../db/client';
import { badRequest } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/tenancy';
import { accountHasPostings } from '../ledger/ledger.service';

/** A card that ever had a posting stays (its history needs it); it can be made passive instead. */
export const assertAccountCardDeletable = async (db: Db, scope: TenantScope, id: string): Promise<void> => {
  if (await accountHasPostings(db, { businessId: scope.businessId, kind: 'AccountCard', id }))
    throw badRequest('Hareket görmüş bir cari kart silinemez. Pasif yapabilirsiniz.');
};
