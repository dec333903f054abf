import { z } from 'zod';
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
