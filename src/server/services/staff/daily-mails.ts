import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dailyRuns, orderStatusMoves, orders } from '../../db/schema';
import { queueMail, type Tx } from '../mail-queue/queue';
import { exactInr } from '../orders/pricing';
import { alertEmails } from './alert-settings';
import { ownerMail, type OwnerMail } from './owner-mail';
import { lowStockSizes } from './stock-alerts';
import { endOfIndiaDay, indiaDay, indiaHour, startOfIndiaDay } from '../../../shared/india-time';

/** The daily mails go out from this hour of the Indian day on (the day before is complete by then). */
export const DAILY_MAIL_HOUR_IST = 8;
const DAY_MS = 24 * 3600 * 1000;

/** Yesterday's figures: orders placed (count, amount), and the moves that need the owner's eye. */
async function digestMail(tx: Tx, day: string, shopUrl: string): Promise<OwnerMail> {
  const start = startOfIndiaDay(day);
  const end = endOfIndiaDay(day);
  const placedIn = and(gte(orders.createdAt, start), lt(orders.createdAt, end));
  const [placed] = await tx
    .select({ n: count(), paise: sql<number>`cast(coalesce(sum(${orders.totalPaise}), 0) as bigint)` })
    .from(orders)
    .where(and(placedIn, sql`${orders.status} not in ('Pending payment', 'Cancelled')`));
  const moves = await tx
    .select({ to: orderStatusMoves.toStatus, n: count() })
    .from(orderStatusMoves)
    .where(and(gte(orderStatusMoves.createdAt, start), lt(orderStatusMoves.createdAt, end), sql`${orderStatusMoves.fromStatus} is not null`))
    .groupBy(orderStatusMoves.toStatus);
  const waiting = await tx
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(sql`${orders.status} in ('Processing', 'Return requested')`)
    .groupBy(orders.status);
  const movedTo = (status: string) => Number(moves.find((row) => row.to === status)?.n ?? 0);
  const waitingIn = (status: string) => Number(waiting.find((row) => row.status === status)?.n ?? 0);
  return ownerMail(
    `Daily digest for ${day}: ${Number(placed?.n ?? 0)} orders, ${exactInr(Number(placed?.paise ?? 0))}`,
    `What happened in the shop on ${day} (India time).`,
    [
      { heading: 'Orders', lines: [`Placed and confirmed: ${Number(placed?.n ?? 0)} (${exactInr(Number(placed?.paise ?? 0))})`, `Shipped: ${movedTo('Shipped')}`, `Delivered: ${movedTo('Delivered')}`] },
      { heading: 'Needs a look', lines: [`Cancelled: ${movedTo('Cancelled')}`, `Returns requested: ${movedTo('Return requested')}`, `Waiting to ship now: ${waitingIn('Processing')}`, `Returns waiting for a decision now: ${waitingIn('Return requested')}`] },
    ],
    { href: `${shopUrl}/admin?view=orders`, label: 'Open the orders screen' },
  );
}

/** The stock alert: sold-out sizes, then sizes at or under their product's low-stock level. */
async function stockMail(tx: Tx, day: string, shopUrl: string): Promise<OwnerMail | null> {
  const sizes = await lowStockSizes(tx);
  if (sizes.length === 0) return null;
  const line = (size: (typeof sizes)[number]) => `${size.productName}, ${size.color}, size ${size.size}: ${size.stock} left (alert at ${size.threshold})`;
  const soldOut = sizes.filter((size) => size.stock === 0);
  const low = sizes.filter((size) => size.stock > 0);
  return ownerMail(
    `Stock alert for ${day}: ${soldOut.length} sold out, ${low.length} low`,
    'These sizes are sold out or at their low-stock level.',
    [
      { heading: 'Sold out', lines: soldOut.map(line), empty: 'No size is sold out.' },
      { heading: 'Low stock', lines: low.map(line), empty: 'No size is low.' },
    ],
    { href: `${shopUrl}/admin?view=products`, label: 'Open the products screen' },
  );
}

const JOBS = { digest: digestMail, stock: stockMail } as const;
export type DailyJob = keyof typeof JOBS;

/**
 * Sends each daily mail once per Indian day, from DAILY_MAIL_HOUR_IST on, about the day before
 * (the digest) or now (the stock alert). Every app server may call it: the day's `daily_runs`
 * row is inserted in the transaction that queues the mail, so the one whose insert went in
 * sends it and the others find the row and send nothing. No alert addresses: nothing is sent
 * or marked, so addresses set later that day still get it. Answers the jobs it sent.
 */
export async function sendDailyMails(db: Db, shopUrl: string, now = new Date()): Promise<DailyJob[]> {
  if (indiaHour(now) < DAILY_MAIL_HOUR_IST) return [];
  const day = indiaDay(new Date(now.getTime() - DAY_MS));
  const sent: DailyJob[] = [];
  for (const job of Object.keys(JOBS) as DailyJob[]) {
    const went = await db.transaction(async (tx) => {
      const to = await alertEmails(tx);
      if (to.length === 0) return false;
      const [claimed] = await tx.insert(dailyRuns).values({ job, day }).onConflictDoNothing().returning({ job: dailyRuns.job });
      if (!claimed) return false;
      const mail = await JOBS[job](tx, day, shopUrl);
      if (mail) await queueMail(tx, to.map((address) => ({ to: address, ...mail })));
      return mail !== null;
    });
    if (went) sent.push(job);
  }
  return sent;
}

/** Looks every `everyMs` whether a daily mail is due (on every app server; see sendDailyMails). */
export function startDailyMails(options: { db: Db; shopUrl: string; everyMs: number; onError: (error: unknown) => void }): () => Promise<void> {
  if (options.everyMs <= 0) return async () => {};
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sendDailyMails(options.db, options.shopUrl)
      .catch(options.onError)
      .finally(() => (running = null));
  }, options.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
