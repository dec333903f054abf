import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config';
import { type MailSender, recordMail } from './mail';

/**
 * nodemailer reads a server's reply byte by byte as Latin-1; a server answering in UTF-8
 * (a Turkish reason) is read back here, and a reply that is not valid UTF-8 is kept as read.
 */
const asUtf8 = (reply: string): string => {
  if ([...reply].some((c) => c.charCodeAt(0) > 0xff)) return reply;
  const decoded = Buffer.from(reply, 'latin1').toString('utf8');
  return decoded.includes('\uFFFD') ? reply : decoded;
};

/** The server's own words when it has them (`550 5.1.1 ... unknown user`), else the error's. */
const reasonOf = (error: unknown): string => {
  if (error && typeof error === 'object') {
    const { response, message } = error as { response?: unknown; message?: unknown };
    if (typeof response === 'string' && response) return asUtf8(response);
    if (typeof message === 'string' && message) return message;
  }
  return String(error);
};

/**
 * Mail through an SMTP server (nodemailer). Every message lands in the outbox with what the
 * server made of it: sent, or failed with its reason. A refusal never throws, so the work
 * that asked for the mail (a reset code, an invitation) stands and the admin sees the reason.
 */
export const smtpMailSender = (config: SmtpConfig): MailSender => {
  const transport = nodemailer.createTransport(
    config.url ?? {
      host: config.host ?? undefined,
      port: config.port,
      secure: config.secure,
      ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
    },
    {
      from: config.from,
      // Short waits: a server that does not answer must not keep a request for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
  );
  const provider = 'smtp';
  return {
    provider,
    async send(db, message) {
      try {
        const info = await transport.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.body,
        });
        // A server may take the message yet refuse its only recipient.
        if (info.accepted.length === 0)
          return recordMail(db, message, {
            provider,
            status: 'failed',
            error: asUtf8(info.response) || 'Alıcı reddedildi.',
          });
        await recordMail(db, message, { provider, status: 'sent' });
      } catch (error) {
        await recordMail(db, message, { provider, status: 'failed', error: reasonOf(error) });
      }
    },
  };
};
