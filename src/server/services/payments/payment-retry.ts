import { eq } from 'drizzle-orm';
import { ProviderUnavailableError } from '../../adapters/payments/provider';
import { orders, payments } from '../../db/schema';
import { DomainError } from '../../errors';
import { checkPincode } from '../catalogue/content-queries';
import { removeOrderedFromCart } from '../orders/cart-cleanup';
import { recordCodPlaced } from '../cod/cod-confirmation';
import { ORDER_MESSAGES } from '../orders/order-messages';
import { announceStockChange, type OrdersContext } from '../orders/orders-context';
import type { OrderRow } from '../orders/place-order';
import { lockName } from '../orders/press';
import type { StockChange } from '../orders/stock';
import { newTransactionId } from '../orders/tracking-id';
import { checkUnpaidHolds } from '../orders/unpaid-holds';
import {
  checkStillSold,
  lapsedCodDecision,
  nowCashOnDelivery,
  paymentOpen,
  readLapsedCheckout,
  refuseUnlessLapsed,
  reserveAgain,
  revive,
  shelfOf,
  type LapsedCheckout,
} from './lapsed-checkout';
import { openPaymentOf, openWithProvider, paymentOfUser, settleOpenPaymentsOf, settlePayment, type PaymentUrls } from './online-payment';
import { PAYMENT_MESSAGES } from './payment-messages';
import { retakeUse } from '../discounts/redeem-code';

/** The payment the status page is about: its transaction and the order it leads. */
export interface LapsedPaymentRef {
  transactionId: string;
  orderId: string;
}

/** What the status page may offer under a payment that did not go through. */
export interface RetryChoices {
  tryAgain: boolean;
  payOnDelivery: boolean;
}

/**
 * The shopper's own payment (another's is not found), settled first: a payment the gateway
 * ended whose word has not reached the shop yet counts as what it is.
 */
async function ownSettledPayment(ctx: OrdersContext, userId: string, ref: LapsedPaymentRef): Promise<string> {
  const { orderId } = await paymentOfUser(ctx, userId, ref.transactionId, ref.orderId);
  try {
    await settlePayment(ctx, ref.transactionId);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new DomainError('UNAVAILABLE', PAYMENT_MESSAGES.unreachable);
    throw error;
  }
  return orderId;
}

/** One press at a time per checkout: a double click or a second tab waits, then finds the first press's work. */
const lockCheckout = (tx: Parameters<typeof lockName>[0], lead: OrderRow) => lockName(tx, `payment-retry:${lead.checkoutId ?? lead.id}`);

async function leadOrder(ctx: OrdersContext, orderId: string): Promise<OrderRow> {
  const [lead] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!lead) throw new DomainError('NOT_FOUND', ORDER_MESSAGES.notFound);
  return lead;
}

/** 'Try again' and 'Pay on delivery instead', as the status page should offer them for this payment. */
export async function retryChoices(ctx: OrdersContext, userId: string, ref: LapsedPaymentRef): Promise<RetryChoices> {
  const { orderId } = await paymentOfUser(ctx, userId, ref.transactionId, ref.orderId);
  const checkout = await readLapsedCheckout(ctx.db, ctx.payments.name, orderId);
  if (checkout.lapsed.length === 0) return { tryAgain: false, payOnDelivery: false };
  const shelf = await shelfOf(ctx.db, checkout.lapsed);
  const area = await checkPincode(ctx.db, checkout.lapsed[0]!.pincode);
  const cod = area.status ? await lapsedCodDecision(ctx.db, userId, checkout.lapsed, shelf, area) : null;
  return { tryAgain: true, payOnDelivery: cod?.allowed === true };
}

type Revived = { again: true; orders: OrderRow[] } | { again: false; orders: OrderRow[]; stock: StockChange };

/**
 * 'Try again': the orders the failed payment cancelled come back as unpaid online orders,
 * their units taken off the shelf again (all or none), with a new payment for the same amount
 * (the orders' own totals, as the server priced them), and the provider's page to pay on. A
 * second press answers the payment the first one opened.
 */
export async function tryPaymentAgain(ctx: OrdersContext, urls: PaymentUrls, userId: string, ref: LapsedPaymentRef, clientAddress?: string) {
  const lead = await leadOrder(ctx, await ownSettledPayment(ctx, userId, ref));
  // The shopper's other open payments, left at the gateway, stop counting against their holds.
  await settleOpenPaymentsOf(ctx, userId);
  const transactionId = newTransactionId();
  const result = await ctx.db.transaction(async (tx): Promise<Revived> => {
    await lockCheckout(tx, lead);
    const checkout = await readLapsedCheckout(tx, ctx.payments.name, lead.id);
    if (paymentOpen(checkout)) return { again: true, orders: checkout.group };
    refuseUnlessLapsed(checkout);
    const shelf = await shelfOf(tx, checkout.lapsed);
    checkStillSold(checkout.lapsed, shelf);
    const held = checkout.lapsed.filter((order) => order.variantId);
    await checkUnpaidHolds(tx, userId, clientAddress, {
      units: held.reduce((sum, order) => sum + order.quantity, 0),
      valuePaise: held.reduce((sum, order) => sum + order.totalPaise, 0),
    });
    await retakeUse(tx, userId, checkout.lapsed);
    const stock = await reserveAgain(tx, checkout.lapsed, shelf);
    const revived = await revive(tx, checkout, 'online');
    await tx.insert(payments).values({
      orderId: revived[0]!.id,
      provider: ctx.payments.name,
      transactionId,
      amountPaise: revived.reduce((sum, order) => sum + order.totalPaise, 0),
      status: 'pending',
    });
    return { again: false, orders: revived, stock };
  });
  if (result.again) return openPaymentOf(ctx, result.orders);
  await announceStockChange(ctx, result.stock);
  return openWithProvider(ctx, urls, transactionId, result.orders);
}

/** The COD rules of checkout, checked against the shop's rules now: the shelf, and the fee and confirmation they ask. */
async function checkCod(tx: Parameters<typeof shelfOf>[0], userId: string, checkout: LapsedCheckout, area: { status: boolean; codAvailable: boolean }) {
  if (!area.status) throw new DomainError('INVALID_DATA', ORDER_MESSAGES.notDeliverable);
  const shelf = await shelfOf(tx, checkout.lapsed);
  checkStillSold(checkout.lapsed, shelf);
  const decision = await lapsedCodDecision(tx, userId, checkout.lapsed, shelf, area);
  if (!decision.allowed) throw new DomainError('NOT_ALLOWED', ORDER_MESSAGES.codRefused(decision.reason));
  return { shelf, cod: decision };
}

/**
 * 'Pay on delivery instead': the orders the failed payment cancelled become Cash on Delivery
 * orders (Processing), under the checkout's COD rules, their units taken off the shelf again,
 * their tax invoice and order mail written with them, and their lines taken out of the cart as a COD checkout
 * does. A second press answers the same orders.
 */
export async function payOnDeliveryInstead(ctx: OrdersContext, userId: string, ref: LapsedPaymentRef): Promise<OrderRow[]> {
  const lead = await leadOrder(ctx, await ownSettledPayment(ctx, userId, ref));
  // Read before the transaction, as at checkout: the delivery rules are the shop's settings, not the order's.
  const area = await checkPincode(ctx.db, lead.pincode);
  const result = await ctx.db.transaction(async (tx): Promise<Revived> => {
    await lockCheckout(tx, lead);
    const checkout = await readLapsedCheckout(tx, ctx.payments.name, lead.id);
    const already = nowCashOnDelivery(checkout);
    if (already.length > 0) return { again: true, orders: already };
    if (paymentOpen(checkout)) throw new DomainError('CONFLICT', PAYMENT_MESSAGES.stillPaying);
    refuseUnlessLapsed(checkout);
    const { shelf, cod } = await checkCod(tx, userId, checkout, area);
    await retakeUse(tx, userId, checkout.lapsed);
    const stock = await reserveAgain(tx, checkout.lapsed, shelf);
    const revived = await revive(tx, checkout, 'cod', cod);
    // Confirmed as a COD checkout is (its tax invoice numbered now, the mail carrying it), or
    // mailed the link to confirm it when the COD rules ask the shopper to.
    await recordCodPlaced(ctx, tx, revived);
    return { again: false, orders: revived, stock };
  });
  if (!result.again) {
    await announceStockChange(ctx, result.stock);
    const fromCart = result.orders.filter((order) => order.checkoutId !== null);
    if (fromCart.length) await removeOrderedFromCart(ctx.db, userId, fromCart);
  }
  return result.orders;
}
