import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Where the end-to-end SMTP catcher listens; the shops under test get it as SMTP_URL. It follows
 * E2E_PORT (3100 -> 2526), so two runs on different ports never fight over the catcher's port.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526 + Number(process.env.E2E_PORT ?? 3100) - 3100);
export const E2E_SMTP_URL = `smtp://127.0.0.1:${E2E_SMTP_PORT}`;

/** One JSON file per caught mail: { to, subject, text, receivedAt }; one folder per catcher, so two runs side by side keep theirs apart. */
export const E2E_MAIL_DIR = path.join(root, `.tmp/e2e-mail-${E2E_SMTP_PORT}`);

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Content-IDs of its attached parts (order mails' inline pictures). */
  attachmentIds: string[];
  /** When the catcher received it, ms since the epoch. */
  receivedAt: number;
}

/**
 * The folder of one recipient's mail: a spec waiting for its shopper's code reads only that
 * shopper's files, not every mail of the run (hundreds by the end, read every 100 ms).
 */
export function mailFolderOf(address: string): string {
  return path.join(E2E_MAIL_DIR, encodeURIComponent(address.toLowerCase()));
}
