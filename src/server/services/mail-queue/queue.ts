import { sql } from 'drizzle-orm';
import type { Mail } from '../../adapters/mail/mailer';
import type { Db } from '../../db/client';
import { mailQueue, type QueuedImage } from '../../db/schema';

/** A mail as it is queued: its pictures are document keys and its invoice an id, attached when it is sent. */
export type QueuedMail = Omit<Mail, 'attachments'> & { inlineImages?: QueuedImage[]; invoiceId?: string };

/** Woken on commit of a transaction that queued mail, on every app server (LISTEN/NOTIFY). */
export const MAIL_QUEUED_CHANNEL = 'mail_queued';

/** A transaction or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/**
 * Queues mail for the senders (sender.ts). Called inside the transaction that makes the
 * change the mail tells of: the mail is kept exactly when the change is. The NOTIFY is
 * delivered only when that transaction commits, so the senders wake for committed rows only.
 */
export async function queueMail(tx: Tx, mail: QueuedMail | QueuedMail[]): Promise<void> {
  const mails = Array.isArray(mail) ? mail : [mail];
  if (mails.length === 0) return;
  await tx
    .insert(mailQueue)
    .values(mails.map((m) => ({ toAddress: m.to, subject: m.subject, textBody: m.text, htmlBody: m.html, inlineImages: m.inlineImages?.length ? m.inlineImages : null, invoiceId: m.invoiceId ?? null })));
  await tx.execute(sql`select pg_notify(${MAIL_QUEUED_CHANNEL}, '')`);
}
