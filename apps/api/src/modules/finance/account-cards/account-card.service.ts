import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/tenancy';
import { inBusiness } from '../../../platform/tenancy';
import { ledgerPostings } from '../ledger/ledger.table';

/** A card that ever had a posting stays (its history needs it); it can be made passive instead. */
export const assertAccountCardDeletable = async (db: Db, scope: TenantScope, id: string): Promise<void> => {
  const [used] = await db
    .select({ id: ledgerPostings.id })
    .from(ledgerPostings)
    .where(
      and(
        inBusiness(ledgerPostings.businessId, scope),
        eq(ledgerPostings.accountKind, 'AccountCard'),
        eq(ledgerPostings.accountId, id),
      ),
    )
    .limit(1);
  if (used) throw badRequest('Hareket görmüş bir cari kart silinemez. Pasif yapabilirsiniz.');
};
