import type { TLessonTimeInput } from '@panel/shared/education/contracts';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../platform/errors';
import { lessonTimes } from './lesson-time.table';

/** Two slots of a branch's day may not overlap: a class cannot be in two lessons at once. */
export const assertNoOverlap = async (db: Db, input: TLessonTimeInput, id?: string) => {
  const [overlap] = await db
    .select({ slotNo: lessonTimes.slotNo, startsAt: lessonTimes.startsAt, endsAt: lessonTimes.endsAt })
    .from(lessonTimes)
    .where(
      and(
        eq(lessonTimes.branchId, input.branchId),
        lt(lessonTimes.startsAt, input.endsAt),
        gt(lessonTimes.endsAt, input.startsAt),
        id ? ne(lessonTimes.id, id) : undefined,
      ),
    );
  if (overlap)
    throw badRequest(
      `Bu saatler ${overlap.slotNo}. ders saatiyle (${overlap.startsAt}-${overlap.endsAt}) çakışıyor.`,
    );
};
