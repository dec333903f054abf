import { z } from 'zod';
import { zPage } from '../common/answers';
import { zDate, zOptional, zSelect, zText } from '../validation/zod';

/** SPEC 3 audience: who of the target receives it. `All` also reaches the target's staff. */
export const ANNOUNCEMENT_AUDIENCES = ['All', 'Student', 'Parent'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const audienceLabels: Record<AnnouncementAudience, string> = {
  All: 'Tümü',
  Student: 'Öğrenci',
  Parent: 'Veli',
};

/** SPEC 3 message level. `System` is written by the product itself, never chosen on the form. */
export const MESSAGE_LEVELS = ['Info', 'Warning', 'Error', 'System'] as const;
export type MessageLevel = (typeof MESSAGE_LEVELS)[number];
export const STAFF_MESSAGE_LEVELS = ['Info', 'Warning', 'Error'] as const;
export const messageLevelLabels: Record<MessageLevel, string> = {
  Info: 'Bilgi',
  Warning: 'Uyarı',
  Error: 'Hata',
  System: 'Sistem',
};

/** What the announcement is sent over: the business, some branches, some classes or chosen students. */
export const ANNOUNCEMENT_TARGETS = ['Business', 'Branch', 'Class', 'Student'] as const;
export type AnnouncementTarget = (typeof ANNOUNCEMENT_TARGETS)[number];
export const announcementTargetLabels: Record<AnnouncementTarget, string> = {
  Business: 'Tüm Kurum',
  Branch: 'Şubeler',
  Class: 'Sınıflar',
  Student: 'Seçili Öğrenciler',
};

export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 20_000;

export const ANNOUNCEMENT_MESSAGES = {
  targetRequired: 'Lütfen Hedef Seçiniz!',
  endBeforePublish: 'Bitiş tarihi yayın tarihinden önce olamaz.',
  emptyBody: 'Lütfen İçerik Giriniz!',
  businessTargetNeedsBusinessScope:
    'Tüm kuruma duyuruyu yalnızca kurum genelinde yetkili hesaplar gönderebilir.',
  outsideBranch: 'Yalnızca kendi şubenize duyuru gönderebilirsiniz.',
  outsideClasses: 'Yalnızca kendi sınıflarınıza ve öğrencilerinize duyuru gönderebilirsiniz.',
  targetNotFound: 'Seçilen hedeflerden biri bulunamadı.',
} as const;

const announcementFields = {
  title: zText('Başlık', ANNOUNCEMENT_TITLE_MAX),
  /** Formatted text (HTML); the server keeps only the allowed tags. */
  body: zText('İçerik', ANNOUNCEMENT_BODY_MAX),
  audience: zSelect('Hedef Kitle', ANNOUNCEMENT_AUDIENCES),
  level: zSelect('Önem Düzeyi', STAFF_MESSAGE_LEVELS),
  targetKind: zSelect('Hedef', ANNOUNCEMENT_TARGETS),
  targetIds: z
    .array(z.uuid({ error: ANNOUNCEMENT_MESSAGES.targetNotFound }))
    .max(500)
    .default([]),
  publishOn: zDate('Yayın'),
  endsOn: zOptional(zDate('Bitiş')),
};

type Checked = {
  targetKind: AnnouncementTarget;
  targetIds: string[];
  publishOn: string;
  endsOn: string | null;
};

const checkAnnouncement = (v: Checked, ctx: z.RefinementCtx) => {
  if (v.targetKind !== 'Business' && v.targetIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['targetIds'], message: ANNOUNCEMENT_MESSAGES.targetRequired });
  if (v.endsOn && v.endsOn < v.publishOn)
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: ANNOUNCEMENT_MESSAGES.endBeforePublish });
};

export const ZAnnouncementCreateSchema = z.object(announcementFields).superRefine(checkAnnouncement);
export type TAnnouncementCreate = z.infer<typeof ZAnnouncementCreateSchema>;

export const ZAnnouncementUpdateSchema = z
  .object({ id: z.uuid(), ...announcementFields })
  .superRefine(checkAnnouncement);
export type TAnnouncementUpdate = z.infer<typeof ZAnnouncementUpdateSchema>;

/** The manageable announcements list's server sorts (`_sort`): title in Turkish order, dates. */
export const ANNOUNCEMENT_SORTS = ['title', 'publishOn', 'endsOn'] as const;

// Answers, declared so the web app's typed client knows them.

/** One of the reader's own messages (announcements and the product's system messages). */
export const ZOwnAnnouncementSchema = z.object({
  id: z.uuid(),
  announcementDetailId: z.uuid(),
  isRead: z.boolean(),
  title: z.string(),
  body: z.string(),
  audience: z.string(),
  level: z.enum(MESSAGE_LEVELS),
  publishOn: z.string(),
  createdAt: z.string(),
});
export type TOwnAnnouncement = z.infer<typeof ZOwnAnnouncementSchema>;
/** The reader's page, with the unread total across pages (the bell's count). */
export const ZOwnAnnouncementPageSchema = zPage(ZOwnAnnouncementSchema).extend({
  _unreadCount: z.number().int(),
});
export const ZAnnouncementReadAnswerSchema = z.object({ ok: z.boolean(), _unreadCount: z.number().int() });

/** A row of the announcements the account manages, with how many read them. */
export const ZManageableAnnouncementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  level: z.enum(MESSAGE_LEVELS),
  targetKind: z.enum(ANNOUNCEMENT_TARGETS),
  branchName: z.string().nullable(),
  publishOn: z.string(),
  endsOn: z.string().nullable(),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
});
export type TManageableAnnouncement = z.infer<typeof ZManageableAnnouncementSchema>;
export const ZManageableAnnouncementPageSchema = zPage(ZManageableAnnouncementSchema);

/** An announcement as its edit form loads it (a system message is never edited by hand). */
export const ZAnnouncementEditSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  level: z.enum(STAFF_MESSAGE_LEVELS),
  targetKind: z.enum(ANNOUNCEMENT_TARGETS),
  targetIds: z.array(z.string()),
  publishOn: z.string(),
  endsOn: z.string().nullable(),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
  targets: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TAnnouncementEdit = z.infer<typeof ZAnnouncementEditSchema>;

/** A create or update: the announcement, how many it reaches, and the notice. */
export const ZAnnouncementSavedSchema = z.object({
  id: z.uuid(),
  recipientCount: z.number().int(),
  message: z.string(),
});
