import { z } from 'zod';
import { listQueryWithSort, ZListQuerySchema } from '../common/list-query';
import { zDayFilter, zMobilePhone, zText } from '../validation/zod';

// GSM 03.38 default alphabet: one septet each.
const GSM_BASIC = new Set(
  Array.from(
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
  ),
);
// The extension table: an escape plus the character, two septets each.
const GSM_EXTENSION = new Set(Array.from('^{}\\[~]|€\f'));
// 3GPP TS 23.038's Turkish locking-shift table, which replaces the default alphabet when the
// provider is told the text is Turkish (NetGSM: `encoding: "TR"`): ğ ı ş İ ç and the rest
// are one septet each.
const TURKISH_LOCKING = new Set(
  Array.from(
    '@£$¥€éùıòÇ\nĞğ\rÅåΔ_ΦΓΛΩΠΨΣΘΞŞşßÉ !"#¤%&\'()*+,-./0123456789:;<=>?İABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§çabcdefghijklmnopqrstuvwxyzäöñüà',
  ),
);
// What the Turkish single-shift table adds beside it (escape plus character, two septets).
const TURKISH_EXTENSION = new Set(Array.from('^{}\\[~]|\f'));

/** The letters that make a text Turkish for the provider: outside the default alphabet. */
const TURKISH_LETTERS = /[ğĞıİşŞç]/;

/**
 * `gsm7`: the default alphabet; `gsm7-tr`: the Turkish national language table (the provider's
 * `encoding: "TR"`); `ucs2`: anything else, two bytes a character.
 */
export type SmsEncoding = 'gsm7' | 'gsm7-tr' | 'ucs2';
export type SmsSize = { encoding: SmsEncoding; length: number; units: number };

const septets = (chars: string[], extension: Set<string>) =>
  chars.reduce((n, c) => n + (extension.has(c) ? 2 : 1), 0);

/**
 * How many message units a text costs, as Turkish operators and NetGSM count them:
 * - default alphabet: 160 septets in one unit, 153 in each part once split;
 * - a Turkish letter (ğ ı ş İ ç) switches to the Turkish table, where each letter is one
 *   septet but the language indicator in every message's header takes 5 septets of one
 *   unit (155) and 11 septets with the split header (149 in each part);
 * - any other character (emoji, Cyrillic ...): 70 characters in one unit, 67 once split.
 */
export const smsSize = (text: string): SmsSize => {
  const chars = Array.from(text);
  if (chars.every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c))) {
    const length = septets(chars, GSM_EXTENSION);
    return { encoding: 'gsm7', length, units: length <= 160 ? 1 : Math.ceil(length / 153) };
  }
  if (TURKISH_LETTERS.test(text) && chars.every((c) => TURKISH_LOCKING.has(c) || TURKISH_EXTENSION.has(c))) {
    const length = septets(chars, TURKISH_EXTENSION);
    return { encoding: 'gsm7-tr', length, units: length <= 155 ? 1 : Math.ceil(length / 149) };
  }
  const length = chars.length;
  return { encoding: 'ucs2', length, units: length <= 70 ? 1 : Math.ceil(length / 67) };
};

/**
 * `Held`: kept back by the product before the provider saw it (no İYS consent for a commercial
 * message, the same text to the same number moments ago, or the business's per-minute limit).
 */
export const SMS_STATUSES = ['Sent', 'Failed', 'Held'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
export const smsStatusLabels: Record<SmsStatus, string> = {
  Sent: 'Gönderildi',
  Failed: 'Gönderilemedi',
  Held: 'Bekletildi',
};

/** İYS: informational messages go to anyone; commercial ones only where consent is on record. */
export const SMS_KINDS = ['Informational', 'Commercial'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];
export const smsKindLabels: Record<SmsKind, string> = {
  Informational: 'Bilgilendirme',
  Commercial: 'Ticari',
};

/** The same text to the same number within this window is held as a duplicate. */
export const SMS_DUPLICATE_WINDOW_MINUTES = 10;

/** Why the product held a message; stored on the record in Turkish. */
export const SMS_HOLD_REASONS = {
  noConsent: 'Ticari ileti: bu numaranın İYS onayı kayıtlı değil.',
  duplicate: `Aynı metin bu numaraya son ${SMS_DUPLICATE_WINDOW_MINUTES} dakika içinde gönderildi.`,
  throttled: 'İşletmenin dakikalık SMS sınırı aşıldı; ileti gönderilmedi.',
} as const;

/** The sender's answer when a bulk send goes to the report centre (SMS_INLINE_MAX). */
export const SMS_BATCH_QUEUED_MESSAGE = (count: number) =>
  `${count} SMS arka planda gönderiliyor; ilerlemesi ve sonuçları yeni sekmede.`;

/** The sender's answer when some of a batch were held by the guards above. */
export const SMS_HELD_NOTICE = (held: number) => `${held} SMS bekletildi (nedenleri SMS kayıtlarında).`;

export const SMS_CONSENT_STATES = ['Given', 'Withdrawn'] as const;
export type SmsConsentState = (typeof SMS_CONSENT_STATES)[number];
export const smsConsentStateLabels: Record<SmsConsentState, string> = {
  Given: 'Onay verdi',
  Withdrawn: 'Onayı geri aldı',
};

export const SMS_CONSENT_SOURCES = ['Written', 'Web', 'Phone', 'Iys'] as const;
export type SmsConsentSource = (typeof SMS_CONSENT_SOURCES)[number];
export const smsConsentSourceLabels: Record<SmsConsentSource, string> = {
  Written: 'Yazılı form',
  Web: 'Web formu',
  Phone: 'Telefon',
  Iys: 'İYS kaydı',
};

export const SMS_MAX_LENGTH = 918;

export const ZSmsTestSchema = z.object({ phone: zMobilePhone(), text: zText('Mesaj', SMS_MAX_LENGTH) });

/** What each sender records as the purpose of its messages, with the log's label for it. */
export const smsPurposeLabels: Record<string, string> = {
  'admin-test': 'Test mesajı',
  overdue: 'Gecikmiş ödeme hatırlatması',
  'rollcall-alert': 'Yoklama bildirimi',
  assessment: 'Ödev / değerlendirme bildirimi',
  'exam-result': 'Sınav sonucu',
  'student-private': 'Öğrenciye özel SMS',
  invitation: 'Hesap daveti',
};
export const smsPurposeLabel = (purpose: string): string => smsPurposeLabels[purpose] ?? purpose;

/** An optional filter: an empty field is no filter, a half-typed number is a 400 with the phone rule's message. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const rangeInOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const RANGE_ORDER = { error: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.', path: ['to'] };

export const SMS_LOG_SORTS = ['createdAt', 'to', 'units', 'status', 'purpose'] as const;

/** /admin/sms-log: the sent-SMS log of one business (or all), filtered by day, purpose, status and number. */
export const ZSmsLogQuery = listQueryWithSort(SMS_LOG_SORTS)
  .extend({
    businessId: optional(z.uuid({ error: 'Geçersiz kurum seçildi.' })),
    from: zDayFilter('Başlangıç'),
    to: zDayFilter('Bitiş'),
    purpose: optional(z.string().trim().max(50)),
    status: optional(z.enum(SMS_STATUSES, { error: 'Geçersiz SMS durumu.' })),
    kind: optional(z.enum(SMS_KINDS, { error: 'Geçersiz ileti türü.' })),
    phone: optional(zMobilePhone()),
  })
  .refine(rangeInOrder, RANGE_ORDER);
export type TSmsLogQuery = z.infer<typeof ZSmsLogQuery>;

export const ZSmsRecordSchema = z.object({
  id: z.uuid(),
  businessId: z.uuid().nullable(),
  businessName: z.string().nullable(),
  purpose: z.string(),
  kind: z.enum(SMS_KINDS),
  to: z.string(),
  text: z.string(),
  units: z.number().int(),
  provider: z.string(),
  providerMessageId: z.string().nullable(),
  providerCode: z.string().nullable(),
  status: z.enum(SMS_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type TSmsRecord = z.infer<typeof ZSmsRecordSchema>;

/** /admin/sms-test's answer: the recorded message (the provider's status, id, code and reason) and a sentence for it. */
export const ZSmsTestAnswerSchema = ZSmsRecordSchema.extend({ message: z.string() });
export type TSmsTestAnswer = z.infer<typeof ZSmsTestAnswerSchema>;

/** /admin/sms-test's list: the test messages as recorded (no business: they are the admin's). */
export const ZSmsTestRowSchema = ZSmsRecordSchema.omit({ businessName: true });
export type TSmsTestRow = z.infer<typeof ZSmsTestRowSchema>;
export const ZSmsTestPageSchema = z.object({
  _data: z.array(ZSmsTestRowSchema),
  _totalData: z.number().int(),
  _pageCount: z.number().int(),
});

/** A page of the log with the filtered set's totals (messages and units by status). */
export const ZSmsLogPageSchema = z.object({
  _data: z.array(ZSmsRecordSchema),
  _totalData: z.number().int(),
  _pageCount: z.number().int(),
  totalUnits: z.number().int(),
  sentUnits: z.number().int(),
  sentCount: z.number().int(),
  failedCount: z.number().int(),
  heldCount: z.number().int(),
});
export type TSmsLogPage = z.infer<typeof ZSmsLogPageSchema>;

/** One İYS consent event of a number: given or withdrawn, where it came from and when. */
export const ZSmsConsentInput = z.object({
  phone: zMobilePhone(),
  state: z.enum(SMS_CONSENT_STATES, { error: 'Onay durumunu seçiniz.' }),
  source: z.enum(SMS_CONSENT_SOURCES, { error: 'Onayın kaynağını seçiniz.' }),
  occurredAt: optional(z.iso.datetime({ offset: true, error: 'Geçersiz tarih ve saat.' })),
});
export type TSmsConsentInput = z.infer<typeof ZSmsConsentInput>;

export const ZSmsConsentQuery = ZListQuerySchema.extend({ phone: optional(zMobilePhone()) });
export type TSmsConsentQuery = z.infer<typeof ZSmsConsentQuery>;

export const ZSmsConsentSchema = z.object({
  id: z.uuid(),
  phone: z.string(),
  state: z.enum(SMS_CONSENT_STATES),
  source: z.enum(SMS_CONSENT_SOURCES),
  occurredAt: z.string(),
  createdAt: z.string(),
});
export const ZSmsConsentPageSchema = z.object({
  _data: z.array(ZSmsConsentSchema),
  _totalData: z.number().int(),
  _pageCount: z.number().int(),
});
