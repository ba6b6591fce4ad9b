import { CHECKOUT_MESSAGES } from '../../../shared/checkout-rules';
import { RETURN_WINDOW_DAYS } from '../../../shared/return-rules';

/** What the order calls answer, in words a shopper can act on. The spec's own texts come from shared. */
export const ORDER_MESSAGES = {
  codPlaced: CHECKOUT_MESSAGES.codPlaced,
  notFound: 'Order not found.',
  productUnavailable: 'This product or colour is no longer available.',
  sizeUnavailable: (size: string) => `Size ${size} is not made in this colour.`,
  outOfStock: (size: string) => `Sorry, size ${size} is out of stock.`,
  onlyLeft: (size: string, left: number) => `Sorry, only ${left} left in size ${size}. Please lower the quantity.`,
  priceChanged: (now: string, sent: string) => `The price of this product is ${now}, not ${sent}. Please review your order and try again.`,
  totalChanged: (now: string, sent: string) => `The order total is ${now}, not ${sent}. Please review your order and try again.`,
  notDeliverable: CHECKOUT_MESSAGES.notDeliverable,
  nothingToOrder: 'There is nothing to order. Please add a product or a design to your cart.',
  tooManyLines: (most: number) => `One checkout takes at most ${most} lines. Please order the rest separately.`,
  designTwice: 'A design can be in one checkout only once. Please choose its quantity instead.',
  leftCart: 'These items are no longer in your cart; they may have been ordered already. Please check My Orders and your cart.',
  lineTwice: 'A product colour can be in one checkout only once. Please choose its quantity instead.',
  paymentOpen: 'You have already started paying for these items. Please finish that payment, or cancel those orders in My Orders, then try again.',
  pressChanged: 'This order was already placed with other details. Please reload the page and try again.',
  notWritten: 'Your order could not be saved. Please try again.',
  paymentStarting: 'Your payment is still being set up. Please try again in a moment.',
  shopperHoldLimit: (checkouts: number, units: number, value: string) =>
    `Unpaid online orders can hold at most ${units} items worth ${value} in ${checkouts} checkouts per shopper at a time. Please pay for or cancel your open orders in My Orders, order fewer items, or choose Cash on Delivery.`,
  addressHoldLimit: 'Too many unpaid online orders are waiting for payment from your network just now. Please pay for or cancel open orders in My Orders, or try again in 30 minutes.',
  /** A COD rule refused the checkout: the rule's own sentence (shared/cod-rules.ts), then what to do. */
  codRefused: (reason: string) => `${reason} Please choose Online Payment.`,
  cancelled: 'Your order has been cancelled.',
  cancelTooLate: `This order has already been shipped, so it can no longer be cancelled. You can return it within ${RETURN_WINDOW_DAYS} days of delivery.`,
  cannotCancel: (status: string) => `This order is ${status} and can no longer be cancelled.`,
  returnRequested: 'Your return request has been placed. We will pick up the order soon.',
  returnNotDelivered: 'Only a delivered order can be returned.',
  returnWindowOver: `Returns are accepted only within ${RETURN_WINDOW_DAYS} days of delivery.`,
  statusNotAllowed: (from: string, to: string) => `An order cannot go from ${from} to ${to}.`,
} as const;

/** The shop's labels for the checkout fields, used in the server's messages. */
export const FIELD_LABELS = {
  name: 'Name',
  email: 'Email',
  phoneNumber: 'Phone number',
  alternativeNumber: 'Alternative number',
  deliveryAddress: 'Delivery address',
  pincode: 'Pincode',
  city: 'City',
  state: 'State',
} as const;
