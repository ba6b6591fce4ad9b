import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../../shared/order-states';
import type { PRODUCT_PAGE_SIZES, ShopSize } from '../../../shared/catalogue-options';
import { productVariants, products } from './catalogue';
import { designs } from './customiser';
import { users } from './users';

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('carts_user_key')
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The discount code the shopper applied in the cart (upper case), priced again at checkout; null: none. */
  discountCode: text('discount_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The same product and colour twice is one line (spec: Cart). A custom design is one line per
 * size (a team order: 4 M, 6 L, 2 XL of one design), each with its own quantity.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'cascade' }),
    /** Beyond the spec: the size and quantity chosen on the product page, when the shopper chose them. */
    /** A product line's size is one of the product page's (M-XXL); a design line's any studio size (S-XXL). */
    size: text('size').$type<(typeof PRODUCT_PAGE_SIZES)[number] | ShopSize>(),
    quantity: integer('quantity'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_key').on(t.cartId, t.productId, t.variantId),
    uniqueIndex('cart_items_design_size_key').on(t.cartId, t.designId, t.size),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingId: text('tracking_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    alternativeNumber: text('alternative_number'),
    deliveryAddress: text('delivery_address').notNull(),
    pincode: text('pincode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    productId: uuid('product_id').references(() => products.id),
    variantId: uuid('variant_id').references(() => productVariants.id),
    designId: uuid('design_id').references(() => designs.id),
    size: text('size').$type<ShopSize>().notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price charged, in paise, computed by the server from its own prices. */
    unitPricePaise: integer('unit_price_paise').notNull(),
    /**
     * The line's amount after its discount: what this order charged (a refund of it uses this).
     * On the first order of a cart checkout it includes the checkout's delivery charge.
     */
    totalPaise: integer('total_paise').notNull(),
    /** This line's share of the checkout's discount code, GST-inclusive (0 without a code). */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The discount code the checkout used (its `discount_codes.code`); null without one. */
    discountCode: text('discount_code'),
    /**
     * The checkout's delivery charge, carried by its first order only (0 on the others and on a
     * Buy Now): one checkout pays it once, and the per-order API shape stays the spec's.
     */
    deliveryPaise: integer('delivery_paise').notNull().default(0),
    /** The checkout's Cash on Delivery fee, carried (and counted in total_paise) by its first order only, like the delivery charge. */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** A COD order awaiting the shopper's confirmation is cancelled (its stock released) after this. */
    codConfirmBy: timestamp('cod_confirm_by', { withTimezone: true }),
    /** When the shopper confirmed it (from the mailed link); null when it never needed confirming. */
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true }),
    /** Wrong codes typed for the checkout's confirmation (My Orders); after COD_CODE_TRIES only the mailed link confirms it. */
    codCodeTries: integer('cod_code_tries').notNull().default(0),
    /**
     * What the shopper and staff call one purchase: the tracking id of the checkout's first
     * order, on every order of it (a Buy Now's own tracking id). Set when the orders are written.
     */
    checkoutNumber: text('checkout_number'),
    /** Orders placed together by one cart checkout share it (and one online payment). */
    checkoutId: uuid('checkout_id'),
    /**
     * The failed or cancelled payment that cancelled this order (payments.id; no foreign key, as
     * payments point at orders). Only such an order may be brought back, by the payment status
     * page's 'Try again' or 'Pay on delivery instead'; a cancel by the shopper or staff, or an
     * expired hold, leaves it null.
     */
    lapsedPaymentId: uuid('lapsed_payment_id'),
    /** When an unpaid online order stops holding its stock. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The checkout page's key for one press (the Idempotency-Key header), on the first order of
     * what that press placed: the same press sent again answers those orders instead of new ones.
     */
    idempotencyKey: text('idempotency_key'),
    /** The shopper's network address at checkout: unpaid holds are limited per address too. */
    clientAddress: text('client_address'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * The day promised before the order ('Delivery by Thu, 3 Dec'): the courier's days
     * plus the shop's dispatch time in working days, India's calendar. Null when the courier could
     * not say (it never holds an order up). Shown beside the spec's estimated delivery, which stays.
     */
    promisedDeliveryOn: date('promised_delivery_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_tracking_key').on(t.trackingId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_checkout_number_idx').on(t.checkoutNumber),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_awaiting_cod_idx').on(t.codConfirmBy).where(sql`${t.status} = 'Awaiting confirmation'`),
    index('orders_pending_address_idx').on(t.clientAddress).where(sql`${t.status} = 'Pending payment'`),
    // The owner's dashboard (services/staff/dashboard.ts): sales since a day or a month (with the
    // columns their sums and best sellers read, so a vacuumed table answers from the index alone),
    // the designs waiting to be printed and the refunds waiting to be paid.
    index('orders_sales_created_idx')
      .on(t.createdAt, t.paymentMethod, t.productId, t.quantity, t.totalPaise)
      .where(sql`${t.status} in ('Processing', 'Shipped', 'Delivered', 'Return requested')`),
    index('orders_designs_to_print_idx').on(t.createdAt).where(sql`${t.status} = 'Processing' and ${t.designId} is not null`),
    index('orders_refund_pending_idx').on(t.createdAt).where(sql`${t.paymentStatus} = 'Refund pending'`),
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
    // Staff find an order by the id the shopper sees ('#7F0FD36C': the id's last 8 hex digits), by e-mail or by phone.
    index('orders_short_id_idx').on(sql`upper(right(${t.id}::text, 8))`),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_phone_idx').on(t.phoneNumber),
    index('orders_created_idx').on(t.createdAt, t.id),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'cancelled', 'refunded'] }).notNull(),
    providerResponse: jsonb('provider_response'),
    /** The provider's page the shopper pays on, so a repeated press can be sent back to it. */
    redirectUrl: text('redirect_url'),
    /** The provider's own id for this attempt when it has one we must keep (Razorpay's order_id). */
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_transaction_key').on(t.provider, t.transactionId),
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_reference_key').on(t.provider, t.providerReference),
  ],
);
