import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { InlineImage, MailFile, Mailer } from '../../adapters/mail/mailer';
import type { Database, Db } from '../../db/client';
import { mailQueue, type QueuedImage } from '../../db/schema';
import { MAIL_QUEUED_CHANNEL } from './queue';

/** How the sender paces itself; tests shorten the waits. */
export interface MailQueuePolicy {
  /** Due mail is looked for this often even without a nudge (retries; a missed notification). */
  pollMs: number;
  /** The wait before each retry: the first after one failure, and so on; the last one repeats. */
  retryDelaysMs: number[];
  /** A mail still failing this long after it was queued is given up, and logged as an error. */
  giveUpAfterMs: number;
  /**
   * How long a sender holds the rows it took. Longer than one SMTP send can last (smtp.ts's
   * timeouts), so that no other sender takes a row being sent; a crashed sender's rows are
   * taken again after it.
   */
  leaseMs: number;
  /** Rows taken at once. */
  batchSize: number;
}

export const DEFAULT_MAIL_QUEUE_POLICY: MailQueuePolicy = {
  pollMs: 5_000,
  retryDelaysMs: [30_000, 120_000, 600_000, 1_800_000, 3_600_000],
  giveUpAfterMs: 24 * 3_600_000,
  leaseMs: 5 * 60_000,
  batchSize: 10,
};

/** How long stop() waits for a send under way before it lets the shutdown go on. */
const STOP_WAIT_MS = 5_000;
const PRUNE_EVERY_MS = 3_600_000;

export interface MailSender {
  /** Look for due mail now (the commit notification calls it). */
  nudge(): void;
  /** Finishes the send under way (up to a few seconds), gives back the rows not yet tried, stops. */
  stop(): Promise<void>;
}

export interface MailSenderDeps {
  database: Database;
  mailer: Mailer;
  /** Draws a queued mail's tax invoice as a PDF (absent, or the invoice gone: the mail goes without it). */
  invoicePdf?: (invoiceId: string) => Promise<{ pdf: Buffer; fileName: string } | null>;
  /** Where a queued mail's pictures are read from (absent: mails go without them). */
  readDocument?: (key: string) => Promise<Buffer | null>;
  log: {
    warn(message: string, error?: unknown): void;
    error(message: string, error?: unknown): void;
  };
  policy?: Partial<MailQueuePolicy>;
}

const seconds = (ms: number) => ms / 1000;

/**
 * A queued mail's pictures as small JPEGs (200 px wide; every mail client shows JPEG, not all
 * show the stored WebP). A picture that can no longer be read is left out, never the mail.
 */
async function mailPictures(images: QueuedImage[], read: MailSenderDeps['readDocument']): Promise<InlineImage[]> {
  if (!read) return [];
  const attached: InlineImage[] = [];
  for (const image of images) {
    const stored = await read(image.documentKey).catch(() => null);
    if (!stored) continue;
    const content = await sharp(stored).resize({ width: 200, withoutEnlargement: true }).jpeg({ quality: 78 }).toBuffer().catch(() => null);
    if (content) attached.push({ cid: image.cid, filename: `${image.cid.split('@')[0]}.jpg`, contentType: 'image/jpeg', content });
  }
  return attached;
}
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

type QueuedMail = typeof mailQueue.$inferSelect;

/** Takes a batch of due mail and leases it, in one statement (see startMailSender). */
async function takeDue(db: Db, rules: MailQueuePolicy): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(isNull(mailQueue.sentAt), isNull(mailQueue.gaveUpAt), lte(mailQueue.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
    .limit(rules.batchSize)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailQueue)
    .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${seconds(rules.leaseMs)})` })
    .where(inArray(mailQueue.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Sends one queued mail with its pictures and, if it has one, its tax invoice. */
async function sendRow(row: QueuedMail, { mailer, readDocument, invoicePdf }: Pick<MailSenderDeps, 'mailer' | 'readDocument' | 'invoicePdf'>): Promise<void> {
  const attachments: Array<InlineImage | MailFile> = await mailPictures(row.inlineImages ?? [], readDocument);
  // Unlike a picture, the invoice is the point of the mail: if it cannot be drawn, the send fails and is retried.
  const invoice = row.invoiceId && invoicePdf ? await invoicePdf(row.invoiceId) : null;
  if (invoice) attachments.push({ filename: invoice.fileName, contentType: 'application/pdf', content: invoice.pdf });
  await mailer.send({ to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody, attachments });
}

/** Rows taken but not tried (the sender is stopping): due again at once for whichever server runs next. */
async function giveBack(db: Db, rows: QueuedMail[]): Promise<void> {
  const ids = rows.map((row) => row.id);
  await db
    .update(mailQueue)
    .set({ attempts: sql`${mailQueue.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(inArray(mailQueue.id, ids));
}

/** Sent mail is kept a month (what was mailed, and when), then deleted. */
async function pruneSentMail(db: Db): Promise<void> {
  await db.delete(mailQueue).where(lt(mailQueue.sentAt, sql`now() - interval '30 days'`));
}

/** A failed send waits longer each time; past the give-up age it is given up, and said so loudly. */
async function failed(db: Db, rules: MailQueuePolicy, log: MailSenderDeps['log'], row: QueuedMail, error: unknown): Promise<void> {
  const delayMs = rules.retryDelaysMs[Math.min(row.attempts, rules.retryDelaysMs.length) - 1] ?? rules.pollMs;
  const [after] = await db
    .update(mailQueue)
    .set({
      lastError: describe(error),
      nextAttemptAt: sql`now() + make_interval(secs => ${seconds(delayMs)})`,
      gaveUpAt: sql`case when ${mailQueue.createdAt} <= now() - make_interval(secs => ${seconds(rules.giveUpAfterMs)}) then now() end`,
    })
    .where(eq(mailQueue.id, row.id))
    .returning({ gaveUpAt: mailQueue.gaveUpAt });
  const what = `mail ${row.id} to ${row.toAddress} "${row.subject}"`;
  if (after?.gaveUpAt) {
    log.error(`MAIL GIVEN UP: ${what} could not be sent in ${row.attempts} attempts since ${row.createdAt.toISOString()}; it will not be sent`, error);
  } else {
    log.warn(`${what} failed (attempt ${row.attempts}); next try in ${Math.round(seconds(delayMs))} s`, error);
  }
}

/**
 * The sending half of the mail queue, one per app server. Rows are taken with
 * FOR UPDATE SKIP LOCKED and leased in one statement, so several servers on one PostgreSQL
 * never take the same mail; the SMTP send happens outside any transaction (PGlite has one
 * connection, and a slow mail server must hold no lock). Sent rows are marked sent; a failure
 * waits longer each time, and after about a day the mail is given up and logged loudly.
 * Nothing here throws out of the loop: a failing database or mail server is logged and tried
 * again at the next poll.
 */
export async function startMailSender({ database, mailer, log, policy = {}, readDocument, invoicePdf }: MailSenderDeps): Promise<MailSender> {
  const rules = { ...DEFAULT_MAIL_QUEUE_POLICY, ...policy };
  const db = database.db;
  let stopping = false;
  let nudged = false;
  let wake: (() => void) | null = null;
  let lastPrune = Date.now();

  const nudge = () => {
    nudged = true;
    wake?.();
  };
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (nudged || stopping) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  /** Sends one batch; true when the batch was full (more may be due at once). */
  async function sendDue(): Promise<boolean> {
    const rows = await takeDue(db, rules);
    for (const [index, row] of rows.entries()) {
      if (stopping) {
        await giveBack(db, rows.slice(index));
        return false;
      }
      try {
        await sendRow(row, { mailer, readDocument, invoicePdf });
      } catch (error) {
        await failed(db, rules, log, row, error);
        continue;
      }
      await db.update(mailQueue).set({ sentAt: sql`now()`, lastError: null }).where(eq(mailQueue.id, row.id));
    }
    return rows.length === rules.batchSize;
  }

  async function pruneSent() {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    await pruneSentMail(db);
  }

  const unlisten = await database.listen(MAIL_QUEUED_CHANNEL, nudge);
  const loop = (async () => {
    while (!stopping) {
      nudged = false;
      let more = false;
      try {
        more = await sendDue();
        await pruneSent();
      } catch (error) {
        log.error('the mail queue could not be read or updated; trying again shortly', error);
      }
      if (!more) await pause(rules.pollMs);
    }
  })();

  return {
    nudge,
    async stop() {
      if (stopping) return;
      stopping = true;
      wake?.();
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)));
      await Promise.race([loop, waited]);
      clearTimeout(timer);
      await unlisten();
    },
  };
}
