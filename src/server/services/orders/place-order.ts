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
import { priceOrder } from './pricing';
import { reserveStock, type Tx } from './stock';
import { newTrackingId } from './tracking-id';

/** The checkout's order draft (spec section 3) plus the total it computed. */
export interface OrderDraft {
  name: string;
  email: string;
  phoneNumber: string;
  alternativeNumber?: string;
  product: { productId: string; variantId: string; quantity: number; price: number; size: ShopSize };
  deliveryAddress: string;
  pincode: string;
  city: string;
  state: string;
  totalAmount: number;
}

export type OrderRow = typeof orders.$inferSelect;

/** The order written, and whether it took the last units of its size. */
export interface PlacedOrder {
  order: OrderRow;
  soldOut: boolean;
}

/** The first problem with the delivery details, in a sentence naming the field. */
function checkDraft(draft: OrderDraft): void {
  const errors = checkDeliveryDetails({ ...draft, alternativeNumber: draft.alternativeNumber ?? '' });
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
 * Places an order: checks the details, the shop's delivery and COD rules and the browser's
 * figures against the server's prices, then in one transaction reserves the stock and writes
 * the order (and whatever `alsoInTransaction` adds, such as the payment attempt).
 */
export async function placeOrder(
  db: Db,
  userId: string,
  draft: OrderDraft,
  method: PaymentMethod,
  alsoInTransaction?: (tx: Tx, order: OrderRow) => Promise<void>,
): Promise<PlacedOrder> {
  checkDraft(draft);
  const productId = draft.product.productId.toLowerCase();
  const variantId = draft.product.variantId.toLowerCase();
  const product = await productFor(db, productId, variantId);
  const pincode = draft.pincode.trim();
  const area = await checkPincode(db, pincode);
  if (!area.status) throw new DomainError('INVALID_DATA', ORDER_MESSAGES.notDeliverable);
  if (method === 'cod' && !(area.codAvailable && product.codAvailable)) throw new DomainError('NOT_ALLOWED', ORDER_MESSAGES.codNotAvailable);
  const amounts = priceOrder(product.finalPricePaise, draft.product.quantity, { price: draft.product.price, totalAmount: draft.totalAmount });
  const online = method === 'online';
  const alternative = draft.alternativeNumber?.trim();

  return db.transaction(async (tx) => {
    const { remaining } = await reserveStock(tx, variantId, draft.product.size, draft.product.quantity);
    const [order] = await tx
      .insert(orders)
      .values({
        trackingId: newTrackingId(),
        userId,
        status: online ? 'Pending payment' : 'Processing',
        paymentMethod: method,
        paymentStatus: online ? 'Pending' : 'COD pending',
        name: draft.name.trim(),
        email: draft.email.trim(),
        phoneNumber: draft.phoneNumber.trim(),
        alternativeNumber: alternative ? alternative : null,
        deliveryAddress: draft.deliveryAddress.trim(),
        pincode,
        city: draft.city.trim(),
        state: draft.state.trim(),
        productId,
        variantId,
        size: draft.product.size,
        quantity: draft.product.quantity,
        unitPricePaise: amounts.unitPricePaise,
        totalPaise: amounts.totalPaise,
        expiresAt: online ? new Date(Date.now() + PAYMENT_HOLD_MINUTES * 60_000) : null,
      })
      .returning();
    await alsoInTransaction?.(tx, order!);
    return { order: order!, soldOut: remaining === 0 };
  });
}
