/** Mail through the SMTP server of SMTP_URL (nodemailer), one pooled transport per running app. */
import type { Config } from '../../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** null when SMTP_URL is unset: messages then stay in the outbox for administrators to pass on. */
export function smtpSender(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): MailSender | null {
  if (config.smtpUrl === null) return null;
  // required only when mail is configured: most installations and every test file go without it
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const nodemailer = require('nodemailer') as typeof import('nodemailer');
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      transport.close();
    },
  };
}
