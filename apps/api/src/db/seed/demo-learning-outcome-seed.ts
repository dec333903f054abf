import { foldTurkish } from '@panel/shared/common/text';
import { outcomeCodeKey } from '@panel/shared/exams/learning-outcomes';
import { eq } from 'drizzle-orm';
import { majors } from '../../modules/administration/majors/major.table';
import { learningOutcomePools, learningOutcomes } from '../../modules/exams/learning-outcome.table';
import { firstId } from '../../platform/first-id';
import type { Db } from '../client';

/** One learning-outcome pool (8th-grade science, LGS), so the admin screens open with a record. */
export const seedDemoLearningOutcomes = async (tx: Db) => {
  const science = await firstId(tx, majors, eq(majors.searchKey, foldTurkish('Fen Bilimleri')));
  if (!science) return;
  const [pool] = await tx
    .insert(learningOutcomePools)
    .values({ majorId: science, gradeLevel: '8' })
    .returning({ id: learningOutcomePools.id });
  const outcomes = [
    ['F.8.1.1.1', 'Mevsimlerin oluşumuna yönelik tahminlerde bulunur.'],
    ['F.8.1.2.1', 'İklim ve hava olayları arasındaki farkı açıklar.'],
    ['F.8.2.1.1', 'DNA’nın yapısını model üzerinde gösterir.'],
    ['F.8.3.1.1', 'Katı basıncını etkileyen değişkenleri deneyerek keşfeder.'],
  ];
  await tx.insert(learningOutcomes).values(
    outcomes.map(([code, text], position) => ({
      poolId: pool!.id,
      position,
      code: code!,
      codeKey: outcomeCodeKey(code!),
      text: text!,
      searchKey: foldTurkish(`${code} ${text}`),
    })),
  );
};
