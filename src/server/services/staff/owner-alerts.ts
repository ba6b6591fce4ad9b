import { queueMail, type Tx } from '../mail-queue/queue';
import { mailItems } from '../orders/order-mail';
import type { OrderRow } from '../orders/place-order';
import { exactInr } from '../orders/pricing';
import { shortOrderId } from '../../../shared/owner-rules';
import { alertEmails } from './alert-settings';
import { ownerMail } from './owner-mail';

/** What the owner is told of as it happens. */
export type OwnerAlertKind = 'placed' | 'payment-failed' | 'cancelled' | 'return-requested';

const HEADLINES: Record<OwnerAlertKind, (number: string, amount: string) => { subject: string; intro: string }> = {
  placed: (number, amount) => ({ subject: `New order ${number}: ${amount}`, intro: `A new order came in for ${amount}.` }),
  'payment-failed': (number, amount) => ({ subject: `Payment failed: ${number}`, intro: `An online payment of ${amount} did not go through; its orders are cancelled and their units are back on the shelf.` }),
  cancelled: (number, amount) => ({ subject: `Order cancelled: ${number}`, intro: `An order of ${amount} was cancelled.` }),
  'return-requested': (number, amount) => ({ subject: `Return requested: ${number}`, intro: `The shopper asked to return an order of ${amount}. Accept or refuse it on the orders screen.` }),
};

/**
 * Queues the owner's alert about some orders (one checkout's, or one order) to every address on
 * the staff list, in the caller's transaction: the alert is kept exactly when the change is, and
 * the mail queue sends it. No list, no mail.
 */
export async function queueOwnerAlert(tx: Tx, kind: OwnerAlertKind, rows: OrderRow[], shopUrl = ''): Promise<void> {
  if (rows.length === 0) return;
  const to = await alertEmails(tx);
  if (to.length === 0) return;
  const items = await mailItems(tx, rows);
  const first = rows[0]!;
  const number = first.checkoutNumber ?? first.trackingId;
  const amount = exactInr(rows.reduce((sum, order) => sum + order.totalPaise, 0));
  const { subject, intro } = HEADLINES[kind](number, amount);
  const lines = rows.map((order) => {
    const item = items.get(order.id) ?? { name: 'Product', color: '' };
    return `${shortOrderId(order.id)} ${item.name}${item.color ? `, ${item.color}` : ''}, size ${order.size} x ${order.quantity}: ${exactInr(order.totalPaise)} (${order.status}, ${order.paymentStatus})`;
  });
  const mail = ownerMail(
    subject,
    intro,
    [
      { heading: 'Items', lines },
      { heading: 'Shopper', lines: [`${first.name}, ${first.phoneNumber}, ${first.email}`, `${first.deliveryAddress}, ${first.city}, ${first.state} ${first.pincode}`] },
      { heading: 'Payment', lines: [`${first.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online'}: ${first.paymentStatus}`, `Amount: ${amount}`] },
    ],
    { href: `${shopUrl}/admin?view=order&id=${first.id}`, label: 'Open the order' },
  );
  await queueMail(tx, to.map((address) => ({ to: address, ...mail })));
}
