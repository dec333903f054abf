import { z } from 'zod';

/** What the mail adapter records of a message: handed to the provider, or refused by it. */
export const MAIL_STATUSES = ['sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const mailStatusLabels: Record<MailStatus, string> = { sent: 'Gönderildi', failed: 'Gönderilemedi' };

/** One row of the outgoing mail list (GET admin/mail-outbox): no body, it can be long. */
export const ZOutgoingMailRowSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  provider: z.string(),
  // Stored as text; an adapter writes one of MAIL_STATUSES.
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TOutgoingMailRow = z.infer<typeof ZOutgoingMailRowSchema>;

export const ZOutgoingMailPageSchema = z.object({
  _data: z.array(ZOutgoingMailRowSchema),
  _totalData: z.number(),
  _pageCount: z.number(),
});

/** One mail with its whole body and the provider's error, if any (GET admin/mail-outbox/{id}). */
export const ZOutgoingMailSchema = ZOutgoingMailRowSchema.extend({
  body: z.string(),
  error: z.string().nullable(),
});
export type TOutgoingMail = z.infer<typeof ZOutgoingMailSchema>;
