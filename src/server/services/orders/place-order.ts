import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, productVariants, products } from '../../db/schema';
import { DomainError } from '../../errors';
import { checkPincode } from '../catalogue/content-queries';
import type { ShopSize } from '../../../shared/catalogue-options';
import { checkDeliveryDetails, type DeliveryField } from '../../../shared/checkout-rules';
import type { PaymentMethod } from '../../../shared/order-states';
import { FIELD_LABELS, ORDER_MESSAGES } from './order-messages';
import { PAYMENT_HOLD_MINUTES } from './order-rules';
import { designForOrder, lockDesignAsPriced, type DesignOrderLine } from './design-order-lines';
import { checkTotal, priceLine, type OrderAmounts } from './pricing';
import { noStockChange, noteStockMove, reserveStock, type StockChange, type Tx } from './stock';
import { claimCartLines } from './cart-claim';
import { lockName, pressedOrders, replayOf, samePress, type Press } from './press';
import { checkUnpaidHolds } from './unpaid-holds';
import { newTrackingId } from './tracking-id';

/** One product line as the checkout sends it: what, which size, how many, at the price shown. */
export interface ProductOrderLine {
  productId: string;
  variantId: string;
  quantity: number;
  price: number;
  size: ShopSize;
}

/** A line of an order: a product in a colour, or (from the cart) a custom design. */
export type OrderLine = ProductOrderLine | DesignOrderLine;

/** A line with the server's amounts and what the transaction must take or check. */
type PricedLine = OrderAmounts & {
  productId: string | null;
  variantId: string | null;
  designId: string | null;
  size: ShopSize;
  quantity: number;
  /** When the design was last saved as priced; the transaction refuses a newer one. */
  designPricedAt?: Date;
};

/** The most lines one checkout orders (the contract's limit). */
export const MAX_CHECKOUT_LINES = 20;

/** Who receives the order and where. */
export interface DeliveryInput {
  name: string;
  email: string;
  phoneNumber: string;
  alternativeNumber?: string;
  deliveryAddress: string;
  pincode: string;
  city: string;
  state: string;
}

/** The checkout's order draft (spec section 3) plus the total it computed. */
export interface OrderDraft extends DeliveryInput {
  product: ProductOrderLine;
  totalAmount: number;
}

export type OrderRow = typeof orders.$inferSelect;

/** The orders written, and what they took off the shelf (for the catalogue cache). */
export interface PlacedOrders {
  orders: OrderRow[];
  stock: StockChange;
  /** The orders an earlier press of the same checkout placed, answered again: nothing was written now. */
  replayed: boolean;
}

const replayed = (placed: OrderRow[]): PlacedOrders => ({ orders: placed, stock: noStockChange(), replayed: true });

/** The first problem with the delivery details, in a sentence naming the field. */
function checkDetails(details: DeliveryInput): void {
  const errors = checkDeliveryDetails({ ...details, alternativeNumber: details.alternativeNumber ?? '' });
  const [field, message] = (Object.entries(errors) as [DeliveryField, string][])[0] ?? [];
  if (field && message) throw new DomainError('INVALID_DATA', `${FIELD_LABELS[field]}: ${message}`);
}

async function productFor(db: Db, productId: string, variantId: string) {
  const [row] = await db
    .select({ finalPricePaise: products.finalPricePaise, codAvailable: products.codAvailable })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(products.id, productId), eq(products.hidden, false)))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', ORDER_MESSAGES.productUnavailable);
  return row;
}

/**
 * Places one order per line, together: checks the details, the shop's delivery and COD
 * rules, and the browser's prices and total against the server's own, then in one
 * transaction reserves every line's stock and writes the orders (and whatever
 * `alsoInTransaction` adds, such as the payment attempt). Lines are reserved in a fixed
 * order so that two multi-line checkouts cannot deadlock on PostgreSQL.
 *
 * One press, one order: a press sent again with its idempotency key answers what it placed
 * (the key is locked, so copies racing each other wait for the first); 'Checkout all' orders
 * only what is still in the cart (cart-claim.ts). An online checkout is held to the unpaid
 * hold limits (unpaid-holds.ts).
 */
export async function placeOrders(
  db: Db,
  userId: string,
  details: DeliveryInput,
  lines: OrderLine[],
  totalAmount: number,
  method: PaymentMethod,
  options: {
    alsoInTransaction?: (tx: Tx, placed: OrderRow[]) => Promise<void>;
    /** Placed by 'Checkout all': the orders share a checkout id even when there is one line. */
    fromCart?: boolean;
  } & Press = {},
): Promise<PlacedOrders> {
  if (lines.length === 0) throw new DomainError('INVALID_DATA', ORDER_MESSAGES.nothingToOrder);
  if (lines.length > MAX_CHECKOUT_LINES) throw new DomainError('INVALID_DATA', ORDER_MESSAGES.tooManyLines(MAX_CHECKOUT_LINES));
  const key = options.idempotencyKey;
  // A press seen before answers what it placed, even if prices or stock have moved since.
  if (key) {
    const earlier = await pressedOrders(db, userId, key);
    if (earlier.length) return replayed(replayOf(earlier, lines, details, method));
  }
  checkDetails(details);
  const pincode = details.pincode.trim();
  const area = await checkPincode(db, pincode);
  if (!area.status) throw new DomainError('INVALID_DATA', ORDER_MESSAGES.notDeliverable);
  const priced: PricedLine[] = [];
  for (const line of lines) {
    if ('designId' in line) {
      const designId = line.designId.toLowerCase();
      if (priced.some((other) => other.designId === designId)) throw new DomainError('INVALID_DATA', ORDER_MESSAGES.designTwice);
      // Printed to order: the shop's delivery rule alone decides COD for a custom garment.
      if (method === 'cod' && !area.codAvailable) throw new DomainError('NOT_ALLOWED', ORDER_MESSAGES.codNotAvailable);
      const design = await designForOrder(db, userId, { ...line, designId });
      const amounts = priceLine(design.unitPricePaise, line.quantity, line.price);
      priced.push({ productId: null, variantId: null, designId, size: line.size, quantity: line.quantity, ...amounts, designPricedAt: design.updatedAt });
      continue;
    }
    const productId = line.productId.toLowerCase();
    const variantId = line.variantId.toLowerCase();
    const product = await productFor(db, productId, variantId);
    if (method === 'cod' && !(area.codAvailable && product.codAvailable)) throw new DomainError('NOT_ALLOWED', ORDER_MESSAGES.codNotAvailable);
    priced.push({ productId, variantId, designId: null, size: line.size, quantity: line.quantity, ...priceLine(product.finalPricePaise, line.quantity, line.price) });
  }
  checkTotal(
    priced.reduce((sum, line) => sum + line.totalPaise, 0),
    totalAmount,
  );
  const online = method === 'online';
  const alternative = details.alternativeNumber?.trim();
  const checkoutId = options.fromCart || lines.length > 1 ? randomUUID() : null;
  const lockOrder = [...priced].sort((a, b) => `${a.variantId ?? a.designId}:${a.size}`.localeCompare(`${b.variantId ?? b.designId}:${b.size}`));

  return db.transaction(async (tx): Promise<PlacedOrders> => {
    if (key) {
      await lockName(tx, `order-press:${userId}:${key}`);
      const earlier = await pressedOrders(tx, userId, key);
      if (earlier.length) return replayed(replayOf(earlier, lines, details, method));
    }
    if (options.fromCart) {
      const open = await claimCartLines(tx, userId, priced, method);
      if (open.length) {
        // The same lines are being paid for already: the same order is answered again, another refused.
        if (!samePress(open, priced, details, method)) throw new DomainError('CONFLICT', ORDER_MESSAGES.paymentOpen);
        return replayed(open);
      }
    }
    if (online) {
      const held = priced.filter((line) => line.variantId);
      await checkUnpaidHolds(tx, userId, options.clientAddress, {
        units: held.reduce((sum, line) => sum + line.quantity, 0),
        valuePaise: held.reduce((sum, line) => sum + line.totalPaise, 0),
      });
    }
    const stock = noStockChange();
    for (const line of lockOrder) {
      // Custom garments are printed to order on blanks the shop keeps no count of: no stock to take.
      if (line.designId) {
        await lockDesignAsPriced(tx, line.designId, line.designPricedAt!);
        continue;
      }
      const { remaining } = await reserveStock(tx, line.variantId!, line.size, line.quantity);
      noteStockMove(stock, line.productId, remaining === 0);
    }
    const placed = await tx
      .insert(orders)
      .values(
        priced.map((line, index) => ({
          trackingId: newTrackingId(),
          // On the first order only: a checkout's orders share the key through their checkout id.
          idempotencyKey: index === 0 ? (key ?? null) : null,
          clientAddress: options.clientAddress ?? null,
          userId,
          checkoutId,
          status: online ? ('Pending payment' as const) : ('Processing' as const),
          paymentMethod: method,
          paymentStatus: online ? ('Pending' as const) : ('COD pending' as const),
          name: details.name.trim(),
          email: details.email.trim(),
          phoneNumber: details.phoneNumber.trim(),
          alternativeNumber: alternative ? alternative : null,
          deliveryAddress: details.deliveryAddress.trim(),
          pincode,
          city: details.city.trim(),
          state: details.state.trim(),
          productId: line.productId,
          variantId: line.variantId,
          designId: line.designId,
          size: line.size,
          quantity: line.quantity,
          unitPricePaise: line.unitPricePaise,
          totalPaise: line.totalPaise,
          expiresAt: online ? new Date(Date.now() + PAYMENT_HOLD_MINUTES * 60_000) : null,
        })),
      )
      .returning();
    await options.alsoInTransaction?.(tx, placed);
    return { orders: placed, stock, replayed: false };
  });
}

/** Places the single order of a Buy Now checkout (spec: Order draft). */
export async function placeOrder(
  db: Db,
  userId: string,
  draft: OrderDraft,
  method: PaymentMethod,
  alsoInTransaction?: (tx: Tx, order: OrderRow) => Promise<void>,
  press: Press = {},
): Promise<{ order: OrderRow; stock: StockChange }> {
  const { product, totalAmount, ...details } = draft;
  const placed = await placeOrders(db, userId, details, [product], totalAmount, method, {
    ...press,
    ...(alsoInTransaction ? { alsoInTransaction: (tx: Tx, rows: OrderRow[]) => alsoInTransaction(tx, rows[0]!) } : {}),
  });
  return { order: placed.orders[0]!, stock: placed.stock };
}
