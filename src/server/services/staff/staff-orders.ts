import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs, orders, productVariants, products } from '../../db/schema';
import { deliveryAddressLine } from '../../../shared/address-line';
import { paiseToRupees } from '../../../shared/money';
import { NEXT_STATUSES } from '../orders/order-rules';
import { latestReturns } from '../returns/order-returns';
import { documentNumbersOf } from '../invoices/invoice-access';
import { staffRefundViews } from '../refunds/refund-views';
import { DomainError } from '../../errors';
import { OWNER_MESSAGES, shortOrderId } from '../../../shared/owner-rules';
import { orderLineColumns, orderLineName } from '../orders/order-lines';
import { statusHistoryOf } from '../orders/status-history';
import { orderConditions, type OrderFilter } from './order-search';
import { shipmentViews, type ShipmentView } from '../shipments/shipment-views';

/** What the staff list shows of a parcel (its label is a download of its own). */
const shipmentSummary = (view: ShipmentView | undefined) => (view ? { awb: view.awb, courier: view.courier, state: view.state } : null);

/** Orders as staff see them, newest first: found by the search box (see order-search.ts) and filtered. */
export async function listStaffOrders(db: Db, filter: OrderFilter & { trackingId?: string | undefined; page: number; limit: number }) {
  // The old tracking-id box is the search box's first meaning: both names are taken.
  const where = orderConditions({ ...filter, q: filter.q ?? filter.trackingId });
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const views = await staffOrderViews(db, where, filter.limit, (filter.page - 1) * filter.limit);
  return { orders: views, totalCount: total?.n ?? 0, page: filter.page, limit: filter.limit };
}

/** One order as the staff order page shows it: the card's facts, its checkout's other orders and its history of moves. */
export async function staffOrderDetail(db: Db, orderId: string) {
  const [view] = await staffOrderViews(db, eq(orders.id, orderId.toLowerCase()), 1, 0);
  if (!view) throw new DomainError('NOT_FOUND', OWNER_MESSAGES.orderNotFound);
  const together = await db.select({ id: orders.id, trackingId: orders.trackingId, status: orders.status }).from(orders).where(eq(orders.checkoutNumber, view.checkoutNumber)).orderBy(orders.createdAt, orders.id);
  return {
    order: view,
    history: await statusHistoryOf(db, view._id),
    checkoutOrders: together.filter((other) => other.id !== view._id).map((other) => ({ _id: other.id, shortId: shortOrderId(other.id), trackingId: other.trackingId, status: other.status })),
  };
}

/** The staff view of the orders that match, newest first. */
async function staffOrderViews(db: Db, where: SQL | undefined, limit: number, offset: number) {
  const rows = await db
    .select({
      order: orders,
      ...orderLineColumns,
      previewFront: designs.previewFront,
      previewBack: designs.previewBack,
    })
    .from(orders)
    .leftJoin(designs, eq(designs.id, orders.designId))
    .leftJoin(products, eq(products.id, orders.productId))
    .leftJoin(productVariants, eq(productVariants.id, orders.variantId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  const returns = await latestReturns(db, rows.map((row) => row.order.id));
  const documents = await documentNumbersOf(db, rows.map((row) => row.order));
  const refunds = await staffRefundViews(db, rows.map((row) => row.order.id));
  const shipments = await shipmentViews(db, rows.map((row) => row.order.id));
  return rows.map(({ order, productName, color, images, previewFront, previewBack, designGarment, designColor }) => ({
      _id: order.id,
      shortId: shortOrderId(order.id),
      trackingId: order.trackingId,
      checkoutNumber: order.checkoutNumber ?? order.trackingId,
      status: order.status,
      // An order with a refund of its own becomes Refunded when the refund is made (the refund's buttons), not by a move.
      nextStatuses: NEXT_STATUSES[order.status].filter((next) => next !== 'Refunded' || !refunds.has(order.id)),
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      totalAmount: paiseToRupees(order.totalPaise),
      deliveryCharge: paiseToRupees(order.deliveryPaise),
      codFee: paiseToRupees(order.codFeePaise),
      createdAt: order.createdAt.toISOString(),
      customer: { name: order.name, email: order.email, phoneNumber: order.phoneNumber, alternativeNumber: order.alternativeNumber },
      discountCode: order.discountCode,
      deliveryAddress: `${deliveryAddressLine(order.deliveryAddress, order.city, order.state)} ${order.pincode}`,
      product: { name: orderLineName({ designId: order.designId, productName, designGarment }), color: color ?? designColor ?? '', image: images?.[0] ?? previewFront ?? null, size: order.size, quantity: order.quantity },
      design: order.designId ? { _id: order.designId, previewFront: previewFront ?? null, previewBack: previewBack ?? null } : null,
      returnRequest: returns.get(order.id) ?? null,
      invoiceNumber: documents.get(order.id)?.invoiceNumber ?? null,
      creditNoteNumber: documents.get(order.id)?.creditNoteNumber ?? null,
      refund: refunds.get(order.id) ?? null,
      shipment: shipmentSummary(shipments.get(order.id)),
    }));
}
