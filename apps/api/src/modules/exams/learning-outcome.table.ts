import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../db/column-types';
import { createdAndUpdatedAt } from '../../db/timestamp-columns';
import { majors } from '../administration/majors/major.table';

/**
 * A learning-outcome pool [kazanım havuzu]: the outcomes of one major at one grade level.
 *
 * Product-wide, not a business's: SPEC puts the pool under /admin (provider staff, the
 * `admin.*` keys that need the admin claim) and DOMAIN says it is kept by admins, like the
 * majors it hangs on, which are the provider's for every business. The curricula (MEB's
 * outcome codes such as M.8.1.1.1) are national, so every business's exams point at the
 * same pools; businesses read them (GET /examapi/learning-outcomes) and never write them.
 */
export const learningOutcomePools = pgTable(
  'learning_outcome_pools',
  {
    id: uuid().primaryKey().defaultRandom(),
    majorId: requiredRef(() => majors.id),
    gradeLevel: text().notNull(),
    ...createdAndUpdatedAt(),
  },
  (t) => [uniqueIndex('learning_outcome_pools_major_grade_key').on(t.majorId, t.gradeLevel)],
);

/** One outcome of a pool, in the pool's order; `codeKey` is the folded code, unique in the pool. */
export const learningOutcomes = pgTable(
  'learning_outcomes',
  {
    id: uuid().primaryKey().defaultRandom(),
    poolId: requiredRef(() => learningOutcomePools.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    code: text().notNull(),
    codeKey: text().notNull(),
    text: text().notNull(),
    searchKey: text().notNull(),
  },
  (t) => [
    uniqueIndex('learning_outcomes_pool_code_key').on(t.poolId, t.codeKey),
    index('learning_outcomes_pool_idx').on(t.poolId, t.position),
  ],
);
