import { z } from 'zod';
import { zPage } from '../common/answers';
import { zDate, zMobilePhone, zOptional, zText } from '../validation/zod';
import { DISPLAY_MODES, QUESTION_KINDS, SCORE_METHODS } from './scoring';

const zKey = () => z.string().trim().min(1, 'Geçersiz anahtar.').max(40, 'Geçersiz anahtar.');
const zId = () => z.uuid({ message: 'Geçersiz kayıt.' });
const zBound = (label: string) =>
  z
    .number({ message: `${label} bir sayı olmalıdır.` })
    .min(-100_000, `${label} çok küçük.`)
    .max(100_000, `${label} çok büyük.`);

export const ZBandSchema = z.object({
  label: zText('Aralık Adı', 60),
  min: zBound('Alt sınır'),
  max: zBound('Üst sınır'),
  interpretation: z.string().trim().max(2000, 'Yorum en fazla 2000 karakter olabilir.').default(''),
});

export const ZDimensionSchema = z.object({
  key: zKey(),
  name: zText('Boyut Adı', 80),
  method: z.enum(SCORE_METHODS, { message: 'Lütfen Hesaplama Yöntemi Seçiniz!' }),
  bands: z.array(ZBandSchema).max(10, 'Bir boyutta en fazla 10 aralık olabilir.'),
});

export const ZOptionSchema = z.object({
  key: zKey(),
  label: zText('Seçenek', 200),
  points: z
    .array(
      z.object({
        dimensionKey: zKey(),
        points: z
          .number({ message: 'Puan bir sayı olmalıdır.' })
          .int('Puan tam sayı olmalıdır.')
          .min(-100, 'Puan -100 ile 100 arasında olmalıdır.')
          .max(100, 'Puan -100 ile 100 arasında olmalıdır.'),
      }),
    )
    .max(20),
});

export const ZQuestionSchema = z.object({
  key: zKey(),
  text: zText('Soru', 500),
  kind: z.enum(QUESTION_KINDS, { message: 'Lütfen Soru Tipi Seçiniz!' }),
  required: z.boolean().default(true),
  options: z.array(ZOptionSchema).max(20, 'Bir soruda en fazla 20 seçenek olabilir.'),
});

export const ZDefinitionSchema = z.object({
  dimensions: z.array(ZDimensionSchema).max(20, 'Bir envanterde en fazla 20 boyut olabilir.'),
  questions: z.array(ZQuestionSchema).max(300, 'Bir envanterde en fazla 300 soru olabilir.'),
});

export const ZAssessmentInputSchema = z.object({
  name: zText('Envanter Adı', 120),
  description: zOptional(zText('Açıklama', 2000)),
  displayMode: z.enum(DISPLAY_MODES, { message: 'Lütfen Görünüm Seçiniz!' }),
  /** Null: the whole business uses it; a branch id: that branch's own. */
  branchId: zOptional(zId()),
  definition: ZDefinitionSchema,
});
export type TAssessmentInput = z.infer<typeof ZAssessmentInputSchema>;
export const ZAssessmentUpdateSchema = ZAssessmentInputSchema.extend({ id: zId() });

export const ZAnswerSchema = z.object({
  questionKey: zKey(),
  optionKeys: z.array(zKey()).max(20),
  text: z.string().max(4000, 'Yanıt en fazla 4000 karakter olabilir.').nullable().default(null),
});
export const ZAnswersSchema = z.object({ answers: z.array(ZAnswerSchema).max(300) });

export const ASSIGNMENT_TARGETS = ['Students', 'Class', 'Branch'] as const;
export type AssignmentTarget = (typeof ASSIGNMENT_TARGETS)[number];
export const ASSIGNMENT_TARGET_LABELS: Record<AssignmentTarget, string> = {
  Students: 'Seçili öğrenciler',
  Class: 'Sınıf',
  Branch: 'Şube',
};
export const SMS_RECIPIENTS = ['None', 'Student', 'Parent'] as const;
export type SmsRecipient = (typeof SMS_RECIPIENTS)[number];
export const SMS_RECIPIENT_LABELS: Record<SmsRecipient, string> = {
  None: 'SMS gönderme (bağlantı listesini yazdıracağım)',
  Student: 'Öğrenciye SMS gönder',
  Parent: 'Veliye SMS gönder',
};

export const ZAssignmentInputSchema = z.object({
  assessmentId: zId(),
  target: z.enum(ASSIGNMENT_TARGETS, { message: 'Lütfen Kime Seçiniz!' }),
  /** The branch of a Branch target; a branch account's own branch when left out. */
  branchId: zOptional(zId()),
  schoolClassId: zOptional(zId()),
  studentIds: z.array(zId()).max(2000).default([]),
  opensOn: zDate('Başlangıç Tarihi'),
  closesOn: zDate('Bitiş Tarihi'),
  sms: z.enum(SMS_RECIPIENTS, { message: 'Lütfen SMS Seçiniz!' }).default('None'),
});
export type TAssignmentInput = z.infer<typeof ZAssignmentInputSchema>;

/** What a personal link shows before anything else: whether it can still be answered. */
export const LINK_STATES = ['Open', 'Used', 'Closed', 'NotYetOpen', 'Unknown'] as const;
export type LinkState = (typeof LINK_STATES)[number];

export const LINK_STATUS_LABELS = { Answered: 'Yanıtladı', Pending: 'Yanıtlamadı' } as const;

/** An External sending: a shareable link anyone outside the institution may answer. */
export const EXTERNAL_TARGET = 'External';
export const SENDING_TARGET_LABELS: Record<AssignmentTarget | typeof EXTERNAL_TARGET, string> = {
  ...ASSIGNMENT_TARGET_LABELS,
  External: 'Dış katılımcılar (paylaşılan bağlantı)',
};

export const ZExternalLinkInputSchema = z.object({
  assessmentId: zId(),
  /** A business account's chosen branch; a branch account's own when left out. */
  branchId: zOptional(zId()),
  opensOn: zDate('Başlangıç Tarihi'),
  closesOn: zDate('Bitiş Tarihi'),
});
export type TExternalLinkInput = z.infer<typeof ZExternalLinkInputSchema>;

/** Who answers an external link: a prospective student or a parent. */
export const RESPONDENT_RELATIONS = ['Candidate', 'Parent'] as const;
export type RespondentRelation = (typeof RESPONDENT_RELATIONS)[number];
export const RESPONDENT_RELATION_LABELS: Record<RespondentRelation, string> = {
  Candidate: 'Aday öğrenci',
  Parent: 'Veli',
};

export const ZExternalStartSchema = z.object({
  fullName: zText('Ad Soyad', 120),
  mobilePhone: zMobilePhone(),
  relation: z.enum(RESPONDENT_RELATIONS, { message: 'Lütfen Kim Olduğunuzu Seçiniz!' }),
});
export type TExternalStart = z.infer<typeof ZExternalStartSchema>;

/** The question import's fixed columns, in template order; then one "<boyut> Puanı" column per dimension. */
export const QUESTION_IMPORT_COLUMNS = ['Soru No', 'Soru', 'Soru Tipi', 'Zorunlu', 'Seçenek'] as const;
export const pointsHeader = (dimensionName: string): string => `${dimensionName} Puanı`;

/** Server sorts of the inventory list and of its sendings. */
export const ASSESSMENT_SORTS = ['name'] as const;
export const ASSESSMENT_ASSIGNMENT_SORTS = ['name', 'opensOn', 'closesOn'] as const;

// Answers, declared so the web app's typed client knows them.

/** A definition as it is stored and answered (the input's checks were applied on the way in). */
export const ZDefinitionAnswerSchema = z.object({
  dimensions: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      method: z.enum(SCORE_METHODS),
      bands: z.array(
        z.object({ label: z.string(), min: z.number(), max: z.number(), interpretation: z.string() }),
      ),
    }),
  ),
  questions: z.array(
    z.object({
      key: z.string(),
      text: z.string(),
      kind: z.enum(QUESTION_KINDS),
      required: z.boolean(),
      options: z.array(
        z.object({
          key: z.string(),
          label: z.string(),
          points: z.array(z.object({ dimensionKey: z.string(), points: z.number() })),
        }),
      ),
    }),
  ),
});

const ZAssessmentHeadSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  displayMode: z.enum(DISPLAY_MODES),
  branchId: z.uuid().nullable(),
});
export const ZAssessmentRowSchema = ZAssessmentHeadSchema.extend({
  dimensionCount: z.number().int(),
  questionCount: z.number().int(),
});
export type TAssessmentRow = z.infer<typeof ZAssessmentRowSchema>;
export const ZAssessmentPageSchema = zPage(ZAssessmentRowSchema);
export const ZAssessmentRecordSchema = ZAssessmentHeadSchema.extend({ definition: ZDefinitionAnswerSchema });
export type TAssessmentRecord = z.infer<typeof ZAssessmentRecordSchema>;
export const ZAssessmentChoiceSchema = z.object({ id: z.uuid(), name: z.string() });

/** The question import's outcome: checked (a dry run saves none) or saved. */
export const ZQuestionImportAnswerSchema = z.object({
  count: z.number().int(),
  saved: z.number().int(),
  message: z.string(),
});
export type TQuestionImportAnswer = z.infer<typeof ZQuestionImportAnswerSchema>;

/** A sending in the list, with how many of its visible links were answered. */
export const ZAssignmentRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  target: z.enum([...ASSIGNMENT_TARGETS, EXTERNAL_TARGET]),
  schoolClassName: z.string().nullable(),
  opensOn: z.string(),
  closesOn: z.string(),
  total: z.number().int(),
  answered: z.number().int(),
});
export type TAssignmentRow = z.infer<typeof ZAssignmentRowSchema>;
export const ZAssignmentPageSchema = zPage(ZAssignmentRowSchema);

/** What a sending's SMS did: the notice, and a queued batch's result to open. */
const sendingFields = {
  sent: z.number().int(),
  unreachable: z.array(z.string()),
  reportId: z.uuid().optional(),
  message: z.string(),
};
export const ZSendingAnswerSchema = z.object(sendingFields);
export type TSendingAnswer = z.infer<typeof ZSendingAnswerSchema>;
export const ZAssignmentCreatedSchema = z.object({ id: z.uuid(), count: z.number().int(), ...sendingFields });
export const ZExternalLinkCreatedSchema = z.object({ id: z.uuid(), url: z.string(), message: z.string() });

/** A sending's links, for the printed list. */
export const ZAssignmentLinksSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  opensOn: z.string(),
  closesOn: z.string(),
  shareUrl: z.string().nullable(),
  links: z.array(
    z.object({
      id: z.uuid(),
      studentId: z.uuid().nullable(),
      studentName: z.string(),
      schoolClassName: z.string().nullable(),
      url: z.string(),
      answered: z.boolean(),
      smsSent: z.boolean(),
    }),
  ),
});
export type TAssignmentLinks = z.infer<typeof ZAssignmentLinksSchema>;

const ZScoreSchema = z.object({
  dimensionKey: z.string(),
  scoreCenti: z.number(),
  bandLabel: z.string().nullable(),
});
/** A row of the results: answered or not, and each dimension's score and band. */
export const ZResultRowSchema = z.object({
  linkId: z.uuid(),
  studentId: z.uuid().nullable(),
  studentName: z.string(),
  schoolClassName: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  relation: z.enum(RESPONDENT_RELATIONS).nullable(),
  answered: z.boolean(),
  submittedAt: z.string().nullable(),
  scores: z.array(ZScoreSchema),
});
export type TResultRow = z.infer<typeof ZResultRowSchema>;
export const ZResultPageSchema = zPage(ZResultRowSchema).extend({
  dimensions: z.array(z.object({ key: z.string(), name: z.string() })),
});
export type TResultPage = z.infer<typeof ZResultPageSchema>;

export const ZResultDistributionSchema = z.object({
  total: z.number().int(),
  answered: z.number().int(),
  dimensions: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      bands: z.array(z.object({ label: z.string(), count: z.number().int() })),
    }),
  ),
});
export type TResultDistribution = z.infer<typeof ZResultDistributionSchema>;

/** One respondent's profile: every dimension's score, band and interpretation, with the chart's edges. */
export const ZAssessmentProfileSchema = z.object({
  linkId: z.uuid(),
  assignmentId: z.uuid(),
  name: z.string(),
  institution: z.string(),
  studentName: z.string(),
  schoolClassName: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  relation: z.enum(RESPONDENT_RELATIONS).nullable(),
  submittedAt: z.string().nullable(),
  dimensions: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      method: z.enum(SCORE_METHODS),
      scoreCenti: z.number().nullable(),
      bandLabel: z.string().nullable(),
      interpretation: z.string().nullable(),
      minCenti: z.number(),
      maxCenti: z.number(),
    }),
  ),
});
export type TAssessmentProfile = z.infer<typeof ZAssessmentProfileSchema>;

/** A student's inventories, for his profile's tab. */
export const ZStudentAssessmentSchema = z.object({
  linkId: z.uuid(),
  name: z.string(),
  opensOn: z.string(),
  closesOn: z.string(),
  submittedAt: z.string().nullable(),
  scores: z.array(
    z.object({ dimensionName: z.string(), scoreCenti: z.number(), bandLabel: z.string().nullable() }),
  ),
});
export type TStudentAssessment = z.infer<typeof ZStudentAssessmentSchema>;

/** The public form's view of a link: the reason it is not open, or the questions to answer. */
const ZClosedViewSchema = z.object({
  state: z.enum(['Used', 'Closed', 'NotYetOpen', 'Unknown']),
  message: z.string(),
  institution: z.string().optional(),
  name: z.string().optional(),
});
const ZOpenHeadSchema = z.object({
  state: z.literal('Open'),
  message: z.null(),
  institution: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  closesOn: z.string(),
});
export const ZLinkViewSchema = z.union([
  ZClosedViewSchema,
  ZOpenHeadSchema.extend({
    displayMode: z.enum(DISPLAY_MODES),
    firstName: z.string().nullable(),
    questions: z.array(
      z.object({
        key: z.string(),
        text: z.string(),
        kind: z.enum(QUESTION_KINDS),
        required: z.boolean(),
        options: z.array(z.object({ key: z.string(), label: z.string() })),
      }),
    ),
    answers: z.array(
      z.object({ questionKey: z.string(), optionKeys: z.array(z.string()), text: z.string().nullable() }),
    ),
  }),
]);
export type TLinkView = z.infer<typeof ZLinkViewSchema>;
export const ZExternalViewSchema = z.union([ZClosedViewSchema, ZOpenHeadSchema]);
export type TExternalView = z.infer<typeof ZExternalViewSchema>;
export const ZExternalStartedSchema = z.object({ token: z.string() });
export const ZDraftSavedSchema = z.object({ saved: z.number().int() });
