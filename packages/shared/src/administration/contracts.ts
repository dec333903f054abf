import { z } from 'zod';
import { zPage } from '../common/answers';
import { MESSAGES } from '../validation/messages';
import { citizenIdRule } from '../validation/rules';
import {
  zDate,
  zEmail,
  zIban,
  zMersis,
  zMultiSelect,
  zNumber,
  zOptional,
  zPhone,
  zSelect,
  zText,
} from '../validation/zod';
import { INSTITUTION_TYPES, LICENSE_AREAS } from './enums';

const zId = () => z.uuid({ message: 'Geçersiz kayıt.' });

export const ZBusinessInputSchema = z.object({
  name: zText('Kurum Adı', 100),
  institutionType: zSelect('Kurum Türü', INSTITUTION_TYPES),
  phone: zOptional(zPhone()),
  email: zOptional(zEmail()),
  address: zOptional(zText('Adres', 200)),
  isActive: z.boolean().default(true),
});
export type TBusinessInput = z.infer<typeof ZBusinessInputSchema>;

export const TAX_NUMBER_MESSAGE =
  'Vergi Numarası 10 haneli olmalı ya da geçerli bir T.C Kimlik Numarası olmalıdır!';

/** A 10-digit tax number, or a sole proprietor's citizen id. */
export const taxNumberRule = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return 'Lütfen Vergi Numarası Giriniz!';
  if (/^\d{10}$/.test(text)) return null;
  return /^\d{11}$/.test(text) && citizenIdRule(text) === null ? null : TAX_NUMBER_MESSAGE;
};

export const ZCorporateInputSchema = z.object({
  title: zText('Ünvan', 200),
  taxOffice: zText('Vergi Dairesi', 50),
  taxNumber: z
    .unknown()
    .superRefine((v, ctx) => {
      const m = taxNumberRule(v);
      if (m) ctx.addIssue({ code: 'custom', message: m });
    })
    .transform((v) => String(v).trim()),
  mersisNumber: zMersis(),
  iban: zIban(),
  address: zText('Adres', 200),
  isActive: z.boolean().default(true),
});
export type TCorporateInput = z.infer<typeof ZCorporateInputSchema>;

export const ZBranchInputSchema = z.object({
  name: zText('Şube Adı', 100),
  corporateId: zOptional(zId()),
  phone: zOptional(zPhone()),
  email: zOptional(zEmail()),
  city: zOptional(zText('İl', 50)),
  district: zOptional(zText('İlçe', 50)),
  address: zOptional(zText('Adres', 200)),
  isActive: z.boolean().default(true),
});
export type TBranchInput = z.infer<typeof ZBranchInputSchema>;

export const LICENSE_DATES_MESSAGE = 'Lisans bitiş tarihi başlangıç tarihinden önce olamaz!';

export const ZLicenseInputSchema = z
  .object({
    startsOn: zDate('Başlangıç'),
    endsOn: zDate('Bitiş'),
    studentQuota: zNumber('Öğrenci Kontenjanı').pipe(
      z
        .number()
        .int('Lütfen Öğrenci Kontenjanı Alanına Sayı Giriniz!')
        .min(1, 'Öğrenci kontenjanı en az 1 olmalıdır!')
        .max(1_000_000),
    ),
    enabledAreas: zMultiSelect('Kullanılabilir Alan', LICENSE_AREAS),
  })
  .refine((v) => v.endsOn >= v.startsOn, { message: LICENSE_DATES_MESSAGE, path: ['endsOn'] });
export type TLicenseInput = z.infer<typeof ZLicenseInputSchema>;

export const ZMajorInputSchema = z.object({
  name: zText('Branş Adı', 50),
  isActive: z.boolean().default(true),
});
export type TMajorInput = z.infer<typeof ZMajorInputSchema>;

export const ZIdParamsSchema = z.object({ id: zId() });

/** Deleting asks this first, everywhere (SPEC 8). */
export const CONFIRM_DELETE = MESSAGES.confirmDelete;

export const ZBranchGroupInputSchema = z.object({
  name: zText('Grup Adı', 100),
  branchIds: z.array(z.uuid()).min(1, 'Lütfen Şube Seçiniz!').max(500),
});
export type TBranchGroupInput = z.infer<typeof ZBranchGroupInputSchema>;

/** Server sorts of the administration lists (`_sort`), whitelisted by each list's query schema. */
export const BUSINESS_SORTS = ['name', 'createdAt'] as const;
export const BRANCH_SORTS = ['name', 'business'] as const;
export const CORPORATE_SORTS = ['title', 'taxNumber', 'business'] as const;
export const MAJOR_SORTS = ['name'] as const;
export const BRANCH_GROUP_SORTS = ['name'] as const;
export const LICENSE_SORTS = ['startsOn', 'endsOn', 'studentQuota'] as const;

// The answers: what each administration call gives back (its route's `schema.response`).

/** A business card (/admin/business, /general/business): list row, detail and a save's answer. */
export const ZBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  institutionType: z.enum(INSTITUTION_TYPES),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  isActive: z.boolean(),
  /** ISO text (the service sends the column as text). */
  createdAt: z.string(),
});
export type TBusiness = z.infer<typeof ZBusinessSchema>;
export const ZBusinessPageSchema = zPage(ZBusinessSchema);
/** A business saved: the card as stored, and the notice. */
export const ZBusinessSavedSchema = ZBusinessSchema.extend({ message: z.string() });
/** GET /admin/business/list: the active businesses, for selects. */
export const ZBusinessOptionSchema = z.object({ id: z.string(), name: z.string() });

/** A branch as its list, its form and the license screen read it. */
export const ZBranchSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  corporateId: z.string().nullable(),
  corporateTitle: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  address: z.string().nullable(),
  isActive: z.boolean(),
  /** The last day of its licenses started by today (text); null: none has started. */
  licenseEndsOn: z.string().nullable(),
});
export type TBranch = z.infer<typeof ZBranchSchema>;
export const ZBranchPageSchema = zPage(ZBranchSchema);
/** GET .../branch/list: the active branches, for selects. */
export const ZBranchOptionSchema = z.object({ id: z.string(), name: z.string(), businessId: z.string() });
export type TBranchOption = z.infer<typeof ZBranchOptionSchema>;

/** A corporate (the invoicing legal entity) as its list and form read it. */
export const ZCorporateSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  title: z.string(),
  taxOffice: z.string(),
  taxNumber: z.string(),
  mersisNumber: z.string(),
  iban: z.string(),
  address: z.string(),
  isActive: z.boolean(),
});
export type TCorporate = z.infer<typeof ZCorporateSchema>;
export const ZCorporatePageSchema = zPage(ZCorporateSchema);
/** GET .../corporate/list: the active corporates, for selects. */
export const ZCorporateOptionSchema = z.object({ id: z.string(), title: z.string(), businessId: z.string() });

/** A license of a branch, in the branch's license list and the license form. */
export const ZLicenseSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  branchId: z.string(),
  branchName: z.string(),
  /** Calendar days (`date` columns, read as text). */
  startsOn: z.string(),
  endsOn: z.string(),
  studentQuota: z.number().int(),
  enabledAreas: z.array(z.enum(LICENSE_AREAS)),
});
export type TLicense = z.infer<typeof ZLicenseSchema>;
export const ZLicensePageSchema = zPage(ZLicenseSchema);

/** A major (teaching subject) in the provider's list and form. */
export const ZMajorSchema = z.object({ id: z.string(), name: z.string(), isActive: z.boolean() });
export type TMajor = z.infer<typeof ZMajorSchema>;
export const ZMajorPageSchema = zPage(ZMajorSchema);
/** GET /major/list: the active majors, for every account's selects. */
export const ZMajorOptionSchema = z.object({ id: z.string(), name: z.string() });

/** A branch group in its list: its branches by name. */
export const ZBranchGroupRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  branchNames: z.array(z.string()),
});
export type TBranchGroupRow = z.infer<typeof ZBranchGroupRowSchema>;
export const ZBranchGroupPageSchema = zPage(ZBranchGroupRowSchema);
/** A branch group in its form: its branches by id. */
export const ZBranchGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  branchIds: z.array(z.string()),
});
export type TBranchGroup = z.infer<typeof ZBranchGroupSchema>;
