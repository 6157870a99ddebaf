import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface OutboxMail {
  to: { address: string }[];
  subject: string;
  text: string;
  html?: string;
}

/** A fresh folder for one test context's dev outbox (pass as env OUTBOX_DIR). */
export function tempOutbox(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'doffice-outbox-'));
}

/** Every message written to the outbox, oldest first. */
export function readOutbox(dir: string): OutboxMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMail);
}

/** Messages sent to one address, oldest first. */
export function mailsTo(dir: string, email: string): OutboxMail[] {
  return readOutbox(dir).filter((m) => m.to.some((t) => t.address.toLowerCase() === email.toLowerCase()));
}

/** The token of the newest reset link sent to `email`, read from the mail as a user would. */
export function latestResetToken(dir: string, email: string): string {
  const mail = mailsTo(dir, email).at(-1);
  const token = mail && /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset mail for ${email} in ${dir}`);
  return token;
}
