import { createTransport } from 'nodemailer';
import type { SentMessageInfo } from 'nodemailer';
import type { MailConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMessageInfo>;
}

/** A mailer when SMTP is configured; undefined means the product sends no mail at all. */
export function createMailer(config: MailConfig | undefined): Mailer | undefined {
  if (!config) return undefined;
  const transport = createTransport(config.transport);
  return {
    send: (mail) => transport.sendMail({ from: config.from, ...mail }),
  };
}
