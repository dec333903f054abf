import { foldTurkish } from '@panel/shared/common/text';
import { ZExamInputSchema, ZOpticalFormInputSchema } from '@panel/shared/exams/contracts';
import { scoreSheet } from '@panel/shared/exams/scoring';
import { openDatabase } from '../../apps/api/src/db/client';
import {
  countsOf,
  createExam,
  createForm,
  getExamOrThrow,
  packAnswers,
  scoringOf,
} from '../../apps/api/src/modules/exams/exam.service';
import { examResults, examUploads } from '../../apps/api/src/modules/exams/exam.table';
import { rankExam } from '../../apps/api/src/modules/exams/exam-result.service';
import { rebuildTallies } from '../../apps/api/src/modules/exams/exam-result-tally.service';
import type { TenantScope } from '../../apps/api/src/platform/scope';
import type { Target } from './db';
import { examForm, examInput, readerNumber, sheetMarks } from './exam';
import type { Rng } from './prng';

/**
 * Trial exams one class sat, one on each of `dates`: the form and the exams through the
 * API's own functions, every student's sheet scored as an upload scores it, then ranked and
 * tallied by the upload's own steps. The generator's bulk load has no place for this: it
 * needs the API's scoring, so it runs on a drizzle handle once the rows are in.
 */
export const writeClassExams = async (
  target: Target,
  opts: {
    businessId: string;
    branchId: string;
    schoolClassId: string;
    students: readonly { id: string; studentNo: number }[];
    dates: readonly string[];
    rng: Rng;
  },
): Promise<{ opticalFormId: string; examIds: string[]; sheets: number }> => {
  const handle = await openDatabase(
    target.kind === 'postgres'
      ? { kind: 'postgres', url: target.url }
      : { kind: 'pglite', dataDir: target.dataDir },
  );
  try {
    const { db } = handle;
    const scope: TenantScope = {
      businessId: opts.businessId,
      branchId: null,
      kind: 'business',
      accountId: null,
    };
    const form = await createForm(
      db,
      scope,
      ZOpticalFormInputSchema.parse({ ...examForm(), branchId: opts.branchId }),
    );
    const examIds: string[] = [];
    let sheets = 0;
    for (const [n, date] of opts.dates.entries()) {
      const input = examInput(`${n + 1}. TYT Denemesi`, date, form.id, opts.rng);
      const { id } = await createExam(
        db,
        scope,
        ZExamInputSchema.parse({ ...input, branchIds: [opts.branchId] }),
      );
      const exam = await getExamOrThrow(db, scope, id);
      const scoring = scoringOf(exam);
      const keys = input.sections.map((s) => s.keys);
      await db.transaction(async (tx) => {
        const [upload] = await tx
          .insert(examUploads)
          .values({
            businessId: opts.businessId,
            branchId: exam.branchId,
            examId: id,
            encoding: 'utf-8',
            lines: opts.students.length,
            scored: opts.students.length,
            unmatched: 0,
            absent: 0,
            errors: [],
          })
          .returning({ id: examUploads.id });
        const rows = opts.students.map((student, i) => {
          const { booklet, answers } = sheetMarks(keys, opts.rng);
          const sheet = scoreSheet(scoring, booklet, answers);
          const studentNumber = readerNumber(student.studentNo);
          return {
            businessId: opts.businessId,
            branchId: opts.branchId,
            examId: id,
            uploadId: upload!.id,
            lineNo: i + 1,
            studentId: student.id,
            schoolClassId: opts.schoolClassId,
            matched: true,
            studentNumber,
            citizenId: '',
            fullName: '',
            classCode: '',
            room: '',
            booklet,
            // As the upload folds name, number and citizen id: this form reads the number alone.
            searchKey: foldTurkish(` ${studentNumber} `),
            answers: packAnswers(exam, answers),
            sections: countsOf(sheet.sections),
            totalNet12: sheet.totalNet12,
            scoreUnits: sheet.scoreUnits,
          };
        });
        await tx.insert(examResults).values(rows);
        await rankExam(tx, id);
        await rebuildTallies(tx, opts.businessId, exam);
      });
      examIds.push(id);
      sheets += opts.students.length;
    }
    return { opticalFormId: form.id, examIds, sheets };
  } finally {
    await handle.close();
  }
};
