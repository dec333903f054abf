import { z } from 'zod';
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
