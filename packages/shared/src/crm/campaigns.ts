import { z } from 'zod';
import { listQueryWithSort } from '../common/list-query';
import { MONEY_MAX_KURUS } from '../common/money';
import { GRADE_LEVELS } from '../education/enums';
import { DISCOUNT_KINDS } from '../sales/enums';
import { zDate, zOptional, zPhone, zSelect, zText } from '../validation/zod';
import { CAMPAIGN_KVKK_REQUIRED } from './campaign-messages';

export * from './campaign-messages';

const zId = () => z.uuid({ message: 'Geçersiz kayıt.' });

export const CAMPAIGN_SORTS = ['name', 'startsOn', 'endsOn', 'createdAt'] as const;
export const ZCampaignQuerySchema = listQueryWithSort(CAMPAIGN_SORTS);
export type TCampaignQuery = z.infer<typeof ZCampaignQuerySchema>;

export const PERCENT_TOO_LARGE = 'Yüzde indirim 100’den büyük olamaz!';
export const CAMPAIGN_DATES_MESSAGE = 'Kampanya bitiş tarihi başlangıç tarihinden önce olamaz!';

/** An offer on one service: an amount in kuruş or a percent (0-100) off its price. */
export const ZCampaignOfferSchema = z
  .object({
    serviceId: zId(),
    discountKind: zSelect('İndirim Türü', DISCOUNT_KINDS),
    discountValue: z
      .number({ error: 'Lütfen İndirim Alanına Sayı Giriniz!' })
      .int('Lütfen İndirim Alanına Tam Sayı Giriniz!')
      .min(0, 'İndirim eksi olamaz!')
      .max(MONEY_MAX_KURUS),
  })
  .refine((o) => o.discountKind !== 'Percent' || o.discountValue <= 100, {
    message: PERCENT_TOO_LARGE,
    path: ['discountValue'],
  });

export const ZCampaignInputSchema = z
  .object({
    name: zText('Kampanya Adı', 120),
    description: zOptional(zText('Açıklama', 2000)),
    startsOn: zDate('Başlangıç'),
    endsOn: zDate('Bitiş'),
    branchIds: z.array(zId()).max(200).default([]),
    offers: z.array(ZCampaignOfferSchema).max(50).default([]),
    publicFormEnabled: z.boolean().default(false),
    kvkkText: zOptional(zText('KVKK Metni', 10000)),
  })
  .refine((c) => c.endsOn >= c.startsOn, { message: CAMPAIGN_DATES_MESSAGE, path: ['endsOn'] })
  .refine((c) => !c.publicFormEnabled || !!c.kvkkText, {
    message: 'Herkese açık form için KVKK metni giriniz!',
    path: ['kvkkText'],
  });
export type TCampaignInput = z.input<typeof ZCampaignInputSchema>;
export type TCampaignValues = z.output<typeof ZCampaignInputSchema>;

export const ZCampaignParamsSchema = z.object({ campaign_id: zId() });

export type TCampaignOffer = z.output<typeof ZCampaignOfferSchema>;

/** The public form's answer about a campaign: what the page needs, nothing internal. */
export type TPublicCampaign = {
  id: string;
  name: string;
  description: string | null;
  open: boolean;
  /** Why the form is closed, in Turkish, when it is. */
  closedMessage: string | null;
  branches: { id: string; name: string }[];
  kvkkText: string | null;
  kvkkVersion: string | null;
};

/** The public form's submission; `website` is the honeypot a person never sees. */
export const ZPublicSubmissionSchema = z.object({
  studentFirstName: zText('Öğrenci Adı', 60),
  studentLastName: zText('Öğrenci Soyadı', 60),
  gradeLevel: zSelect('Sınıf Seviyesi', GRADE_LEVELS),
  parentFirstName: zText('Veli Adı', 60),
  parentLastName: zText('Veli Soyadı', 60),
  phone: zPhone(),
  branchId: zId(),
  kvkkConsent: z.literal(true, { error: CAMPAIGN_KVKK_REQUIRED }),
  kvkkVersion: z.string().max(40).optional(),
  website: z.string().max(200).optional(),
});
export type TPublicSubmission = z.input<typeof ZPublicSubmissionSchema>;

// Answers, declared so the web app's typed client knows them.
const zPage = <T extends z.ZodType>(row: T) =>
  z.object({ _data: z.array(row), _totalData: z.number().int(), _pageCount: z.number().int() });

export const ZCampaignRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  branchIds: z.array(z.string()),
  publicFormEnabled: z.boolean(),
});
export const ZCampaignPageSchema = zPage(ZCampaignRowSchema);

export const ZCampaignDetailSchema = ZCampaignRowSchema.extend({
  description: z.string().nullable(),
  offers: z.array(
    z.object({ serviceId: z.string(), discountKind: z.enum(DISCOUNT_KINDS), discountValue: z.number() }),
  ),
  kvkkText: z.string().nullable(),
  kvkkVersion: z.string().nullable(),
  customerCount: z.number().int(),
});
export type TCampaignDetail = z.infer<typeof ZCampaignDetailSchema>;

export const ZSavedCampaignSchema = z.object({ id: z.uuid(), message: z.string() });
export const ZOfferServicesSchema = z.array(z.object({ id: z.uuid(), name: z.string() }));

export const ZPublicCampaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  open: z.boolean(),
  closedMessage: z.string().nullable(),
  branches: z.array(z.object({ id: z.uuid(), name: z.string() })),
  kvkkText: z.string().nullable(),
  kvkkVersion: z.string().nullable(),
});
export const ZPublicSubmissionAnswerSchema = z.object({ accepted: z.boolean(), message: z.string() });
