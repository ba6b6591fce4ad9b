import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs, orders, productVariants, products } from '../../db/schema';
import { deliveryAddressLine } from '../../../shared/address-line';
import { paiseToRupees } from '../../../shared/money';
import type { OrderStatus } from '../../../shared/order-states';
import { NEXT_STATUSES } from '../orders/order-rules';
import { latestReturns } from '../returns/order-returns';
import { documentNumbersOf } from '../invoices/invoice-access';
import { staffRefundViews } from '../refunds/refund-views';
import { shipmentViews, type ShipmentView } from '../shipments/shipment-views';

/** What the staff list shows of a parcel (its label is a download of its own). */
const shipmentSummary = (view: ShipmentView | undefined) => (view ? { awb: view.awb, courier: view.courier, state: view.state } : null);

/** Orders as staff see them: newest first, filtered by status, or found by tracking id. */
export async function listStaffOrders(db: Db, filter: { status?: OrderStatus | undefined; trackingId?: string | undefined; page: number; limit: number }) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  // A checkout number is its first order's tracking id: searching it lists the whole purchase.
  const wanted = filter.trackingId?.trim().toUpperCase();
  if (wanted) conditions.push(or(eq(orders.trackingId, wanted), eq(orders.checkoutNumber, wanted))!);
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select({
      order: orders,
      productName: products.name,
      color: productVariants.color,
      images: productVariants.images,
      previewFront: designs.previewFront,
      previewBack: designs.previewBack,
      designColor: sql<string | null>`${designs.document}->>'color'`,
    })
    .from(orders)
    .leftJoin(designs, eq(designs.id, orders.designId))
    .leftJoin(products, eq(products.id, orders.productId))
    .leftJoin(productVariants, eq(productVariants.id, orders.variantId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const returns = await latestReturns(db, rows.map((row) => row.order.id));
  const documents = await documentNumbersOf(db, rows.map((row) => row.order));
  const refunds = await staffRefundViews(db, rows.map((row) => row.order.id));
  const shipments = await shipmentViews(db, rows.map((row) => row.order.id));
  return {
    orders: rows.map(({ order, productName, color, images, previewFront, previewBack, designColor }) => ({
      _id: order.id,
      trackingId: order.trackingId,
      checkoutNumber: order.checkoutNumber ?? order.trackingId,
      status: order.status,
      // An order with a refund of its own becomes Refunded when the refund is made (the refund's buttons), not by a move.
      nextStatuses: NEXT_STATUSES[order.status].filter((next) => next !== 'Refunded' || !refunds.has(order.id)),
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      totalAmount: paiseToRupees(order.totalPaise),
      deliveryCharge: paiseToRupees(order.deliveryPaise),
      createdAt: order.createdAt.toISOString(),
      customer: { name: order.name, email: order.email, phoneNumber: order.phoneNumber },
      deliveryAddress: `${deliveryAddressLine(order.deliveryAddress, order.city, order.state)} ${order.pincode}`,
      product: { name: productName ?? (order.designId ? 'Custom design' : ''), color: color ?? designColor ?? '', image: images?.[0] ?? previewFront ?? null, size: order.size, quantity: order.quantity },
      design: order.designId ? { _id: order.designId, previewFront: previewFront ?? null, previewBack: previewBack ?? null } : null,
      returnRequest: returns.get(order.id) ?? null,
      invoiceNumber: documents.get(order.id)?.invoiceNumber ?? null,
      creditNoteNumber: documents.get(order.id)?.creditNoteNumber ?? null,
      refund: refunds.get(order.id) ?? null,
      shipment: shipmentSummary(shipments.get(order.id)),
    })),
    totalCount: total?.n ?? 0,
    page: filter.page,
    limit: filter.limit,
  };
}
