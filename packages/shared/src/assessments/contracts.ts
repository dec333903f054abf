import { z } from 'zod';
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
