import { foldTurkish } from '@panel/shared/common/text';
import type { MailStatus } from '@panel/shared/communications/mail-outbox';
import type { Db } from '../../db/client';
import { mailOutbox } from './mail-outbox.table';

export type MailMessage = { to: string; subject: string; body: string };

/** The one door to outgoing mail. A real provider implements the same shape. */
export type MailSender = {
  readonly provider: string;
  send(db: Db, message: MailMessage): Promise<void>;
};

/** What became of a message at the provider. */
export type MailOutcome = { provider: string; status: MailStatus; error?: string | null };

/** Records a message in the outbox, whatever the provider, so the admin can read what went out. */
export const recordMail = async (db: Db, message: MailMessage, outcome: MailOutcome): Promise<void> => {
  await db.insert(mailOutbox).values({
    ...message,
    provider: outcome.provider,
    status: outcome.status,
    error: outcome.error ?? null,
    searchKey: foldTurkish(`${message.to} ${message.subject}`),
    sentAt: outcome.status === 'sent' ? new Date() : null,
  });
};

/** Records the message as sent: the product works out of the box without a mail server. */
export const localMailSender: MailSender = {
  provider: 'local',
  send: (db, message) => recordMail(db, message, { provider: 'local', status: 'sent' }),
};
