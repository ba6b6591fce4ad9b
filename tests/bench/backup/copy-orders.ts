import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { invoiceCounters, invoices, mailQueue, orders, orderStatusMoves, variantSizes } from '../../../src/server/db/schema';
import { documentNumber } from '../../../src/server/services/invoices/numbering';
import { newTrackingId } from '../../../src/server/services/orders/tracking-id';

type Order = typeof orders.$inferSelect;
type Invoice = typeof invoices.$inferSelect;
type Mail = typeof mailQueue.$inferSelect;
type Move = typeof orderStatusMoves.$inferSelect;

/** One COD order the service placed, with every row its placing wrote beside it. */
interface Placed {
  order: Order;
  move: Move;
  invoice: Invoice;
  mail: Mail;
}

/** Rows written per statement: a few statements per batch, where the service takes some twenty per order. */
const BATCH = 500;

/** The service's COD orders with their status move, tax invoice and order mail (exactly one each, as a Buy Now writes). */
async function placedOrders(db: Db, ids: string[]): Promise<Placed[]> {
  const rows = await db.select().from(orders).where(inArray(orders.id, ids));
  const moves = await db.select().from(orderStatusMoves).where(inArray(orderStatusMoves.orderId, ids));
  const bills = await db.select().from(invoices).where(inArray(invoices.checkoutNumber, rows.map((row) => row.trackingId)));
  const mails = await db.select().from(mailQueue).where(inArray(mailQueue.invoiceId, bills.map((bill) => bill.id)));
  return rows.map((order) => {
    const move = moves.find((row) => row.orderId === order.id);
    const invoice = bills.find((row) => row.checkoutNumber === order.trackingId);
    const mail = mails.find((row) => row.invoiceId === invoice?.id);
    if (!move || !invoice || !mail || moves.filter((row) => row.orderId === order.id).length !== 1) throw new Error(`order ${order.trackingId} did not write one status move, invoice and mail`);
    return { order, move, invoice, mail };
  });
}

/** Text of the model order with its identifiers (order id, tracking id, invoice number) swapped for the copy's. */
const swap = (text: string, from: Placed, order: Order, number: string) =>
  text.replaceAll(from.order.trackingId, order.trackingId).replaceAll(from.invoice.number, number).replaceAll(from.order.id, order.id);

/** One batch of copies, in one transaction: numbers taken from the invoice counter, stock taken per colour and size. */
async function copyBatch(db: Db, models: Placed[]): Promise<void> {
  await db.transaction(async (tx) => {
    const { financialYear } = models[0]!.invoice;
    const [counter] = await tx
      .update(invoiceCounters)
      .set({ lastNumber: sql`${invoiceCounters.lastNumber} + ${models.length}` })
      .where(and(eq(invoiceCounters.series, 'invoice'), eq(invoiceCounters.financialYear, financialYear)))
      .returning({ lastNumber: invoiceCounters.lastNumber });
    const firstSerial = counter!.lastNumber - models.length + 1;
    const now = new Date();
    const copies = models.map((model, index) => {
      const trackingId = newTrackingId(now);
      const order: Order = { ...model.order, id: randomUUID(), trackingId, checkoutNumber: trackingId, createdAt: now, updatedAt: now };
      const number = documentNumber('invoice', financialYear, firstSerial + index);
      const invoice: Invoice = {
        ...model.invoice,
        id: randomUUID(),
        number,
        issuedAt: now,
        checkoutNumber: trackingId,
        lines: model.invoice.lines.map((line) => ({ ...line, trackingId })),
      };
      const { id: _mailId, ...mail } = model.mail;
      const { id: _moveId, ...move } = model.move;
      return {
        order,
        invoice,
        move: { ...move, orderId: order.id, createdAt: now },
        mail: { ...mail, invoiceId: invoice.id, subject: swap(mail.subject, model, order, number), textBody: swap(mail.textBody, model, order, number), htmlBody: swap(mail.htmlBody, model, order, number), createdAt: now, nextAttemptAt: now },
      };
    });
    await tx.insert(orders).values(copies.map((copy) => copy.order));
    await tx.insert(orderStatusMoves).values(copies.map((copy) => copy.move));
    await tx.insert(invoices).values(copies.map((copy) => copy.invoice));
    await tx.insert(mailQueue).values(copies.map((copy) => copy.mail));
    const taken = new Map<string, { variantId: string; size: Order['size']; units: number }>();
    for (const { order } of copies) {
      const key = `${order.variantId}:${order.size}`;
      const shelf = taken.get(key) ?? { variantId: order.variantId!, size: order.size, units: 0 };
      shelf.units += order.quantity;
      taken.set(key, shelf);
    }
    for (const { variantId, size, units } of taken.values()) {
      await tx
        .update(variantSizes)
        .set({ stock: sql`${variantSizes.stock} - ${units}` })
        .where(and(eq(variantSizes.variantId, variantId), eq(variantSizes.size, size)));
    }
  });
}

/**
 * Adds `count` orders copied from the COD orders `modelIds` (placed by the order service), in
 * turn, each with every row the service wrote for its model: the order (same shopper, line,
 * amounts and delivery details), its status move, its tax invoice and its order mail, under the
 * copy's own id, tracking id and next invoice number (from the same counter, so the series has
 * no gap), and the same units taken off the shelf. Only those identifiers and the times differ.
 */
export async function copyOrders(db: Db, modelIds: string[], count: number): Promise<void> {
  const models = await placedOrders(db, modelIds);
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    await copyBatch(db, Array.from({ length: size }, (_, k) => models[(done + k) % models.length]!));
  }
}
