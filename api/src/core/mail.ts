import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from './config';
import type { Logger } from './logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through SMTP_URL when it is set. Otherwise each message is composed by nodemailer all
 * the same and written as JSON to OUTBOX_DIR, with a log line carrying its links, so the
 * forgot-password flow works on a laptop without a mail server.
 */
export function createMailer(config: Config, logger: Logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return outboxMailer(config, logger);
}

const LINK_RE = /https?:\/\/[^\s<>"]+/g;
let written = 0;

function outboxMailer(config: Config, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  // Logs are often shipped and read by more people than the mailbox: outside development the
  // link (a live credential) stays in the outbox file only.
  const logLinks = config.env !== 'production';
  if (!logLinks) logger.warn({ dir: config.outboxDir }, 'SMTP_URL is not set: emails are written to the outbox folder, not sent');
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      await fs.mkdir(config.outboxDir, { recursive: true });
      // Time first so `ls` lists messages in the order they were sent.
      const seq = String(++written).padStart(6, '0');
      const file = path.join(config.outboxDir, `${Date.now()}-${seq}-${randomBytes(3).toString('hex')}.json`);
      await fs.writeFile(file, String(info.message), { mode: 0o600 });
      const links = logLinks ? (mail.text.match(LINK_RE) ?? []) : undefined;
      logger.info({ to: mail.to, subject: mail.subject, file, links }, `mail written to the dev outbox${links?.length ? `: ${links.join(' ')}` : ''}`);
    },
  };
}
