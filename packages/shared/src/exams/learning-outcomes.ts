import { z } from 'zod';
import { zPage, zTimestamp } from '../common/answers';
import { ZListQuerySchema } from '../common/list-query';
import { GRADE_LEVELS } from '../education/enums';
import { zSelect } from '../validation/zod';

/** The most outcomes one pool holds: a year's curriculum of one lesson is a few hundred at most. */
export const POOL_OUTCOME_MAX = 1000;
export const OUTCOME_CODE_MAX = 40;
export const OUTCOME_TEXT_MAX = 500;

/** The import sheet's columns, in order, as the example file names them. */
export const OUTCOME_IMPORT_COLUMNS = ['Kazanım Kodu', 'Kazanım'] as const;
export const OUTCOME_IMPORT_SHEET = 'Kazanımlar';

const zCode = () =>
  z
    .string({ message: 'Kazanım kodunu giriniz.' })
    .trim()
    .min(1, 'Kazanım kodunu giriniz.')
    .max(OUTCOME_CODE_MAX, `Kazanım kodu en fazla ${OUTCOME_CODE_MAX} karakter olabilir.`);
const zOutcomeText = () =>
  z
    .string({ message: 'Kazanımı yazınız.' })
    .trim()
    .min(1, 'Kazanımı yazınız.')
    .max(OUTCOME_TEXT_MAX, `Kazanım en fazla ${OUTCOME_TEXT_MAX} karakter olabilir.`);

export const ZLearningOutcomeInputSchema = z.object({
  /** An existing outcome keeps its id (exams point at it); a new row has none. */
  id: z.uuid({ message: 'Geçersiz kayıt.' }).nullish(),
  code: zCode(),
  text: zOutcomeText(),
});

export const ZLearningOutcomePoolInputSchema = z.object({
  majorId: z.uuid({ message: 'Lütfen Branş Seçiniz!' }),
  gradeLevel: zSelect('Sınıf Seviyesi', GRADE_LEVELS),
  outcomes: z
    .array(ZLearningOutcomeInputSchema)
    .max(POOL_OUTCOME_MAX, `Bir havuzda en fazla ${POOL_OUTCOME_MAX} kazanım olabilir.`),
});
export type TLearningOutcomePoolInput = z.infer<typeof ZLearningOutcomePoolInputSchema>;

export const ZLearningOutcomePoolQuerySchema = ZListQuerySchema.extend({
  majorId: z.uuid({ message: 'Geçersiz branş.' }).optional(),
  gradeLevel: z.enum(GRADE_LEVELS, { message: 'Geçersiz sınıf seviyesi.' }).optional(),
});
export type TLearningOutcomePoolQuery = z.infer<typeof ZLearningOutcomePoolQuerySchema>;

export const ZImportQuerySchema = z.object({ dryRun: z.enum(['true', 'false']).default('false') });

/** A problem of one row of the import sheet. */
export type OutcomeRowError = { row: number; column: string; message: string };

/** Two codes are the same whatever their case, spaces or Turkish letters: M.8.1.1 = m.8.1.1 . */
export const outcomeCodeKey = (code: string): string =>
  code.trim().replace(/\s+/g, '').replace(/[İI]/g, 'i').replace(/ı/g, 'i').toLocaleLowerCase('tr-TR');

/**
 * The rows of a pool's outcome list that repeat a code, each named by its 1-based row:
 * the form shows them under the row, the server answers them as a 400.
 */
export const duplicateCodes = (outcomes: readonly { code: string }[]): { index: number; first: number }[] => {
  const seen = new Map<string, number>();
  const out: { index: number; first: number }[] = [];
  outcomes.forEach((o, index) => {
    const key = outcomeCodeKey(o.code);
    if (key === '') return;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else out.push({ index, first });
  });
  return out;
};

// Answers, declared so the web app's typed client knows them.

const ZPoolHeadSchema = z.object({
  id: z.uuid(),
  majorId: z.uuid(),
  majorName: z.string(),
  gradeLevel: z.enum(GRADE_LEVELS),
  gradeLevelName: z.string(),
  updatedAt: zTimestamp(),
});
export const ZLearningOutcomePoolRowSchema = ZPoolHeadSchema.extend({ outcomeCount: z.number().int() });
export type TLearningOutcomePoolRow = z.infer<typeof ZLearningOutcomePoolRowSchema>;
export const ZLearningOutcomePoolPageSchema = zPage(ZLearningOutcomePoolRowSchema);
export const ZLearningOutcomePoolSchema = ZPoolHeadSchema.extend({
  outcomes: z.array(z.object({ id: z.uuid(), code: z.string(), text: z.string() })),
});
export type TLearningOutcomePool = z.infer<typeof ZLearningOutcomePoolSchema>;

/** The import's outcome: the rows read (a dry run saves none), their problems and the counts. */
export const ZOutcomeImportAnswerSchema = z.object({
  outcomes: z.array(
    z.object({ row: z.number().int(), code: z.string(), text: z.string(), existing: z.boolean() }),
  ),
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
  added: z.number().int(),
  updated: z.number().int(),
  message: z.string(),
});
export type TOutcomeImportAnswer = z.infer<typeof ZOutcomeImportAnswerSchema>;

/** An outcome to put on a question. */
export const ZLearningOutcomeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  text: z.string(),
  poolId: z.uuid(),
  majorName: z.string(),
  gradeLevel: z.enum(GRADE_LEVELS),
});
export const ZLearningOutcomePageSchema = zPage(ZLearningOutcomeSchema);
