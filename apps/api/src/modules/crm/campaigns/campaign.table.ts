import type { DiscountKind } from '@panel/shared/sales/enums';
import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdByAccount } from '../../../db/created-by-columns';
import { businessOwned } from '../../../db/owned-columns';

/** A campaign's offer on one service: the discount a sale at conversion starts with (kuruş or percent). */
export type CampaignOffer = { serviceId: string; discountKind: DiscountKind; discountValue: number };

/**
 * An enrolment campaign. `branchIds` are the branches it runs in (empty: every branch of the
 * business). Its public form (`/campaign/public/{id}`) is open while `publicFormEnabled` and
 * today is within the dates; each submission becomes a CRM customer in the campaign's pool.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    branchIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    name: text().notNull(),
    searchKey: text().notNull(),
    description: text(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    offers: jsonb().$type<CampaignOffer[]>().notNull().default(sql`'[]'::jsonb`),
    publicFormEnabled: boolean().notNull().default(false),
    /** The KVKK text shown on the public form; each submission stores the version it agreed to. */
    kvkkText: text(),
    kvkkVersion: text(),
    ...createdByAccount(),
  },
  (t) => [index('campaigns_business_idx').on(t.businessId, t.startsOn)],
);
