import type { LicenseArea } from '@panel/shared/administration/enums';
import { date, index, integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../../db/column-types';
import { createdAndUpdatedAt } from '../../../db/timestamp-columns';
import { branches } from '../branches/branch.table';
import { businesses } from '../businesses/business.table';

/** A branch's right to use the product between two days, for a student quota and some areas. */
export const licenses = pgTable(
  'licenses',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: requiredRef(() => businesses.id),
    branchId: requiredRef(() => branches.id),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    studentQuota: integer().notNull(),
    /** Written only through the license input, which takes the known areas. */
    enabledAreas: jsonb().$type<LicenseArea[]>().notNull(),
    ...createdAndUpdatedAt(),
  },
  (t) => [index('licenses_branch_idx').on(t.branchId, t.endsOn), index('licenses_ends_idx').on(t.endsOn)],
);
