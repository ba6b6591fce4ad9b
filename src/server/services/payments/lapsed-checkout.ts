import { recordStatusMoves } from '../orders/status-history';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { orders, payments, productVariants, products } from '../../db/schema';
import { DomainError } from '../../errors';
import { PAYMENT_HOLD_MINUTES } from '../orders/order-rules';
import { ORDER_MESSAGES } from '../orders/order-messages';
import type { OrderRow } from '../orders/place-order';
import { noStockChange, noteStockMove, reserveStock, type StockChange, type Tx } from '../orders/stock';
import { paidTogether } from './online-payment';
import { PAYMENT_MESSAGES } from './payment-messages';
import { decideCheckoutCod } from '../cod/cod-decision';
import { COD_CONFIRM_HOURS, type CodDecision } from '../../../shared/cod-rules';
import { AWAITING_COD_CONFIRMATION } from '../../../shared/order-states';

type PaymentRow = typeof payments.$inferSelect;

/** A checkout whose online payment did not go through, as 'Try again' and 'Pay on delivery instead' see it. */
export interface LapsedCheckout {
  /** Every order of the checkout (one, for a Buy Now). */
  group: OrderRow[];
  /** Its newest payment attempt. */
  latest: PaymentRow | undefined;
  /**
   * The orders that payment's failure (or cancel at the gateway) cancelled, the one carrying the
   * delivery charge first. Never one the shopper or staff cancelled, nor an expired hold.
   */
  lapsed: OrderRow[];
}

/** One product colour as the checkout's lines need it now. */
interface ShelfItem {
  productId: string;
  label: string;
  codAvailable: boolean;
}

/** The checkout `leadOrderId` belongs to, with its newest payment and the orders that payment let lapse. */
export async function readLapsedCheckout(tx: Tx, provider: string, leadOrderId: string): Promise<LapsedCheckout> {
  const group = await paidTogether(tx, leadOrderId);
  const [latest] = group.length
    ? await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), inArray(payments.orderId, group.map((order) => order.id))))
        .orderBy(desc(payments.createdAt))
        .limit(1)
    : [];
  const ended = latest?.status === 'failed' || latest?.status === 'cancelled';
  const lapsed = ended
    ? group
        .filter((order) => order.status === 'Cancelled' && order.lapsedPaymentId === latest.id)
        .sort((a, b) => b.deliveryPaise - a.deliveryPaise || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    : [];
  return { group, latest, lapsed };
}

/** Whether the checkout's newest payment is open right now (a first press of 'Try again' has started it). */
export const paymentOpen = (checkout: LapsedCheckout) => checkout.latest?.status === 'pending' && checkout.group.some((order) => order.status === 'Pending payment');

/** The orders a press of 'Pay on delivery instead' turned into COD orders, when it already did. */
export const nowCashOnDelivery = (checkout: LapsedCheckout) =>
  checkout.lapsed.length === 0 ? checkout.group.filter((order) => order.paymentMethod === 'cod' && order.status !== 'Cancelled') : [];

/**
 * Why the checkout cannot be brought back: paid already, Cash on Delivery already, or nothing of
 * it left that a payment cancelled (the shopper cancelled it, or its hold expired).
 */
export function refuseUnlessLapsed(checkout: LapsedCheckout): void {
  if (checkout.lapsed.length > 0) return;
  if (checkout.latest?.status === 'paid' || checkout.latest?.status === 'refunded') throw new DomainError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  if (nowCashOnDelivery(checkout).length > 0) throw new DomainError('CONFLICT', PAYMENT_MESSAGES.nowCod);
  throw new DomainError('CONFLICT', PAYMENT_MESSAGES.notRetryable);
}

/** The lapsed orders' product colours as the shop has them now (a hidden product is gone). */
export async function shelfOf(tx: Tx, lapsed: OrderRow[]): Promise<Map<string, ShelfItem>> {
  const shelf = new Map<string, ShelfItem>();
  const variantIds = [...new Set(lapsed.flatMap((order) => (order.variantId ? [order.variantId] : [])))];
  if (variantIds.length === 0) return shelf;
  const rows = await tx
    .select({ variantId: productVariants.id, productId: products.id, name: products.name, color: productVariants.color, codAvailable: products.codAvailable })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.id, variantIds), eq(products.hidden, false)));
  for (const row of rows) shelf.set(row.variantId, { productId: row.productId, label: `${row.name} (${row.color})`, codAvailable: row.codAvailable });
  return shelf;
}

/** Every product line is still sold. */
export function checkStillSold(lapsed: OrderRow[], shelf: Map<string, ShelfItem>): void {
  if (lapsed.some((order) => order.variantId && !shelf.has(order.variantId))) throw new DomainError('NOT_FOUND', ORDER_MESSAGES.productUnavailable);
}

/**
 * The shop's COD decision for the lapsed orders, as at checkout (services/cod): their value as
 * the orders charge it (delivery included), every product's codAvailable (a custom garment has
 * none), the pincode's rules and the account's refused deliveries.
 */
export function lapsedCodDecision(tx: Tx, userId: string, lapsed: OrderRow[], shelf: Map<string, ShelfItem>, area: { status: boolean; codAvailable: boolean }): Promise<CodDecision> {
  return decideCheckoutCod(tx, {
    userId,
    pincode: lapsed[0]!.pincode,
    valuePaise: lapsed.reduce((sum, order) => sum + order.totalPaise, 0),
    hasDesign: lapsed.some((order) => order.designId !== null),
    productsAllowCod: lapsed.every((order) => !order.variantId || shelf.get(order.variantId)?.codAvailable === true),
    area,
  });
}

/**
 * Takes the lapsed orders' units off the shelf again, in the fixed order checkouts use (no
 * deadlocks). A size sold out meanwhile is refused naming the item; the caller's transaction
 * rolls every earlier line back.
 */
export async function reserveAgain(tx: Tx, lapsed: OrderRow[], shelf: Map<string, ShelfItem>): Promise<StockChange> {
  const stock = noStockChange();
  const lines = lapsed.filter((order) => order.variantId).sort((a, b) => `${a.variantId}:${a.size}`.localeCompare(`${b.variantId}:${b.size}`));
  for (const order of lines) {
    const item = shelf.get(order.variantId!)!;
    try {
      const { remaining } = await reserveStock(tx, order.variantId!, order.size, order.quantity);
      noteStockMove(stock, item.productId, remaining === 0);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'CONFLICT') throw new DomainError('CONFLICT', PAYMENT_MESSAGES.soldOutMeanwhile(item.label, order.size));
      throw error;
    }
  }
  return stock;
}

/**
 * Brings the lapsed orders back, as unpaid online orders holding their stock again or as COD
 * orders, with one conditional update: only from the state the payment left them in.
 */
export async function revive(tx: Tx, checkout: LapsedCheckout, method: 'online' | 'cod', cod?: { feePaise: number; needsConfirmation: boolean }): Promise<OrderRow[]> {
  const ids = checkout.lapsed.map((order) => order.id);
  const back =
    method === 'online'
      ? { status: 'Pending payment' as const, paymentStatus: 'Pending' as const, expiresAt: new Date(Date.now() + PAYMENT_HOLD_MINUTES * 60_000) }
      : {
          status: cod?.needsConfirmation ? AWAITING_COD_CONFIRMATION : ('Processing' as const),
          paymentMethod: 'cod' as const,
          paymentStatus: 'COD pending' as const,
          expiresAt: null,
          codConfirmBy: cod?.needsConfirmation ? new Date(Date.now() + COD_CONFIRM_HOURS * 3600_000) : null,
        };
  const revived = await tx
    .update(orders)
    .set({ ...back, lapsedPaymentId: null, updatedAt: sql`now()` })
    .where(and(inArray(orders.id, ids), eq(orders.status, 'Cancelled'), eq(orders.lapsedPaymentId, checkout.latest!.id)))
    .returning();
  if (revived.length !== ids.length) throw new DomainError('CONFLICT', PAYMENT_MESSAGES.notRetryable);
  await recordStatusMoves(tx, revived.map((order) => ({ orderId: order.id, from: 'Cancelled' as const, to: order.status })), {
    kind: 'shopper',
    userId: revived[0]?.userId,
    note: method === 'online' ? 'payment tried again' : 'pay on delivery instead',
  });
  const inOrder = ids.map((id) => revived.find((order) => order.id === id)!);
  // The COD fee rides on the first order (the one carrying the delivery charge), in its total.
  if (method === 'cod' && cod && cod.feePaise > 0) {
    const [first] = await tx
      .update(orders)
      .set({ codFeePaise: cod.feePaise, totalPaise: sql`${orders.totalPaise} + ${cod.feePaise}` })
      .where(eq(orders.id, inOrder[0]!.id))
      .returning();
    inOrder[0] = first!;
  }
  return inOrder;
}
