import { deliveryByLine } from '../../../shared/delivery-date';

export const SHIPMENT_MESSAGES = {
  notReady: (status: string) => `Only an order in Processing can be shipped; this one is ${status}.`,
  notPaid: 'This order is waiting for its payment; ship it once it is paid.',
  alreadyShipped: (awb: string) => `This order already has a shipment (AWB ${awb}).`,
  underWay: 'A shipment for this order is being made; wait a moment.',
  courierFailed: (detail: string) => `The courier could not make the shipment: ${detail} Nothing was changed; try again.`,
  created: (awb: string, courier: string) => `Shipment created with ${courier}, AWB ${awb}. The order is now Shipped and the shopper has been mailed.`,
  noLabel: 'This order has no shipment yet.',
  tooMany: 'Ship at most 50 orders at once.',
  forged: 'This courier update is not signed with the shop\u2019s webhook token.',
  unreadable: 'This courier update could not be read: it needs awb, current_status, shipment_status_id and current_timestamp.',
  trackNotFound: 'No order matches this order id and e-mail address or phone number.',
} as const;

/** The lines the shopper's mails add for each courier step. */
export const SHIPMENT_MAIL_LINES = {
  shipped: (courier: string, awb: string, promised: string | null) => [
    `Good news: your order has been shipped with ${courier}. Its AWB number is ${awb}.`,
    ...(promised ? [`${deliveryByLine(promised)}.`] : []),
  ],
  outForDelivery: (courier: string, awb: string) => [`Your order is out for delivery today with ${courier} (AWB ${awb}).`],
  returnedToOrigin: 'The courier could not deliver your order and has returned it to us.',
  refundStarted: (amount: string) => `Your refund of ${amount} has been started; it reaches your account in 5-7 business days.`,
} as const;
