import { recordStatusMoves } from './status-history';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, productVariants, products } from '../../db/schema';
import { DomainError } from '../../errors';
import { checkPincode } from '../catalogue/content-queries';
import type { DeliveryPromise } from '../shipments/delivery-promise';
import type { ShopSize } from '../../../shared/catalogue-options';
import { checkDeliveryDetails, type DeliveryField } from '../../../shared/checkout-rules';
import type { PaymentMethod } from '../../../shared/order-states';
import { FIELD_LABELS, ORDER_MESSAGES } from './order-messages';
import { PAYMENT_HOLD_MINUTES } from './order-rules';
import { designUnitPrice, loadOrderDesigns, type DesignOrderLine, type OrderDesigns } from './design-order-lines';
import { checkTotal, priceLine, type OrderAmounts } from './pricing';
import { noStockChange, noteStockMove, reserveStock, type StockChange, type Tx } from './stock';
import { claimCartLines } from './cart-claim';
import { lockName, pressedOrders, replayOf, samePress, type Press } from './press';
import { checkUnpaidHolds } from './unpaid-holds';
import { newTrackingId } from './tracking-id';
import { countUse, type HeldCode } from '../discounts/redeem-code';
import { admitCodeLookup, DEFAULT_CODE_LOOKUP_LIMIT, type CodeLookupLimit } from '../discounts/code-lookup-limit';
import { checkoutTotals, type TotalsCode } from './checkout-totals';
import type { Category, SubCategory } from '../../../shared/catalogue-options';
import { AWAITING_COD_CONFIRMATION } from '../../../shared/order-states';
import { COD_CONFIRM_HOURS } from '../../../shared/cod-rules';
import { decideCheckoutCod } from '../cod/cod-decision';

/** One product line as the checkout sends it: what, which size, how many, at the price shown. */
export interface ProductOrderLine {
  productId: string;
  variantId: string;
  quantity: number;
  price: number;
  size: ShopSize;
}

/** A line of a checkout: a product in a colour, or (from the cart) the shopper's custom design. */
export type CheckoutLine = ({ kind: 'product' } & ProductOrderLine) | ({ kind: 'design' } & DesignOrderLine);

export const productLine = (line: ProductOrderLine): CheckoutLine => ({ kind: 'product', ...line });
export const designLine = (line: DesignOrderLine): CheckoutLine => ({ kind: 'design', ...line });

/** A line with the server's amounts (ids in lower case, as stored). */
type PricedLine = OrderAmounts & { size: ShopSize; quantity: number; discountPaise: number } & (
    | { kind: 'product'; productId: string; variantId: string; category: Category; subCategory: SubCategory }
    | { kind: 'design'; designId: string }
  );

/** A checkout's lines with the server's amounts, and the delivery charge its first order carries. */
interface PricedCheckout {
  lines: PricedLine[];
  deliveryPaise: number;
  /** The discount code taken (its row locked until the orders commit); none without one. */
  held: HeldCode | null;
  cod: CodTerms;
}

/** What the COD rules made of a COD checkout: its fee (on the first order) and whether it waits for the shopper's confirmation. */
interface CodTerms {
  feePaise: number;
  needsConfirmation: boolean;
}

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

/** The checkout's order draft (spec section 3) plus the quote's total, and a code when the page applied one. */
export interface OrderDraft extends DeliveryInput {
  product: ProductOrderLine;
  totalAmount: number;
  discountCode?: string;
}

export type OrderRow = typeof orders.$inferSelect;

/** Everything one checkout press asks for. */
export interface PlaceOrdersInput {
  userId: string;
  details: DeliveryInput;
  lines: CheckoutLine[];
  /** The total the page showed; the server's own must equal it. */
  totalAmount: number;
  method: PaymentMethod;
  press?: Press;
  /** A discount code the page showed applied: priced again here, its use counted with the orders. */
  discountCode?: string;
  /**
   * The look-up limit a Buy Now code is counted against on this call (the cart's code came
   * through it when applied): the shop's default when not given, never unlimited.
   */
  codeLookups?: CodeLookupLimit;
  /** Placed by 'Checkout all': the lines must be in the cart, and the orders share a checkout id even when there is one line. */
  fromCart?: boolean;
  /** More writes that stand or fall with the orders (the order mail, the payment attempt). */
  alsoInTransaction?: (tx: Tx, placed: OrderRow[]) => Promise<void>;
  /** The delivery day promised at checkout (services/shipments/delivery-promise.ts), kept on each order: a design's is the printed one. */
  promise?: DeliveryPromise;
}

/** The orders written, and what they took off the shelf (for the catalogue cache). */
export interface PlacedOrders {
  orders: OrderRow[];
  stock: StockChange;
  /** The orders an earlier press of the same checkout placed, answered again: nothing was written now. */
  replayed: boolean;
}

interface DeliveryArea {
  pincode: string;
  codAvailable: boolean;
}

const replayed = (placed: OrderRow[]): PlacedOrders => ({ orders: placed, stock: noStockChange(), replayed: true });

/** A line's columns in the orders table: exactly one of a product colour and a design is set. */
const orderColumns = (line: PricedLine) =>
  line.kind === 'product'
    ? { productId: line.productId, variantId: line.variantId, designId: null }
    : { productId: null, variantId: null, designId: line.designId };

/** The cart line an order line comes from: a product colour, or a design in one size. */
const cartLineOf = (line: PricedLine) => ({ ...orderColumns(line), size: line.size });

/** Step 1: something to order, and not more than one checkout takes. */
function checkLineCount(lines: CheckoutLine[]): void {
  if (lines.length === 0) throw new DomainError('INVALID_DATA', ORDER_MESSAGES.nothingToOrder);
  if (lines.length > MAX_CHECKOUT_LINES) throw new DomainError('INVALID_DATA', ORDER_MESSAGES.tooManyLines(MAX_CHECKOUT_LINES));
}

/** Steps 2 and 6: a press seen before answers what it placed, even if prices or stock have moved since. */
async function earlierPress(tx: Tx, input: PlaceOrdersInput): Promise<OrderRow[] | null> {
  const key = input.press?.idempotencyKey;
  if (!key) return null;
  const earlier = await pressedOrders(tx, input.userId, key);
  return earlier.length ? replayOf(earlier, input.lines, input.details, input.method) : null;
}

/** Step 3: the first problem with the delivery details, in a sentence naming the field. */
function checkDetails(details: DeliveryInput): void {
  const errors = checkDeliveryDetails({ ...details, alternativeNumber: details.alternativeNumber ?? '' });
  const [field, message] = (Object.entries(errors) as [DeliveryField, string][])[0] ?? [];
  if (field && message) throw new DomainError('INVALID_DATA', `${FIELD_LABELS[field]}: ${message}`);
}

/** Step 4: the shop delivers to the pincode (and says whether COD is allowed there). */
async function deliveryArea(db: Db, rawPincode: string): Promise<DeliveryArea> {
  const pincode = rawPincode.trim();
  const area = await checkPincode(db, pincode);
  if (!area.status) throw new DomainError('INVALID_DATA', ORDER_MESSAGES.notDeliverable);
  return { pincode, codAvailable: area.codAvailable };
}

/**
 * The products of a checkout's product lines, by colour id, in one query, share-locked: a
 * staff edit of a price waits until the order is written, or has committed and is read here.
 */
async function loadProducts(tx: Tx, variantIds: string[]) {
  const shelf = new Map<string, { productId: string; finalPricePaise: number; codAvailable: boolean; category: Category; subCategory: SubCategory }>();
  if (variantIds.length === 0) return shelf;
  const rows = await tx
    .select({
      variantId: productVariants.id,
      productId: products.id,
      finalPricePaise: products.finalPricePaise,
      codAvailable: products.codAvailable,
      category: products.category,
      subCategory: products.subCategory,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.id, variantIds), eq(products.hidden, false)))
    .orderBy(asc(products.id))
    .for('share', { of: products });
  for (const row of rows) shelf.set(row.variantId, row);
  return shelf;
}

/**
 * Step 7, inside the transaction: one batched load of the lines' products, designs and blanks,
 * then each line in turn checked (available, COD allowed, the price shown is the server's) and
 * priced from what was read here, so a price changed after the shopper's quote is refused.
 */
async function priceLines(tx: Tx, input: PlaceOrdersInput, area: DeliveryArea, codeCounted: boolean): Promise<PricedCheckout> {
  const productLines = input.lines.flatMap((line) => (line.kind === 'product' ? [line] : []));
  const designIds = input.lines.flatMap((line) => (line.kind === 'design' ? [line.designId.toLowerCase()] : []));
  const shelf = await loadProducts(tx, [...new Set(productLines.map((line) => line.variantId.toLowerCase()))]);
  const designs: OrderDesigns = await loadOrderDesigns(tx, input.userId, [...new Set(designIds)]);
  const priced: PricedLine[] = [];
  for (const line of input.lines) {
    const { size, quantity } = line;
    if (line.kind === 'design') {
      const designId = line.designId.toLowerCase();
      // A team order has a line per size; the same design in the same size twice is one line.
      if (priced.some((other) => other.kind === 'design' && other.designId === designId && other.size === size)) throw new DomainError('INVALID_DATA', ORDER_MESSAGES.designTwice);
      const amounts = priceLine(designUnitPrice(designs, designId), quantity, line.price);
      priced.push({ kind: 'design', designId, size, quantity, discountPaise: 0, ...amounts });
      continue;
    }
    const productId = line.productId.toLowerCase();
    const variantId = line.variantId.toLowerCase();
    const product = shelf.get(variantId);
    if (!product || product.productId !== productId) throw new DomainError('NOT_FOUND', ORDER_MESSAGES.productUnavailable);
    const { category, subCategory } = product;
    priced.push({ kind: 'product', productId, variantId, category, subCategory, size, quantity, discountPaise: 0, ...priceLine(product.finalPricePaise, quantity, line.price) });
  }
  // The one quote the checkout page showed, Buy Now and 'Checkout all' alike, recomputed here
  // from what was read in this transaction: delivery by the rule read now, the code held.
  const code: TotalsCode | undefined = input.discountCode ? { code: input.discountCode, hold: true, counted: codeCounted } : undefined;
  const totals = await checkoutTotals(tx, input.userId, priced.map(discountedItem), code);
  priced.forEach((line, index) => (line.discountPaise = totals.lineDiscount(String(index))));
  const cod = input.method === 'cod' ? await codTerms(tx, input, area, priced, shelf, totals.valuePaise) : NO_COD_TERMS;
  checkTotal(totals.valuePaise + cod.feePaise, input.totalAmount);
  return { lines: priced, deliveryPaise: totals.deliveryPaise, held: totals.held, cod };
}

const NO_COD_TERMS: CodTerms = { feePaise: 0, needsConfirmation: false };

/**
 * The shop's COD rules for this checkout (services/cod, the one decision the checkout page and
 * 'Pay on delivery instead' use too): refused with the rule's sentence, or its fee and whether
 * the shopper must confirm it. A custom garment is printed to order: no product's codAvailable.
 */
async function codTerms(tx: Tx, input: PlaceOrdersInput, area: DeliveryArea, priced: PricedLine[], shelf: Awaited<ReturnType<typeof loadProducts>>, valuePaise: number): Promise<CodTerms> {
  const decision = await decideCheckoutCod(tx, {
    userId: input.userId,
    pincode: area.pincode,
    valuePaise,
    hasDesign: priced.some((line) => line.kind === 'design'),
    productsAllowCod: priced.every((line) => line.kind === 'design' || shelf.get(line.variantId)?.codAvailable === true),
    area: { status: true, codAvailable: area.codAvailable },
  });
  if (!decision.allowed) throw new DomainError('NOT_ALLOWED', ORDER_MESSAGES.codRefused(decision.reason));
  return { feePaise: decision.feePaise, needsConfirmation: decision.needsConfirmation };
}

/** A priced line as the discount rules see it (keyed by its place in the checkout). */
const discountedItem = (line: PricedLine, index: number) => ({
  key: String(index),
  totalPaise: line.totalPaise,
  category: line.kind === 'product' ? line.category : null,
  subCategory: line.kind === 'product' ? line.subCategory : null,
});

/** Step 9: an online checkout is held to the unpaid hold limits (custom garments take no stock and count for none). */
async function checkHolds(tx: Tx, input: PlaceOrdersInput, priced: PricedLine[]): Promise<void> {
  const held = priced.filter((line) => line.kind === 'product');
  await checkUnpaidHolds(tx, input.userId, input.press?.clientAddress, {
    units: held.reduce((sum, line) => sum + line.quantity, 0),
    valuePaise: held.reduce((sum, line) => sum + line.totalPaise, 0),
  });
}

/**
 * Step 10: takes every product line's units off the shelf, in a fixed order so that two
 * multi-line checkouts cannot deadlock on PostgreSQL. Custom garments are printed to order on
 * blanks the shop keeps no count of: no stock to take.
 */
async function reserveLines(tx: Tx, priced: PricedLine[]): Promise<StockChange> {
  const stock = noStockChange();
  const shelved = priced.flatMap((line) => (line.kind === 'product' ? [line] : []));
  shelved.sort((a, b) => `${a.variantId}:${a.size}`.localeCompare(`${b.variantId}:${b.size}`));
  for (const line of shelved) {
    const { remaining } = await reserveStock(tx, line.variantId, line.size, line.quantity);
    noteStockMove(stock, line.productId, remaining === 0);
  }
  return stock;
}

/**
 * Step 11: one order row per line. The first carries the checkout's delivery charge (in its
 * total, so the payment and a refund of that order include it); every row carries the first
 * one's tracking id as the checkout number the shopper and staff read the purchase by.
 */
async function writeOrders(tx: Tx, input: PlaceOrdersInput, checkout: PricedCheckout, area: DeliveryArea): Promise<OrderRow[]> {
  const { details, method, press = {} } = input;
  const priced = checkout.lines;
  const online = method === 'online';
  const awaiting = checkout.cod.needsConfirmation;
  const alternative = details.alternativeNumber?.trim();
  const checkoutId = input.fromCart || priced.length > 1 ? randomUUID() : null;
  const trackingIds = priced.map(() => newTrackingId());
  const written = await tx
    .insert(orders)
    .values(
      priced.map((line, index) => ({
        trackingId: trackingIds[index]!,
        checkoutNumber: trackingIds[0]!,
        // On the first order only: a checkout's orders share the key through their checkout id.
        idempotencyKey: index === 0 ? (press.idempotencyKey ?? null) : null,
        clientAddress: press.clientAddress ?? null,
        userId: input.userId,
        checkoutId,
        status: online ? ('Pending payment' as const) : awaiting ? AWAITING_COD_CONFIRMATION : ('Processing' as const),
        paymentMethod: method,
        paymentStatus: online ? ('Pending' as const) : ('COD pending' as const),
        name: details.name.trim(),
        email: details.email.trim(),
        phoneNumber: details.phoneNumber.trim(),
        alternativeNumber: alternative ? alternative : null,
        deliveryAddress: details.deliveryAddress.trim(),
        pincode: area.pincode,
        city: details.city.trim(),
        state: details.state.trim(),
        ...orderColumns(line),
        size: line.size,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        deliveryPaise: index === 0 ? checkout.deliveryPaise : 0,
        codFeePaise: index === 0 ? checkout.cod.feePaise : 0,
        // What this order charges: its line after its share of the code, plus the delivery and the COD fee on the first.
        totalPaise: line.totalPaise - line.discountPaise + (index === 0 ? checkout.deliveryPaise + checkout.cod.feePaise : 0),
        discountPaise: line.discountPaise,
        discountCode: checkout.held?.code ?? null,
        expiresAt: online ? new Date(Date.now() + PAYMENT_HOLD_MINUTES * 60_000) : null,
        codConfirmBy: awaiting ? new Date(Date.now() + COD_CONFIRM_HOURS * 3600_000) : null,
        promisedDeliveryOn: (line.kind === 'design' ? input.promise?.printed : input.promise?.stock) ?? null,
      })),
    )
    .returning();
  // The history starts with the placing itself (from nothing), by the shopper.
  await recordStatusMoves(tx, written.map((order) => ({ orderId: order.id, from: null, to: order.status })), { kind: 'shopper', userId: input.userId });
  return written;
}

/**
 * Step 5: a Buy Now code is counted against the look-up limit before anything looks it up, as
 * the cart's code was when applied (an order call is otherwise never limited, and must not tell
 * a guessed code from a made-up one). Past the limit the order is refused (429) and nothing is
 * written. 'Checkout all' takes only the cart's code: nothing to count here.
 */
async function countBuyNowCode(db: Db, input: PlaceOrdersInput): Promise<boolean> {
  if (input.fromCart || !input.discountCode) return false;
  const limit = input.codeLookups ?? DEFAULT_CODE_LOOKUP_LIMIT;
  await admitCodeLookup(db, limit, { userId: input.userId, ip: input.press?.clientAddress ?? 'unknown', code: input.discountCode });
  return true;
}

/**
 * Places one order per line, together. Before the transaction: the lines' count, an earlier
 * press, the delivery details and area. In one transaction: the press's lock, the lines'
 * products, designs and prices read and checked against what the shopper was shown (so a
 * price edited meanwhile is refused, never charged), the cart, the unpaid holds, the stock,
 * the orders and whatever `alsoInTransaction` adds (such as the payment attempt).
 *
 * One press, one order: a press sent again with its idempotency key answers what it placed
 * (the key is locked, so copies racing each other wait for the first); 'Checkout all' orders
 * only what is still in the cart (cart-claim.ts). An online checkout is held to the unpaid
 * hold limits (unpaid-holds.ts).
 */
export async function placeOrders(db: Db, input: PlaceOrdersInput): Promise<PlacedOrders> {
  checkLineCount(input.lines);
  const earlier = await earlierPress(db, input);
  if (earlier) return replayed(earlier);
  checkDetails(input.details);
  const area = await deliveryArea(db, input.details.pincode);
  const codeCounted = await countBuyNowCode(db, input);

  return db.transaction(async (tx): Promise<PlacedOrders> => {
    const key = input.press?.idempotencyKey;
    if (key) {
      await lockName(tx, `order-press:${input.userId}:${key}`);
      const first = await earlierPress(tx, input);
      if (first) return replayed(first);
    }
    const checkout = await priceLines(tx, input, area, codeCounted);
    const priced = checkout.lines;
    if (input.fromCart) {
      const open = await claimCartLines(tx, input.userId, priced.map(cartLineOf), input.method);
      if (open.length) {
        // The same lines are being paid for already: the same order is answered again, another refused.
        if (!samePress(open, priced, input.details, input.method)) throw new DomainError('CONFLICT', ORDER_MESSAGES.paymentOpen);
        return replayed(open);
      }
    }
    if (input.method === 'online') await checkHolds(tx, input, priced);
    const stock = await reserveLines(tx, priced);
    const placed = await writeOrders(tx, input, checkout, area);
    if (checkout.held) await countUse(tx, checkout.held, input.userId, firstOrder(placed).id);
    await input.alsoInTransaction?.(tx, placed);
    return { orders: placed, stock, replayed: false };
  });
}

/**
 * The first order of a checkout: a Buy Now's only one, the one a group payment links to. A
 * checkout of at least one line writes a row per line; never seen empty, but not asserted blindly.
 */
export function firstOrder(placed: OrderRow[]): OrderRow {
  const [order] = placed;
  if (!order) throw new DomainError('UNAVAILABLE', ORDER_MESSAGES.notWritten);
  return order;
}

/** Places the single order of a Buy Now checkout (spec: Order draft). */
export async function placeOrder(
  db: Db,
  input: {
    userId: string;
    draft: OrderDraft;
    method: PaymentMethod;
    press?: Press;
    promise?: DeliveryPromise;
    codeLookups?: CodeLookupLimit;
    alsoInTransaction?: (tx: Tx, order: OrderRow) => Promise<void>;
  },
): Promise<{ order: OrderRow; stock: StockChange }> {
  const { product, totalAmount, discountCode, ...details } = input.draft;
  const { alsoInTransaction } = input;
  const placed = await placeOrders(db, {
    userId: input.userId,
    details,
    lines: [productLine(product)],
    totalAmount,
    method: input.method,
    press: input.press,
    ...(discountCode ? { discountCode } : {}),
    ...(input.codeLookups ? { codeLookups: input.codeLookups } : {}),
    ...(input.promise ? { promise: input.promise } : {}),
    ...(alsoInTransaction ? { alsoInTransaction: (tx: Tx, rows: OrderRow[]) => alsoInTransaction(tx, firstOrder(rows)) } : {}),
  });
  return { order: firstOrder(placed.orders), stock: placed.stock };
}
