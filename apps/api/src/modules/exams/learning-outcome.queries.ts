import { type GradeLevel, gradeLevelLabels } from '@panel/shared/education/enums';
import type { TLearningOutcomePoolQuery } from '@panel/shared/exams/learning-outcomes';
import { and, asc, desc, eq, exists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { searchOver } from '../../platform/listing';
import { selectPage } from '../../platform/select-page';
import { majors } from '../administration/majors/major.table';
import { learningOutcomePools, learningOutcomes } from './learning-outcome.table';

/** Reads of the learning-outcome pools and outcomes with their majors' names. */

const gradeLabel = (g: string) => gradeLevelLabels[g as GradeLevel] ?? g;

const poolRow = {
  id: learningOutcomePools.id,
  majorId: learningOutcomePools.majorId,
  majorName: majors.name,
  gradeLevel: sql<GradeLevel>`${learningOutcomePools.gradeLevel}`,
  updatedAt: learningOutcomePools.updatedAt,
};

export const findPools = (db: Db, query: TLearningOutcomePoolQuery) => {
  const byMajor = searchOver(query._searchTerm, majors.searchKey);
  const byOutcome = searchOver(query._searchTerm, learningOutcomes.searchKey);
  const where = and(
    query.majorId ? eq(learningOutcomePools.majorId, query.majorId) : undefined,
    query.gradeLevel ? eq(learningOutcomePools.gradeLevel, query.gradeLevel) : undefined,
    // The major's name, or a code or text of one of the pool's outcomes.
    byMajor && byOutcome
      ? or(
          byMajor,
          exists(
            db
              .select({ one: sql`1` })
              .from(learningOutcomes)
              .where(and(eq(learningOutcomes.poolId, learningOutcomePools.id), byOutcome)),
          ),
        )
      : undefined,
  );
  const outcomeCount = sql<number>`(select count(*)::int from ${learningOutcomes} o where o.pool_id = ${learningOutcomePools.id})`;
  return selectPage(db, query, {
    select: () =>
      db
        .select({ ...poolRow, outcomeCount })
        .from(learningOutcomePools)
        .innerJoin(majors, eq(majors.id, learningOutcomePools.majorId))
        .$dynamic(),
    where,
    orderBy: [asc(majors.searchKey), asc(learningOutcomePools.gradeLevel), desc(learningOutcomePools.id)],
    row: (r) => ({
      ...r,
      gradeLevelName: gradeLabel(r.gradeLevel),
      updatedAt: r.updatedAt.toISOString(),
    }),
  });
};

export const getPoolOrThrow = async (db: Db, id: string) => {
  const [pool] = await db
    .select(poolRow)
    .from(learningOutcomePools)
    .innerJoin(majors, eq(majors.id, learningOutcomePools.majorId))
    .where(eq(learningOutcomePools.id, id));
  if (!pool) throw notFound();
  const outcomes = await db
    .select({ id: learningOutcomes.id, code: learningOutcomes.code, text: learningOutcomes.text })
    .from(learningOutcomes)
    .where(eq(learningOutcomes.poolId, id))
    .orderBy(asc(learningOutcomes.position), asc(learningOutcomes.id));
  return { ...pool, gradeLevelName: gradeLabel(pool.gradeLevel), outcomes };
};

/** Outcomes to pick for an exam's questions: paged, by pool, major, grade or text. */
export const findOutcomes = (db: Db, query: TLearningOutcomePoolQuery & { poolId?: string }) => {
  const where = and(
    query.poolId ? eq(learningOutcomes.poolId, query.poolId) : undefined,
    query.majorId ? eq(learningOutcomePools.majorId, query.majorId) : undefined,
    query.gradeLevel ? eq(learningOutcomePools.gradeLevel, query.gradeLevel) : undefined,
    searchOver(query._searchTerm, learningOutcomes.searchKey),
  );
  const from = () =>
    db
      .select({
        id: learningOutcomes.id,
        code: learningOutcomes.code,
        text: learningOutcomes.text,
        poolId: learningOutcomes.poolId,
        majorName: majors.name,
        gradeLevel: sql<GradeLevel>`${learningOutcomePools.gradeLevel}`,
      })
      .from(learningOutcomes)
      .innerJoin(learningOutcomePools, eq(learningOutcomePools.id, learningOutcomes.poolId))
      .innerJoin(majors, eq(majors.id, learningOutcomePools.majorId));
  return selectPage(db, query, {
    select: () => from().$dynamic(),
    where,
    orderBy: [
      asc(majors.searchKey),
      asc(learningOutcomePools.gradeLevel),
      asc(learningOutcomes.position),
      asc(learningOutcomes.id),
    ],
  });
};
