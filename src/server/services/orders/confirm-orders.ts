import { queueOwnerAlert } from '../staff/owner-alerts';
import { issueInvoices } from '../invoices/issue-invoice';
import { orderPlacedMail, queueOrderMails } from './order-mail';
import { sellerOf, type OrdersContext } from './orders-context';
import type { OrderRow } from './place-order';
import type { Tx } from './stock';

/**
 * What confirming orders writes, in the confirming transaction (a COD checkout placed, an
 * online payment recorded as paid): each checkout's tax invoice, numbered now, and the
 * order-placed mail that carries it, and the owner's new-order alert. The orders, their invoice number and the mail commit
 * together or not at all.
 */
export async function recordConfirmation(ctx: Pick<OrdersContext, 'seller' | 'publicUrl'>, tx: Tx, confirmed: OrderRow[]): Promise<void> {
  await issueInvoices(tx, sellerOf(ctx), confirmed);
  await queueOrderMails(tx, confirmed, orderPlacedMail, ctx.publicUrl, { attachInvoices: true });
  await queueOwnerAlert(tx, 'placed', confirmed, ctx.publicUrl);
}
