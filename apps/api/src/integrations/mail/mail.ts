import type { Db } from '../../db/client';
import { mailOutbox } from './mail-outbox.table';

export type MailMessage = { to: string; subject: string; body: string };

/** The one door to outgoing mail. A real provider implements the same shape. */
export type MailSender = {
  readonly provider: string;
  send(db: Db, message: MailMessage): Promise<void>;
};

/** Records the message as sent: the product works out of the box without a mail server. */
export const localMailSender: MailSender = {
  provider: 'local',
  async send(db, message) {
    await db.insert(mailOutbox).values({ ...message, provider: 'local', status: 'sent', sentAt: new Date() });
  },
};
