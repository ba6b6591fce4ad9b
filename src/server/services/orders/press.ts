import { and, asc, eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { DomainError } from '../../errors';
import type { PaymentMethod } from '../../../shared/order-states';
import { ORDER_MESSAGES } from './order-messages';
import type { Tx } from './stock';

type OrderRow = typeof orders.$inferSelect;

/** How one press of a checkout button reached the server: its key (if the page sent one) and the shopper's address. */
export interface Press {
  /** The Idempotency-Key header: the same press sent again answers what it placed the first time. */
  idempotencyKey?: string | undefined;
  /** The client's network address (behind a balancer, as TRUST_PROXY lets the server see it). */
  clientAddress?: string | undefined;
}

/** What a press asked for, as compared with what an earlier press placed. */
export interface PressedLine {
  variantId?: string | null;
  designId?: string | null;
  size: string;
  quantity: number;
}

export interface PressedDetails {
  name: string;
  email: string;
  phoneNumber: string;
  deliveryAddress: string;
  pincode: string;
  city: string;
  state: string;
}

/** Advisory locks live in one namespace of their own (arbitrary but fixed), keyed by a hash of the name. */
const PRESS_LOCK_SPACE = 4_150_302;

/** Holds a transaction-long lock on a name: a second transaction asking for it waits until the first ends. */
export async function lockName(tx: Tx, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PRESS_LOCK_SPACE}, hashtext(${name}))`);
}

/** The orders a keyed press placed: the keyed order first, then the rest of its checkout. */
export async function pressedOrders(tx: Tx, userId: string, key: string): Promise<OrderRow[]> {
  const [keyed] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  if (!keyed) return [];
  return keyed.checkoutId ? checkoutOrders(tx, keyed) : [keyed];
}

/** Every order of the checkout `first` belongs to, `first` leading. */
export async function checkoutOrders(tx: Tx, first: OrderRow): Promise<OrderRow[]> {
  if (!first.checkoutId) return [first];
  const group = await tx.select().from(orders).where(eq(orders.checkoutId, first.checkoutId)).orderBy(asc(orders.createdAt), asc(orders.id));
  return [first, ...group.filter((row) => row.id !== first.id)];
}

const lineKey = (line: PressedLine) => `${line.variantId?.toLowerCase() ?? ''}|${line.designId?.toLowerCase() ?? ''}|${line.size}|${line.quantity}`;

/** Whether earlier orders are exactly what this press asks for: the same lines, payment method and delivery details. */
export function samePress(placed: OrderRow[], lines: PressedLine[], details: PressedDetails, method: PaymentMethod): boolean {
  const asked = lines.map(lineKey).sort().join(',');
  const had = placed.map(lineKey).sort().join(',');
  return (
    asked === had &&
    placed.every(
      (row) =>
        row.paymentMethod === method &&
        row.name === details.name.trim() &&
        row.email === details.email.trim() &&
        row.phoneNumber === details.phoneNumber.trim() &&
        row.deliveryAddress === details.deliveryAddress.trim() &&
        row.pincode === details.pincode.trim() &&
        row.city === details.city.trim() &&
        row.state === details.state.trim(),
    )
  );
}

/** A repeated press answers what it placed; the same key with another order is refused in words. */
export function replayOf(placed: OrderRow[], lines: PressedLine[], details: PressedDetails, method: PaymentMethod): OrderRow[] {
  if (!samePress(placed, lines, details, method)) throw new DomainError('CONFLICT', ORDER_MESSAGES.pressChanged);
  return placed;
}
