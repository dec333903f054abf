/** Exam kinds (SPEC 3 "exam kind"). */
export const EXAM_KINDS = ['TYT', 'AYT', 'YDT', 'LGS', 'Other'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];
export const EXAM_KIND_LABELS: Record<ExamKind, string> = {
  TYT: 'TYT',
  AYT: 'AYT',
  YDT: 'YDT',
  LGS: 'LGS',
  Other: 'Diğer',
};

/** Wrong-answer penalty: that many wrongs cancel one right; 0 is no deduction. */
export const PENALTIES = [0, 3, 4] as const;
export type Penalty = (typeof PENALTIES)[number];
export const PENALTY_LABELS: Record<Penalty, string> = {
  0: 'Yanlış doğruyu götürmez',
  3: '3 yanlış 1 doğruyu götürür',
  4: '4 yanlış 1 doğruyu götürür',
};

/** How a reader line finds its student. */
export const MATCHINGS = ['None', 'CitizenId', 'StudentNumber'] as const;
export type Matching = (typeof MATCHINGS)[number];
export const MATCHING_LABELS: Record<Matching, string> = {
  None: 'Eşleştirme yok',
  CitizenId: 'T.C. kimlik numarası ile',
  StudentNumber: 'Öğrenci numarası ile',
};

/** Question cancellation rules (DOMAIN "Exams"). */
export const CANCELLATION_RULES = ['AllCorrect', 'AllBlank', 'AllCancelled', 'OptionsCorrect'] as const;
export type CancellationRule = (typeof CANCELLATION_RULES)[number];
export const CANCELLATION_RULE_LABELS: Record<CancellationRule, string> = {
  AllCorrect: 'Herkese doğru say',
  AllBlank: 'Herkese boş say',
  AllCancelled: 'Soruyu iptal et (hesaba katma)',
  OptionsCorrect: 'Seçilen şıkları doğru say',
};

/** The answer options a mark may name. */
export const ANSWER_OPTIONS = ['A', 'B', 'C', 'D', 'E'] as const;
export type AnswerOption = (typeof ANSWER_OPTIONS)[number];

/** Booklet letters an exam may have a key for. */
export const BOOKLETS = ['A', 'B', 'C', 'D'] as const;
export type Booklet = (typeof BOOKLETS)[number];

/**
 * Fields of an optical form: column ranges of the reader's line. `room` and `absent` are
 * what real Turkish readers also write (DOMAIN "Exams"): `absent` holds `G` for a student
 * who did not attend.
 */
export const FORM_FIELDS = [
  'studentNumber',
  'citizenId',
  'fullName',
  'booklet',
  'classCode',
  'room',
  'absent',
  'answers',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export const FORM_FIELD_LABELS: Record<FormField, string> = {
  studentNumber: 'Öğrenci Numarası',
  citizenId: 'T.C. Kimlik No',
  fullName: 'Ad Soyad',
  booklet: 'Kitapçık Türü',
  classCode: 'Sınıf Kodu',
  room: 'Salon',
  absent: 'Katılmadı (G)',
  answers: 'Cevaplar',
};

/** Limits of what a form, an exam and a file may hold. */
export const LINE_MAX_LENGTH = 2000;
export const SECTION_MAX = 20;
export const QUESTION_MAX = 200;
export const UPLOAD_MAX_BYTES = 32 * 1024 * 1024;
