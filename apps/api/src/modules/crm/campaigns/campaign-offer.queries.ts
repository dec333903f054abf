import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ownedBy, type TenantScope } from '../../../platform/scope';
import { type CampaignOffer, campaigns } from './campaign.table';

/** A campaign's name and its offers (discount per service): what a sale at conversion starts with. */
export const campaignOffers = async (
  db: Db,
  scope: TenantScope,
  campaignId: string,
): Promise<{ id: string; name: string; offers: CampaignOffer[] } | null> => {
  const [row] = await db
    .select({ id: campaigns.id, name: campaigns.name, offers: campaigns.offers })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), ownedBy(campaigns, scope)));
  return row ?? null;
};

/** Campaign names for the customer form's choice. */
export const campaignChoices = (db: Db, scope: TenantScope) =>
  db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(ownedBy(campaigns, scope))
    .orderBy(campaigns.startsOn);
