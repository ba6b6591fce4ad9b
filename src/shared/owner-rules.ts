/**
 * The owner's tools: rules and messages shared by the staff screens and the server.
 */

/** A size at or under this many units is in the stock alert, unless staff set another figure for the product. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;
export const MAX_LOW_STOCK_THRESHOLD = 1000;
/** How many addresses the owner's alerts may go to. */
export const MAX_ALERT_EMAILS = 10;
/** A staff reply under a review, at most this long. */
export const MAX_REVIEW_REPLY = 1000;
/** Orders one bulk move or one packing-slip PDF may take. */
export const MAX_BULK_ORDERS = 50;
/** The longest date range an export takes (a year and a day, so a whole financial year fits). */
export const MAX_EXPORT_DAYS = 367;

/** The id a shopper sees on My Orders ('#7F0FD36C'): the order id's last 8 hex digits, upper case. */
export const shortOrderId = (id: string) => `#${id.replaceAll('-', '').slice(-8).toUpperCase()}`;

/** What staff typed is a shopper-visible order id ('#7f0fd36c', '7F0FD36C'): its 8 hex digits, upper case; else null. */
export function shortIdIn(query: string): string | null {
  const match = /^#?\s*([0-9a-f]{8})$/i.exec(query.trim());
  return match ? match[1]!.toUpperCase() : null;
}

/** The custom-design filter on the staff orders screen. */
export const DESIGN_FILTERS = ['any', 'custom', 'catalogue'] as const;
export type DesignFilter = (typeof DESIGN_FILTERS)[number];

export const OWNER_MESSAGES = {
  alertEmailsSaved: 'Alert addresses saved.',
  alertEmailBad: (email: string) => `'${email}' is not an e-mail address. Please check it.`,
  alertEmailsTooMany: `Up to ${MAX_ALERT_EMAILS} addresses, please.`,
  thresholdSaved: 'Low-stock level saved.',
  thresholdRange: `Enter a whole number of units from 0 to ${MAX_LOW_STOCK_THRESHOLD}.`,
  productNotFound: 'That product is not in the shop.',
  reviewNotFound: 'That review is not in the shop.',
  reviewHidden: 'Review hidden. It no longer shows on the product page.',
  reviewShown: 'Review shown on the product page again.',
  replySaved: 'Reply saved. It shows under the review.',
  replyRemoved: 'Reply removed.',
  replyTooLong: `A reply can be at most ${MAX_REVIEW_REPLY} characters.`,
  reviewNothingToChange: 'Say whether to hide or show the review, or give a reply.',
  badDateRange: `Choose a from date on or before the to date, at most ${MAX_EXPORT_DAYS} days apart.`,
  tooManyOrders: `Choose at most ${MAX_BULK_ORDERS} orders at a time.`,
  noOrdersChosen: 'Choose at least one order.',
  orderNotFound: 'Order not found.',
} as const;
