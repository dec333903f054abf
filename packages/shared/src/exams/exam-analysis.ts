import { z } from 'zod';
import { ZListQuerySchema } from '../common/list-query';

/**
 * The question analysis of an exam (DOMAIN "Exams"): difficulty p = share of the students
 * answering correctly; discrimination = p of the top 27 % by score - p of the bottom 27 %;
 * the distractor table counts every mark per question and booklet; outcome success =
 * correct answers over questions asked on that outcome.
 */
export const DISCRIMINATION_SHARE = 0.27;
export const DISCRIMINATION_METHOD_LABEL =
  'Ayırt edicilik: puana göre en yüksek %27 ile en düşük %27 öğrencinin doğru oranlarının farkı (üst-alt grup yöntemi).';

export const MARK_COLUMNS = ['A', 'B', 'C', 'D', 'E', 'blank', 'invalid'] as const;
export type MarkColumn = (typeof MARK_COLUMNS)[number];
export const markColumnLabels: Record<MarkColumn, string> = {
  A: 'A',
  B: 'B',
  C: 'C',
  D: 'D',
  E: 'E',
  blank: 'Boş',
  invalid: 'Geçersiz',
};

export const ZExamAnalysisQuerySchema = z.object({
  branchId: z.uuid({ message: 'Geçersiz şube.' }).optional(),
  classId: z.uuid({ message: 'Geçersiz sınıf.' }).optional(),
});
export type TExamAnalysisQuery = z.infer<typeof ZExamAnalysisQuerySchema>;

export const ZExamAnalysisStudentQuerySchema = ZListQuerySchema.extend(ZExamAnalysisQuerySchema.shape);
export type TExamAnalysisStudentQuery = z.infer<typeof ZExamAnalysisStudentQuerySchema>;

const ZMarkCountsSchema = z.object({
  A: z.number().int(),
  B: z.number().int(),
  C: z.number().int(),
  D: z.number().int(),
  E: z.number().int(),
  blank: z.number().int(),
  invalid: z.number().int(),
});
export type MarkCounts = z.infer<typeof ZMarkCountsSchema>;

export const ZQuestionAnalysisSchema = z.object({
  section: z.string(),
  /** 1-based, within the section. */
  question: z.number().int(),
  outcomeId: z.string().nullable(),
  /** The cancellation rule on the question, if any. */
  cancellation: z.string().nullable(),
  /** Students the question counted for (all but an AllCancelled question's). */
  asked: z.number().int(),
  correct: z.number().int(),
  /** 0..1, four decimals; null when nobody was asked. */
  difficulty: z.number().nullable(),
  /** -1..1, four decimals; null with fewer than two students. */
  discrimination: z.number().nullable(),
  distractors: z.array(z.object({ booklet: z.string(), key: z.string(), counts: ZMarkCountsSchema })),
});
export type TQuestionAnalysis = z.infer<typeof ZQuestionAnalysisSchema>;

export const ZOutcomeAnalysisSchema = z.object({
  id: z.string(),
  code: z.string(),
  text: z.string(),
  /** "Matematik 3, 7": the questions asked on it. */
  questions: z.array(z.object({ section: z.string(), question: z.number().int() })),
  asked: z.number().int(),
  correct: z.number().int(),
  success: z.number().nullable(),
});

/** A row of the heat map: a branch, a class or a student, its success per outcome in `outcomes` order. */
export const ZHeatRowSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  students: z.number().int(),
  success: z.array(z.number().nullable()),
});
export type THeatRow = z.infer<typeof ZHeatRowSchema>;

export const ZExamAnalysisSchema = z.object({
  exam: z.object({ id: z.uuid(), name: z.string(), date: z.string() }),
  students: z.number().int(),
  /** How many students each of the upper and lower groups holds. */
  groupSize: z.number().int(),
  discriminationMethod: z.string(),
  questions: z.array(ZQuestionAnalysisSchema),
  outcomes: z.array(ZOutcomeAnalysisSchema),
  branches: z.array(ZHeatRowSchema),
  classes: z.array(ZHeatRowSchema),
});
export type TExamAnalysis = z.infer<typeof ZExamAnalysisSchema>;

export const ZExamAnalysisStudentPageSchema = z.object({
  _data: z.array(ZHeatRowSchema.extend({ classCode: z.string(), rank: z.number().int().nullable() })),
  _totalData: z.number().int(),
  _pageCount: z.number().int(),
});

/** A share as the screens and the Excel show it: 0,8333 -> 83,3 (one decimal, percent). */
export const percentOf = (share: number | null): string =>
  share === null ? '-' : `%${(Math.round(share * 1000) / 10).toLocaleString('tr-TR')}`;
