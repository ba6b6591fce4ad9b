import { and, eq, inArray } from 'drizzle-orm';
import { deliveryAddressLine } from '../../../shared/address-line';
import { invoices, users, type QueuedImage } from '../../db/schema';
import { queueMail, type QueuedMail, type Tx } from '../mail-queue/queue';
import type { OrderStatus } from '../../../shared/order-states';
import { orderLinesOf } from './order-lines';
import type { OrderRow } from './place-order';
import { exactInr } from './pricing';
import { escapeHtml } from '../../../shared/escape-html';

const SHOP = 'Bhopal Threads';

/** What a mail says about one ordered line: its name, colour and picture (a stored document key, or none). */
export interface MailItem {
  name: string;
  color: string;
  picture: string | null;
}

/** An order mail before it is addressed: queueOrderMails sends it to the account, never to a typed address. */
export type OrderMail = Omit<QueuedMail, 'to'>;

/** What every order mail is built from: the orders it tells of (one checkout's, or one order), their items and the shop's address. */
export interface MailFacts {
  orders: OrderRow[];
  items: Map<string, MailItem>;
  /** The shop's public address (PUBLIC_URL) for the link to the order; empty gives a path. */
  shopUrl: string;
  /** The checkout's tax invoice number, when the mail carries the invoice. */
  invoiceNumber?: string;
}

/** The items of some orders, read in the transaction that wrote them: product name, colour and first photo, or the design's. */
export async function mailItems(tx: Tx, rows: OrderRow[]): Promise<Map<string, MailItem>> {
  const lines = await orderLinesOf(tx, rows.map((row) => row.id));
  return new Map([...lines].map(([id, line]) => [id, { name: line.name, color: line.color, picture: line.picture }]));
}

/**
 * The mail's body: a greeting, what happened, every line (picture, name, colour, size, quantity,
 * amount), the amount, the delivery address and a link to the order; HTML with its plain-text
 * twin. Pictures travel inside the mail as `cid:` images (no remote image is ever linked).
 */
export function orderMail(facts: MailFacts, subject: string, lines: string[], link: string, linkLabel = 'See your order'): OrderMail {
  // queueOrderMails makes a mail only for a non-empty group.
  const first = facts.orders[0]!;
  const number = first.checkoutNumber ?? first.trackingId;
  const delivery = facts.orders.reduce((sum, order) => sum + order.deliveryPaise, 0);
  const codFee = facts.orders.reduce((sum, order) => sum + order.codFeePaise, 0);
  const total = facts.orders.reduce((sum, order) => sum + order.totalPaise, 0);
  const address = `${deliveryAddressLine(first.deliveryAddress, first.city, first.state)} ${first.pincode}`;
  const href = `${facts.shopUrl}${link}`;
  const inlineImages: QueuedImage[] = [];
  const rows = facts.orders.map((order, index) => {
    const item = facts.items.get(order.id) ?? { name: 'Product', color: '', picture: null };
    const cid = item.picture ? `item-${index + 1}@bhopalthreads.in` : null;
    if (cid && item.picture) inlineImages.push({ cid, documentKey: item.picture });
    const detail = `${item.color ? `Colour ${item.color}, ` : ''}size ${order.size}, quantity ${order.quantity}`;
    const amount = exactInr(order.totalPaise - order.deliveryPaise - order.codFeePaise);
    return { item, cid, detail, amount, trackingId: order.trackingId };
  });
  const amountLines = [...(delivery > 0 ? [`Delivery: ${exactInr(delivery)}`] : []), ...(codFee > 0 ? [`Cash on Delivery fee: ${exactInr(codFee)}`] : []), `Amount: ${exactInr(total)}`, `Payment: ${first.paymentStatus}`];

  const text = [
    `Namaste ${first.name},`,
    '',
    ...lines,
    '',
    `Order number: ${number}`,
    ...rows.map((row) => `- ${row.item.name}: ${row.detail}, ${row.amount} (tracking id ${row.trackingId})`),
    ...amountLines,
    `Delivery to: ${address}`,
    '',
    `${linkLabel}: ${href}`,
    '',
    `${SHOP}, Bhopal, Madhya Pradesh`,
  ].join('\n');

  const cell = 'padding:8px 4px;border-top:1px solid #eee;vertical-align:top';
  const html = `<!doctype html>
<html lang="en-IN">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#111;background:#f7f5f0;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="font-size:20px;margin:0 0 16px">${SHOP}</h1>
<p>Namaste ${escapeHtml(first.name)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><strong>Order number: ${escapeHtml(number)}</strong></p>
<table role="presentation" style="width:100%;border-collapse:collapse">
<tbody>
${rows
  .map(
    (row) => `<tr>
<td style="${cell};width:88px">${row.cid ? `<img src="cid:${row.cid}" alt="${escapeHtml(`${row.item.name} in ${row.item.color}`)}" width="80" style="display:block;border-radius:4px">` : ''}</td>
<td style="${cell}"><strong>${escapeHtml(row.item.name)}</strong><br>${escapeHtml(row.detail)}<br><span style="color:#555;font-size:13px">Tracking id ${escapeHtml(row.trackingId)}</span></td>
<td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(row.amount)}</td>
</tr>`,
  )
  .join('\n')}
</tbody>
</table>
<ul>${amountLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}<li>${escapeHtml(`Delivery to: ${address}`)}</li></ul>
<p><a href="${escapeHtml(href)}" style="color:#b4361c;font-weight:bold">${escapeHtml(linkLabel)}</a></p>
<p style="color:#555;font-size:13px">${SHOP}, Bhopal, Madhya Pradesh</p>
</div>
</body>
</html>`;
  return { subject, text, html, inlineImages };
}

/**
 * Queues the mails of some orders (in the caller's transaction) to the address of the account
 * that placed them, which sign-up verified with its one-time code: one mail per checkout (its
 * orders share a checkout number), listing every line. The e-mail typed at checkout is only a
 * contact kept on the order: mailing it would let anyone send the shop's mail, with their own
 * text in it, to any address.
 */
export async function queueOrderMails(
  tx: Tx,
  placed: OrderRow | OrderRow[],
  mailFor: (facts: MailFacts) => OrderMail,
  shopUrl = '',
  options: { attachInvoices?: boolean } = {},
): Promise<void> {
  const rows = Array.isArray(placed) ? placed : [placed];
  if (rows.length === 0) return;
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((order) => order.userId))]));
  const addressOf = new Map(accounts.map((account) => [account.id, account.email]));
  const items = await mailItems(tx, rows);
  const checkouts = new Map<string, OrderRow[]>();
  for (const order of rows) {
    const key = `${order.userId}|${order.checkoutNumber ?? order.trackingId}`;
    checkouts.set(key, [...(checkouts.get(key) ?? []), order]);
  }
  const invoiceOf = new Map<string, { id: string; number: string }>();
  if (options.attachInvoices) {
    const numbers = [...new Set(rows.map((order) => order.checkoutNumber ?? order.trackingId))];
    const issued = await tx
      .select({ id: invoices.id, number: invoices.number, checkoutNumber: invoices.checkoutNumber })
      .from(invoices)
      .where(and(eq(invoices.kind, 'invoice'), inArray(invoices.checkoutNumber, numbers)));
    for (const invoice of issued) invoiceOf.set(invoice.checkoutNumber, invoice);
  }
  await queueMail(
    tx,
    [...checkouts.values()].flatMap((group) => {
      const to = addressOf.get(group[0]!.userId);
      const invoice = invoiceOf.get(group[0]!.checkoutNumber ?? group[0]!.trackingId);
      const mail = mailFor({ orders: group, items, shopUrl, ...(invoice ? { invoiceNumber: invoice.number } : {}) });
      return to ? [{ to, ...mail, ...(invoice ? { invoiceId: invoice.id } : {}) }] : [];
    }),
  );
}

const numberOf = (facts: MailFacts) => facts.orders[0]!.checkoutNumber ?? facts.orders[0]!.trackingId;
const totalOf = (facts: MailFacts) => exactInr(facts.orders.reduce((sum, order) => sum + order.totalPaise, 0));

export function orderPlacedMail(facts: MailFacts): OrderMail {
  const cod = facts.orders[0]!.paymentMethod === 'cod';
  const how = cod ? `Please keep ${totalOf(facts)} ready to pay on delivery.` : `We have received your payment of ${totalOf(facts)}.`;
  const invoice = facts.invoiceNumber ? [`Your tax invoice ${facts.invoiceNumber} is attached (PDF).`] : [];
  return orderMail(
    facts,
    `Order placed: ${numberOf(facts)}`,
    ['Thank you for your order. It is being processed and should reach you within 7 days.', how, ...invoice],
    `/user-orders?placed=${encodeURIComponent(numberOf(facts))}`,
  );
}

export function orderCancelledMail(facts: MailFacts): OrderMail {
  const order = facts.orders[0]!;
  const refund = order.paymentStatus === 'Refund pending' ? [`Your refund of ${totalOf(facts)} has been started; it reaches your account in 5-7 business days.`] : [];
  return orderMail(facts, `Order cancelled: ${order.trackingId}`, ['Your order has been cancelled.', ...refund], '/user-orders');
}

const STATUS_LINES: Partial<Record<OrderStatus, string>> = {
  Shipped: 'Good news: your order has been shipped.',
  Delivered: 'Your order has been delivered. You can return it within 7 days if it is not right.',
  'Return requested': 'We have your return request and will pick up the order soon.',
  Returned: 'We have received your returned order.',
  Refunded: 'Your refund has been made; it reaches your account in 5-7 business days.',
  Processing: 'Your order is being processed.',
};

export function orderStatusMail(facts: MailFacts): OrderMail {
  const order = facts.orders[0]!;
  return orderMail(facts, `Order ${order.status.toLowerCase()}: ${order.trackingId}`, [STATUS_LINES[order.status] ?? `Your order is now ${order.status}.`], '/user-orders');
}
