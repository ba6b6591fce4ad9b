import { createHash } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DocumentStore } from '../../adapters/storage/store';
import type { Db } from '../../db/client';
import { documents, orderReturns, orders } from '../../db/schema';
import { DomainError } from '../../errors';
import type { components } from '../../../api/schema.gen';
import { MAX_REFUSAL_REASON, MAX_RETURN_NOTE, MAX_RETURN_PHOTOS, RETURN_MESSAGES, RETURN_REASON_VALUES, returnReasonLabel, type ReturnReason } from '../../../shared/return-rules';
import { moveOrder } from '../orders/change-status';
import { orderMail, type MailFacts } from '../orders/order-mail';
import { ORDER_MESSAGES } from '../orders/order-messages';
import { canReturn } from '../orders/order-rules';
import type { OrdersContext } from '../orders/orders-context';
import type { OrderRow } from '../orders/place-order';
import { ownOrder, type OrderRef } from '../orders/shopper-actions';
import type { Tx } from '../orders/stock';
import { checkedRendition } from '../products/product-images';
import { newReturnPhotoKey } from './return-photos';

export type ReturnView = components['schemas']['ReturnRequest'];

export interface ReturnsContext extends OrdersContext {
  store: DocumentStore;
}

export interface ReturnInput {
  reason?: string | undefined;
  note?: string | undefined;
  photos: { bytes: Buffer; filename: string | undefined }[];
  /** The return form must give a reason; the spec's bare body (trackingId, orderId) still may not. */
  reasonRequired: boolean;
}

/** A return photo: the whole picture kept, at most 1600 px a side, re-encoded to WebP without metadata. */
const RETURN_PHOTO = { width: 1600, height: 1600, fit: 'inside', quality: 80 } as const;

function checkedReason(input: ReturnInput): ReturnReason | null {
  const reason = input.reason?.trim() ?? '';
  if (reason === '') {
    if (input.reasonRequired) throw new DomainError('INVALID_DATA', RETURN_MESSAGES.reasonRequired);
    return null;
  }
  if (!(RETURN_REASON_VALUES as readonly string[]).includes(reason)) throw new DomainError('INVALID_DATA', RETURN_MESSAGES.unknownReason);
  return reason as ReturnReason;
}

/**
 * The shopper asks to return a delivered order within the window, with a reason, a note and up
 * to 3 photos. Everything is checked before anything is stored; the photos are checked by
 * content and re-encoded like product photos; the request is written in the move's own
 * transaction, and the stored photos are removed again if the move does not happen.
 */
export async function requestReturn(ctx: ReturnsContext, userId: string, ref: OrderRef, input: ReturnInput): Promise<OrderRow> {
  const order = await ownOrder(ctx, userId, ref);
  if (order.status !== 'Delivered') throw new DomainError('CONFLICT', ORDER_MESSAGES.returnNotDelivered);
  if (!canReturn(order.status, order.deliveredAt)) throw new DomainError('CONFLICT', ORDER_MESSAGES.returnWindowOver);
  const reason = checkedReason(input);
  const note = input.note?.trim() ?? '';
  if (note.length > MAX_RETURN_NOTE) throw new DomainError('INVALID_DATA', RETURN_MESSAGES.noteTooLong);
  if (input.photos.length > MAX_RETURN_PHOTOS) throw new DomainError('INVALID_DATA', RETURN_MESSAGES.tooManyPhotos);
  const photos: Buffer[] = [];
  for (const photo of input.photos) photos.push(await checkedRendition(photo.bytes, photo.filename, RETURN_PHOTO));

  const keys: string[] = [];
  try {
    for (const body of photos) {
      const key = newReturnPhotoKey();
      await ctx.store.put(key, body);
      keys.push(key);
    }
    return await moveOrder(ctx, order, 'Return requested', {
      actor: { kind: 'shopper', userId: order.userId },
      alsoInTransaction: async (tx) => {
        if (keys.length > 0) {
          await tx.insert(documents).values(
            keys.map((key, i) => ({ key, contentType: 'image/webp', sizeBytes: photos[i]!.length, sha256: createHash('sha256').update(photos[i]!).digest('hex') })),
          );
        }
        await tx.insert(orderReturns).values({ orderId: order.id, reason, note, photos: keys });
      },
    });
  } catch (error) {
    await Promise.all(keys.map((key) => ctx.store.delete(key).catch(() => undefined)));
    throw error;
  }
}

export type ReturnDecision = { decision: 'accept' } | { decision: 'refuse'; reason?: string | undefined };

/** Marks the waiting request decided (or records the decision on a request made before requests were kept). */
async function recordDecision(tx: Tx, orderId: string, staffId: string, decision: 'accepted' | 'refused', refusalReason: string | null): Promise<void> {
  const decided = { decision, refusalReason, decidedBy: staffId, decidedAt: new Date() };
  const updated = await tx
    .update(orderReturns)
    .set(decided)
    .where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.decision, 'pending')))
    .returning({ id: orderReturns.id });
  if (updated.length === 0) await tx.insert(orderReturns).values({ orderId, ...decided });
}

/** The mail of a refused return: the staff's reason, in their words. */
function returnRefusedMail(reason: string) {
  return (facts: MailFacts) =>
    orderMail(facts, `Return not accepted: ${facts.orders[0]!.trackingId}`, ['We could not accept the return of this order, so it stays delivered.', `Why: ${reason}`], '/user-orders');
}

/**
 * Staff decide a return request by what it says and shows. Accept: the order becomes Returned
 * (units back on the shelf, a paid order refunded: the life cycle's own move). Refuse: back to
 * Delivered with a reason the shopper reads on My Orders and in a mail.
 */
export async function decideReturn(ctx: OrdersContext, staffId: string, orderId: string, decision: ReturnDecision): Promise<OrderRow> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new DomainError('NOT_FOUND', ORDER_MESSAGES.notFound);
  if (order.status !== 'Return requested') throw new DomainError('CONFLICT', RETURN_MESSAGES.notReturnRequested);
  if (decision.decision === 'accept') {
    return moveOrder(ctx, order, 'Returned', { actor: { kind: 'staff', userId: staffId }, alsoInTransaction: (tx) => recordDecision(tx, order.id, staffId, 'accepted', null) });
  }
  const reason = decision.reason?.trim() ?? '';
  if (reason === '') throw new DomainError('INVALID_DATA', RETURN_MESSAGES.refusalReasonRequired);
  if (reason.length > MAX_REFUSAL_REASON) throw new DomainError('INVALID_DATA', RETURN_MESSAGES.refusalTooLong);
  return moveOrder(ctx, order, 'Delivered', {
    refusedReturn: true,
    actor: { kind: 'staff', userId: staffId },
    mail: returnRefusedMail(reason),
    alsoInTransaction: (tx) => recordDecision(tx, order.id, staffId, 'refused', reason),
  });
}

/** Each order's newest return request, as My Orders and the staff list show it. */
export async function latestReturns(db: Db, orderIds: readonly string[]): Promise<Map<string, ReturnView>> {
  const found = new Map<string, ReturnView>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select()
    .from(orderReturns)
    .where(inArray(orderReturns.orderId, [...orderIds]))
    .orderBy(desc(orderReturns.requestedAt), desc(orderReturns.id));
  for (const row of rows) {
    if (found.has(row.orderId)) continue;
    found.set(row.orderId, {
      reason: row.reason,
      reasonLabel: returnReasonLabel(row.reason),
      note: row.note,
      photos: row.photos,
      decision: row.decision,
      refusalReason: row.refusalReason,
      requestedAt: row.requestedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    });
  }
  return found;
}
