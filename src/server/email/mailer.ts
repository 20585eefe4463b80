import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface Mailer {
  /** Resolves when the SMTP server accepted the message; rejects with its reason. */
  send(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<void>;
  close(): void;
}

/** SMTP_URL's server, or null: without it mail is written to the log and marked 'logged'. */
export function createMailer(config: Config): Mailer | null {
  if (!config.mail.smtpUrl) return null;
  const transport = nodemailer.createTransport(config.mail.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}
