import { inArray } from 'drizzle-orm';
import { deliveryAddressLine } from '../../../shared/address-line';
import type { Mail } from '../../adapters/mail/mailer';
import { users } from '../../db/schema';
import { queueMail, type Tx } from '../mail-queue/queue';
import type { OrderStatus } from '../../../shared/order-states';
import type { OrderRow } from './place-order';
import { exactInr } from './pricing';

const SHOP = 'Bhopal Threads';
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An order mail before it is addressed: queueOrderMails sends it to the account, never to a typed address. */
export type OrderMail = Omit<Mail, 'to'>;

export function orderMail(order: OrderRow, subject: string, lines: string[]): OrderMail {
  const facts = [
    `Tracking id: ${order.trackingId}`,
    `Size ${order.size}, quantity ${order.quantity}, total ${exactInr(order.totalPaise)}`,
    `Payment: ${order.paymentStatus}`,
    `Delivery to: ${deliveryAddressLine(order.deliveryAddress, order.city, order.state)} ${order.pincode}`,
  ];
  const text = [`Namaste ${order.name},`, '', ...lines, '', ...facts, '', 'See your orders at any time under My Orders.', '', `${SHOP}, Bhopal, Madhya Pradesh`].join('\n');
  const html = `<!doctype html><html lang="en-IN"><body style="font-family:Arial,sans-serif;color:#111;background:#f7f5f0;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="font-size:20px;margin:0 0 16px">${SHOP}</h1>
<p>Namaste ${escapeHtml(order.name)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>
<p style="color:#555;font-size:13px">See your orders at any time under My Orders. ${SHOP}, Bhopal, Madhya Pradesh</p>
</div></body></html>`;
  return { subject, text, html };
}

/**
 * Queues one mail per order (in the caller's transaction) to the address of the account that
 * placed it, which sign-up verified with its one-time code. The e-mail typed at checkout is
 * only a contact kept on the order: mailing it would let anyone send the shop's mail, with
 * their own text in it, to any address.
 */
export async function queueOrderMails(tx: Tx, placed: OrderRow | OrderRow[], mailFor: (order: OrderRow) => OrderMail): Promise<void> {
  const rows = Array.isArray(placed) ? placed : [placed];
  if (rows.length === 0) return;
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((order) => order.userId))]));
  const addressOf = new Map(accounts.map((account) => [account.id, account.email]));
  await queueMail(
    tx,
    rows.flatMap((order) => {
      const to = addressOf.get(order.userId);
      return to ? [{ to, ...mailFor(order) }] : [];
    }),
  );
}

export function orderPlacedMail(order: OrderRow): OrderMail {
  const how = order.paymentMethod === 'cod' ? `Please keep ${exactInr(order.totalPaise)} ready to pay on delivery.` : `We have received your payment of ${exactInr(order.totalPaise)}.`;
  return orderMail(order, `Order placed: ${order.trackingId}`, ['Thank you for your order. It is being processed and should reach you within 7 days.', how]);
}

export function orderCancelledMail(order: OrderRow): OrderMail {
  const refund =
    order.paymentStatus === 'Refund pending' ? [`Your refund of ${exactInr(order.totalPaise)} has been started; it reaches your account in 5-7 business days.`] : [];
  return orderMail(order, `Order cancelled: ${order.trackingId}`, ['Your order has been cancelled.', ...refund]);
}

const STATUS_LINES: Partial<Record<OrderStatus, string>> = {
  Shipped: 'Good news: your order has been shipped.',
  Delivered: 'Your order has been delivered. You can return it within 7 days if it is not right.',
  'Return requested': 'We have your return request and will pick up the order soon.',
  Returned: 'We have received your returned order.',
  Refunded: 'Your refund has been made; it reaches your account in 5-7 business days.',
  Processing: 'Your order is being processed.',
};

export function orderStatusMail(order: OrderRow): OrderMail {
  return orderMail(order, `Order ${order.status.toLowerCase()}: ${order.trackingId}`, [
    STATUS_LINES[order.status] ?? `Your order is now ${order.status}.`,
  ]);
}
