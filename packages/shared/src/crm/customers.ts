import { z } from 'zod';
import { zPage, zTimestamp } from '../common/answers';
import { listQueryWithSort } from '../common/list-query';
import { GENDERS } from '../common/person';
import { EDUCATION_LEVELS, GRADE_LEVELS } from '../education/enums';
import { DISCOUNT_KINDS } from '../sales/enums';
import { RELATIONS, STUDENT_ORIGINS } from '../students/enums';
import {
  zCitizenId,
  zDate,
  zEmail,
  zMobilePhone,
  zOptional,
  zPhone,
  zSelect,
  zText,
} from '../validation/zod';
import { ZCustomerFilter } from './customer-filter';
import { CUSTOMER_OUTCOMES, CUSTOMER_SOURCES, CUSTOMER_TYPES, INTERVIEW_STATE_CLOSINGS } from './enums';

const zId = (label: string) => z.uuid({ message: `Lütfen ${label} Seçiniz!` });

export const CORPORATE_NAME_REQUIRED = 'Lütfen Kurum Adı Giriniz!';

/**
 * The customer form (/crm/new and the card's edit). Phones come in any written form and are
 * kept masked here; the service stores their ten digits. `allowDuplicate` is the user's
 * explicit "save anyway" after the duplicate-phone warning: without it a matching phone refuses.
 */
const ZCustomerFields = z.object({
  branchId: zId('Şube'),
  customerType: zSelect('Müşteri Tipi', CUSTOMER_TYPES),
  corporateName: zOptional(zText('Kurum Adı', 100)),
  studentFirstName: zText('Öğrenci Adı', 50),
  studentLastName: zText('Öğrenci Soyadı', 50),
  gradeLevel: zOptional(zSelect('Sınıf Seviyesi', GRADE_LEVELS)),
  currentSchool: zOptional(zText('Okulu', 100)),
  citizenId: zOptional(zCitizenId()),
  parentFirstName: zOptional(zText('Veli Adı', 50)),
  parentLastName: zOptional(zText('Veli Soyadı', 50)),
  phone: zPhone(),
  secondPhone: zOptional(zPhone()),
  email: zOptional(zEmail()),
  referenceId: zOptional(zId('Referans Kaynağı')),
  campaignId: zOptional(zId('Kampanya')),
  ownerAccountId: zOptional(zId('Danışman')),
  note: zOptional(zText('Not', 2000)),
  allowDuplicate: z.boolean().default(false),
});
const corporateNamed = (c: { customerType: string; corporateName: string | null }, ctx: z.RefinementCtx) => {
  if (c.customerType === 'Corporate' && !c.corporateName)
    ctx.addIssue({ code: 'custom', message: CORPORATE_NAME_REQUIRED, path: ['corporateName'] });
};
export const ZCustomerInput = ZCustomerFields.superRefine(corporateNamed);
export type TCustomerInput = z.infer<typeof ZCustomerInput>;
/** The card's edit: the same form with the customer's id (the API's `x/update` style). */
export const ZCustomerUpdate = ZCustomerFields.extend({
  id: z.uuid({ message: 'Geçersiz kayıt.' }),
}).superRefine(corporateNamed);

export const DUPLICATE_PHONE_TITLE = 'Mükerrer Kayıt';
export const duplicatePhoneMessage = (names: string[]): string =>
  `Bu telefon numarasıyla kayıtlı müşteri var: ${names.join(', ')}. Yine de kaydetmek için "Yine de Kaydet"i seçiniz.`;

/** The 409 body's details of a duplicate phone: the customers it matched, to link to. */
export type CustomerDuplicate = { id: string; name: string; phoneDigits: string };

export const CUSTOMER_SORTS = ['name', 'createdAt', 'nextContactOn'] as const;
export const ZCustomerSearchQuery = listQueryWithSort(CUSTOMER_SORTS).extend(ZCustomerFilter.shape);
export type TCustomerSearchQuery = z.infer<typeof ZCustomerSearchQuery>;

/** Merging: the other customer (the duplicate) is folded into the one on the card. */
export const ZCustomerMergeInput = z.object({ otherId: zId('Birleştirilecek Müşteri') });

/**
 * "Kayıt Yap": what the customer does not already carry for a student registration. The
 * name, parent, phone and branch come from the customer; only these are asked.
 */
export const ZCustomerConversionInput = z.object({
  citizenId: zCitizenId(),
  gender: zSelect('Cinsiyet', GENDERS),
  birthDate: zDate('Doğum'),
  educationLevel: zSelect('Eğitim Seviyesi', EDUCATION_LEVELS),
  origin: zSelect('Öğrenci Kaynağı', STUDENT_ORIGINS),
  parentRelation: zSelect('Yakınlık', RELATIONS),
  parentPhone: zOptional(zMobilePhone()),
});
export type TCustomerConversionInput = z.infer<typeof ZCustomerConversionInput>;
export const CUSTOMER_ALREADY_CONVERTED = 'Bu müşteri zaten öğrenci olarak kaydedildi.';
export const CONVERSION_NEEDS_PARENT =
  'Kayıt için velinin adı ve soyadı gereklidir; önce müşteriyi düzenleyiniz.';

const zUpdateId = { id: z.uuid({ message: 'Geçersiz kayıt.' }) };

export const ZInterviewStateInput = z.object({
  name: zText('Durum Adı', 50),
  closing: zSelect('Kapanış', INTERVIEW_STATE_CLOSINGS),
  sortOrder: z.coerce.number({ message: 'Lütfen Sıra Alanına Sayı Giriniz!' }).int().min(0).max(999),
  active: z.boolean().default(true),
});
export type TInterviewStateInput = z.infer<typeof ZInterviewStateInput>;
export const ZInterviewStateUpdate = ZInterviewStateInput.extend(zUpdateId);

export const ZReferenceInput = z.object({
  name: zText('Referans Kaynağı', 50),
  active: z.boolean().default(true),
});
export type TReferenceInput = z.infer<typeof ZReferenceInput>;
export const ZReferenceUpdate = ZReferenceInput.extend(zUpdateId);

// Answers, declared so the web app's typed client knows them.

/** A row of the customer search (/crm/customer). */
export const ZCustomerRowSchema = z.object({
  id: z.uuid(),
  customerType: z.enum(CUSTOMER_TYPES),
  corporateName: z.string().nullable(),
  name: z.string(),
  gradeLevel: z.string().nullable(),
  currentSchool: z.string().nullable(),
  parentName: z.string().nullable(),
  phoneDigits: z.string(),
  branchName: z.string(),
  referenceName: z.string().nullable(),
  campaignName: z.string().nullable(),
  stateName: z.string().nullable(),
  ownerName: z.string().nullable(),
  outcome: z.enum(CUSTOMER_OUTCOMES),
  nextContactOn: z.string().nullable(),
  interviewCount: z.number().int(),
  studentId: z.uuid().nullable(),
  createdAt: zTimestamp(),
});
export type TCustomerRow = z.infer<typeof ZCustomerRowSchema>;
export const ZCustomerPageSchema = zPage(ZCustomerRowSchema);

/** A live customer sharing a phone with the one on the card. */
export const ZCustomerDuplicateRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phoneDigits: z.string(),
  outcome: z.enum(CUSTOMER_OUTCOMES),
  interviewCount: z.number().int(),
  createdAt: zTimestamp(),
});
export type TCustomerDuplicateRow = z.infer<typeof ZCustomerDuplicateRowSchema>;

/** The customer card (/crm/customer/{id}). */
export const ZCustomerCardSchema = z.object({
  id: z.uuid(),
  branchId: z.uuid(),
  customerType: z.enum(CUSTOMER_TYPES),
  corporateName: z.string().nullable(),
  studentFirstName: z.string(),
  studentLastName: z.string(),
  gradeLevel: z.string().nullable(),
  currentSchool: z.string().nullable(),
  citizenId: z.string().nullable(),
  parentFirstName: z.string().nullable(),
  parentLastName: z.string().nullable(),
  phone: z.string().nullable(),
  secondPhone: z.string().nullable(),
  email: z.string().nullable(),
  note: z.string().nullable(),
  referenceId: z.uuid().nullable(),
  campaignId: z.uuid().nullable(),
  ownerAccountId: z.uuid().nullable(),
  source: z.enum(CUSTOMER_SOURCES),
  outcome: z.enum(CUSTOMER_OUTCOMES),
  kvkkConsentVersion: z.string().nullable(),
  kvkkConsentText: z.string().nullable(),
  kvkkConsentAt: zTimestamp().nullable(),
  nextContactOn: z.string().nullable(),
  lastInterviewAt: zTimestamp().nullable(),
  interviewCount: z.number().int(),
  studentId: z.uuid().nullable(),
  convertedAt: zTimestamp().nullable(),
  createdAt: zTimestamp(),
  branchName: z.string(),
  referenceName: z.string().nullable(),
  campaignName: z.string().nullable(),
  stateName: z.string().nullable(),
  ownerName: z.string().nullable(),
  duplicates: z.array(ZCustomerDuplicateRowSchema),
});
export type TCustomerCard = z.infer<typeof ZCustomerCardSchema>;

/** "Kayıt Yap"'s answer: the student registered from the customer. */
export const ZCustomerConversionAnswerSchema = z.object({
  studentId: z.uuid(),
  studentNo: z.number().int(),
  campaignId: z.uuid().nullable(),
  message: z.string(),
});

/** The consultants a customer may be given to. */
export const ZConsultantSchema = z.object({ id: z.uuid(), name: z.string(), role: z.string() });
export type TConsultant = z.infer<typeof ZConsultantSchema>;

/** A name to choose (the customer form's campaigns). */
export const ZChoiceSchema = z.object({ id: z.uuid(), name: z.string() });
export type TChoice = z.infer<typeof ZChoiceSchema>;

/** A campaign's offers, which the sale form starts a converted customer's sale at. */
export const ZCampaignOffersSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  offers: z.array(
    z.object({ serviceId: z.string(), discountKind: z.enum(DISCOUNT_KINDS), discountValue: z.number() }),
  ),
});
export type TCampaignOffers = z.infer<typeof ZCampaignOffersSchema>;

export const ZInterviewStateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  closing: z.enum(INTERVIEW_STATE_CLOSINGS),
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type TInterviewState = z.infer<typeof ZInterviewStateSchema>;

export const ZReferenceSchema = z.object({ id: z.uuid(), name: z.string(), active: z.boolean() });
export type TReference = z.infer<typeof ZReferenceSchema>;

/** Deleting a definition others point at deactivates it instead. */
export const ZDefinitionDeleteAnswerSchema = z.object({
  id: z.uuid(),
  deactivated: z.boolean(),
  message: z.string(),
});
