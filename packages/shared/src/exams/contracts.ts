import { z } from 'zod';
import { zPage, zTimestamp } from '../common/answers';
import { listQueryWithSort, ZListQuerySchema } from '../common/list-query';
import {
  CANCELLATION_RULES,
  EXAM_KINDS,
  FORM_FIELDS,
  LINE_MAX_LENGTH,
  MATCHINGS,
  PENALTIES,
  QUESTION_MAX,
  SECTION_MAX,
} from './constants';

const zId = () => z.uuid({ message: 'Geçersiz kayıt.' });
const zName = (label: string, max: number) =>
  z
    .string({ message: `${label} giriniz.` })
    .trim()
    .min(1, `${label} giriniz.`)
    .max(max, `${label} en fazla ${max} karakter olabilir.`);
const zColumn = (label: string, min: number) =>
  z
    .number({ message: `${label} bir sayı olmalıdır.` })
    .int(`${label} tam sayı olmalıdır.`)
    .min(min, `${label} en az ${min} olmalıdır.`)
    .max(LINE_MAX_LENGTH, `${label} en fazla ${LINE_MAX_LENGTH} olabilir.`);
/** At most three decimals: kept exact as thousandths. */
const zDecimal = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} bir sayı olmalıdır.` })
    .min(min, `${label} en az ${min} olmalıdır.`)
    .max(max, `${label} en fazla ${max} olabilir.`)
    .refine(
      (v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6,
      `${label} en fazla 3 ondalık basamak olabilir.`,
    );

export const ZOpticalFormFieldSchema = z.object({
  field: z.enum(FORM_FIELDS, { message: 'Lütfen Alan Seçiniz!' }),
  start: zColumn('Başlangıç sütunu', 1),
  length: zColumn('Uzunluk', 1),
  section: z.string().trim().max(80, 'Bölüm adı en fazla 80 karakter olabilir.').nullish(),
});

export const ZOpticalFormInputSchema = z.object({
  name: zName('Form adı', 120),
  fields: z
    .array(ZOpticalFormFieldSchema, { message: 'Lütfen form alanlarını giriniz.' })
    .min(1, 'Lütfen form alanlarını giriniz.')
    .max(60, 'Bir formda en fazla 60 alan olabilir.'),
  /** One line from the reader: ranges outside it are refused. */
  sampleLine: z
    .string()
    .max(LINE_MAX_LENGTH, `Örnek satır en fazla ${LINE_MAX_LENGTH} karakter olabilir.`)
    .nullish(),
  branchId: zId().nullish(),
});
export type TOpticalFormInput = z.infer<typeof ZOpticalFormInputSchema>;

const zKey = () =>
  z
    .string({ message: 'Cevap anahtarını giriniz.' })
    .trim()
    .max(QUESTION_MAX, `Cevap anahtarı en fazla ${QUESTION_MAX} harf olabilir.`)
    .regex(/^[A-Ea-e]+$/, 'Cevap anahtarı yalnızca A, B, C, D, E harflerinden oluşmalıdır.')
    .transform((v) => v.toUpperCase());

const zQuestionCount = () =>
  z
    .number({ message: 'Soru sayısı bir sayı olmalıdır.' })
    .int('Soru sayısı tam sayı olmalıdır.')
    .min(1, 'Soru sayısı en az 1 olmalıdır.')
    .max(QUESTION_MAX, `Soru sayısı en fazla ${QUESTION_MAX} olabilir.`);
const zPenalty = () =>
  z.union([z.literal(PENALTIES[0]), z.literal(PENALTIES[1]), z.literal(PENALTIES[2])], {
    message: 'Yanlış cezası 0, 3 veya 4 olmalıdır.',
  });

export const ZExamSectionSchema = z.object({
  name: zName('Bölüm adı', 80),
  questionCount: zQuestionCount(),
  coefficient: zDecimal('Katsayı', 0, 100),
  keys: z.object({
    A: zKey(),
    B: zKey().optional(),
    C: zKey().optional(),
    D: zKey().optional(),
  }),
  outcomes: z.array(zId().nullable()).max(QUESTION_MAX).nullish(),
});

export const ZExamInputSchema = z.object({
  name: zName('Sınav adı', 120),
  kind: z.enum(EXAM_KINDS, { message: 'Lütfen Sınav Türü Seçiniz!' }),
  date: z.iso.date({ message: 'Geçerli bir sınav tarihi giriniz.' }),
  opticalFormId: zId(),
  penalty: zPenalty(),
  matching: z.enum(MATCHINGS, { message: 'Lütfen Öğrenci Eşleştirme Seçiniz!' }),
  baseScore: zDecimal('Taban puan', 0, 1000),
  branchIds: z.array(zId()).max(200).nullish(),
  sections: z
    .array(ZExamSectionSchema, { message: 'Lütfen sınavın bölümlerini giriniz.' })
    .min(1, 'Sınavın en az bir bölümü olmalıdır.')
    .max(SECTION_MAX, `Bir sınavda en fazla ${SECTION_MAX} bölüm olabilir.`),
});
export type TExamInput = z.infer<typeof ZExamInputSchema>;

/** The exam list sorts by date (the default, newest first) or by name. */
export const EXAM_SORTS = ['date', 'name'] as const;
export const ZExamListQuerySchema = listQueryWithSort(EXAM_SORTS);

/**
 * An institution's own exam kind (kind "Other": a weekly 'Deneme 8. Sınıf' ...): its default
 * sections, question counts and coefficients, the penalty and the base score an exam starts with.
 */
export const ZExamTypeInputSchema = z.object({
  name: zName('Sınav türü adı', 120),
  penalty: zPenalty(),
  baseScore: zDecimal('Taban puan', 0, 1000),
  sections: z
    .array(
      z.object({
        name: zName('Bölüm adı', 80),
        questionCount: zQuestionCount(),
        coefficient: zDecimal('Katsayı', 0, 100),
      }),
      { message: 'Lütfen sınav türünün bölümlerini giriniz.' },
    )
    .min(1, 'Sınav türünün en az bir bölümü olmalıdır.')
    .max(SECTION_MAX, `Bir sınav türünde en fazla ${SECTION_MAX} bölüm olabilir.`),
});
export type TExamTypeInput = z.infer<typeof ZExamTypeInputSchema>;

/** An exam kind as GET /examapi/exam-types lists it: the ready-made ones (no id) and the institution's own. */
export const ZExamTypeSchema = z.object({
  id: z.uuid().nullable(),
  kind: z.enum(EXAM_KINDS),
  label: z.string(),
  builtIn: z.boolean(),
  penalty: z.number().int(),
  baseScore: z.number(),
  sections: z.array(z.object({ name: z.string(), questionCount: z.number().int(), coefficient: z.number() })),
});
export type TExamType = z.infer<typeof ZExamTypeSchema>;

export const ZCancellationInputSchema = z.object({
  section: zName('Bölüm', 80),
  question: z
    .number({ message: 'Soru numarası bir sayı olmalıdır.' })
    .int('Soru numarası tam sayı olmalıdır.')
    .min(1, 'Soru numarası en az 1 olmalıdır.')
    .max(QUESTION_MAX, `Soru numarası en fazla ${QUESTION_MAX} olabilir.`),
  rule: z.enum(CANCELLATION_RULES, { message: 'Lütfen İptal Kuralı Seçiniz!' }),
  options: z
    .string()
    .trim()
    .regex(/^[A-Ea-e]{0,5}$/, 'Doğru sayılacak şıklar yalnızca A-E harfleri olabilir.')
    .transform((v) => [...new Set(v.toUpperCase())].sort().join(''))
    .nullish(),
});
export type TCancellationInput = z.infer<typeof ZCancellationInputSchema>;

export const ZCancellationKeySchema = z.object({
  section: zName('Bölüm', 80),
  question: z.coerce
    .number({ message: 'Soru numarası bir sayı olmalıdır.' })
    .int('Soru numarası tam sayı olmalıdır.')
    .min(1, 'Soru numarası en az 1 olmalıdır.')
    .max(QUESTION_MAX, `Soru numarası en fazla ${QUESTION_MAX} olabilir.`),
});

export const ZExamResultQuerySchema = ZListQuerySchema.extend({
  classId: zId().optional(),
  branchId: zId().optional(),
});
export type TExamResultQuery = z.infer<typeof ZExamResultQuerySchema>;

export const ZLineMatchSchema = z.object({ studentId: zId() });

/* ---------- answers (the OpenAPI document's response schemas, read by reader software) ---------- */

const ZLineProblemSchema = z.object({ line: z.number().int(), reason: z.string() });

export const ZUploadAnswerSchema = z.object({
  id: z.uuid(),
  encoding: z.string(),
  lines: z.number().int(),
  scored: z.number().int(),
  unmatched: z.number().int(),
  absent: z.number().int(),
  /** Lines not read (short, duplicate, booklet without a key), with the Turkish reason. */
  errors: z.array(ZLineProblemSchema),
  /** Lines read but waiting for a hand match, with the reason. */
  unmatchedLines: z.array(ZLineProblemSchema),
});
export type TUploadAnswer = z.infer<typeof ZUploadAnswerSchema>;

export const ZSectionResultSchema = z.object({
  name: z.string(),
  correct: z.number().int(),
  wrong: z.number().int(),
  blank: z.number().int(),
  /** Two decimals, half up, of the exact net. */
  net: z.number(),
});

export const ZRankSchema = z.object({
  class: z.number().int().nullable(),
  branch: z.number().int().nullable(),
  business: z.number().int().nullable(),
});

export const ZExamResultRowSchema = z.object({
  id: z.uuid(),
  studentId: z.uuid().nullable(),
  studentNumber: z.string(),
  citizenId: z.string(),
  fullName: z.string(),
  booklet: z.string(),
  classCode: z.string(),
  schoolClassId: z.uuid().nullable(),
  branchId: z.uuid().nullable(),
  absent: z.boolean(),
  sections: z.array(ZSectionResultSchema),
  totalNet: z.number().nullable(),
  score: z.number().nullable(),
  rank: ZRankSchema,
});
export type TExamResultRow = z.infer<typeof ZExamResultRowSchema>;

export const ZExamResultPageSchema = z.object({
  _data: z.array(ZExamResultRowSchema),
  _totalData: z.number().int(),
  _pageCount: z.number().int(),
});

export const ZCreatedSchema = z.object({ id: z.uuid(), message: z.string() });

const zPenaltyAnswer = () =>
  z.union([z.literal(PENALTIES[0]), z.literal(PENALTIES[1]), z.literal(PENALTIES[2])]);

/** An optical form: the reader's layout. */
export const ZOpticalFormSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  branchId: z.uuid().nullable(),
  fields: z.array(
    z.object({
      field: z.enum(FORM_FIELDS),
      start: z.number().int(),
      length: z.number().int(),
      section: z.string().nullish(),
    }),
  ),
  sampleLine: z.string().nullable(),
  createdAt: zTimestamp(),
});
export type TOpticalForm = z.infer<typeof ZOpticalFormSchema>;
export const ZOpticalFormPageSchema = zPage(ZOpticalFormSchema);

/** A row of the exam list. */
export const ZExamRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(EXAM_KINDS),
  date: z.string(),
  branchId: z.uuid().nullable(),
  penalty: zPenaltyAnswer(),
  matching: z.enum(MATCHINGS),
  questionCount: z.number().int(),
});
export type TExamRow = z.infer<typeof ZExamRowSchema>;
export const ZExamPageSchema = zPage(ZExamRowSchema);

/** A question cancellation as stored. */
export const ZCancellationSchema = z.object({
  section: z.string(),
  question: z.number().int(),
  rule: z.enum(CANCELLATION_RULES),
  options: z.string().nullish(),
});
export type TCancellation = z.infer<typeof ZCancellationSchema>;
export const ZCancellationsAnswerSchema = z.object({
  cancellations: z.array(ZCancellationSchema),
  message: z.string(),
});

/** The exam as the API shows it: decimals back from thousandths. */
export const ZExamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(EXAM_KINDS),
  date: z.string(),
  branchId: z.uuid().nullable(),
  branchIds: z.array(z.string()),
  opticalFormId: z.uuid(),
  penalty: zPenaltyAnswer(),
  matching: z.enum(MATCHINGS),
  baseScore: z.number(),
  sections: z.array(
    z.object({
      name: z.string(),
      questionCount: z.number().int(),
      coefficient: z.number(),
      keys: z.object({
        A: z.string().optional(),
        B: z.string().optional(),
        C: z.string().optional(),
        D: z.string().optional(),
      }),
      outcomes: z.array(z.string().nullable()),
    }),
  ),
  cancellations: z.array(ZCancellationSchema),
});
export type TExam = z.infer<typeof ZExamSchema>;

/** An exam's reader uploads, newest first. */
export const ZExamUploadSchema = z.object({
  id: z.uuid(),
  encoding: z.string(),
  lines: z.number().int(),
  scored: z.number().int(),
  unmatched: z.number().int(),
  absent: z.number().int(),
  errors: z.array(ZLineProblemSchema),
  createdAt: zTimestamp(),
});

/** A line waiting for a hand match. */
export const ZUnmatchedLineSchema = z.object({
  id: z.uuid(),
  uploadId: z.uuid(),
  line: z.number().int(),
  reason: z.string().nullable(),
  studentNumber: z.string(),
  citizenId: z.string(),
  fullName: z.string(),
  classCode: z.string(),
  booklet: z.string(),
});
export type TUnmatchedLine = z.infer<typeof ZUnmatchedLineSchema>;
export const ZUnmatchedPageSchema = zPage(ZUnmatchedLineSchema);

/** A matched line: scored and ranked at once. */
export const ZLineMatchAnswerSchema = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  sections: z.array(ZSectionResultSchema),
  totalNet: z.number().nullable(),
  score: z.number().nullable(),
  rank: ZRankSchema,
  message: z.string(),
});
