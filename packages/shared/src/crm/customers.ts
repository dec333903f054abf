import { z } from 'zod';
import { listQueryWithSort } from '../common/list-query';
import { GENDERS } from '../common/person';
import { EDUCATION_LEVELS, GRADE_LEVELS } from '../education/enums';
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
import { CUSTOMER_TYPES, INTERVIEW_STATE_CLOSINGS } from './enums';

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
