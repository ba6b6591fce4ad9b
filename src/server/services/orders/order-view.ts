import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs, orders, productVariants, products } from '../../db/schema';
import type { components } from '../../../api/schema.gen';
import { paiseToRupees } from '../../../shared/money';
import type { GarmentType } from '../../../shared/catalogue-options';
import { ESTIMATED_DELIVERY_DAYS } from '../../../shared/order-states';
import { latestReturns, type ReturnView } from '../returns/order-returns';
import { documentNumbersOf } from '../invoices/invoice-access';
import { shopperRefundViews, type ShopperRefundView } from '../refunds/refund-views';
import { shipmentViews, type ShipmentView } from '../shipments/shipment-views';
import { orderLineColumns, orderLineName } from './order-lines';
import { CANCELLABLE, canReturn } from './order-rules';
import type { OrderRow } from './place-order';

export type OrderView = components['schemas']['Order'];

type DocumentNumbers = { invoiceNumber: string | null; creditNoteNumber: string | null };
const NO_DOCUMENTS: DocumentNumbers = { invoiceNumber: null, creditNoteNumber: null };

const DAY_MS = 24 * 3600 * 1000;

interface Joined {
  productName: string | null;
  color: string | null;
  images: string[] | null;
  designGarment: GarmentType | null;
  designColor: string | null;
  design: { id: string; previewFront: string | null; previewBack: string | null } | null;
}

/** A custom design's colour and previews in the places the Orders screen reads a product's. */
function designAsProduct(joined: Joined, design: NonNullable<Joined['design']>): { color: string; images: string[] } {
  return { color: joined.designColor ?? '', images: [design.previewFront, design.previewBack].filter((key): key is string => key !== null) };
}

const NO_REFUND: ShopperRefundView = { refund: null, refundBankAccount: null, bankDetailsWanted: false };

function toView(row: OrderRow, joined: Joined, now: Date, returnRequest: ReturnView | null, documents: DocumentNumbers, refund: ShopperRefundView, shipment: ShipmentView | null): OrderView {
  const product = joined.design ? designAsProduct(joined, joined.design) : joined;
  return {
    _id: row.id,
    trackingId: row.trackingId,
    checkoutNumber: row.checkoutNumber ?? row.trackingId,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    totalAmount: paiseToRupees(row.totalPaise),
    deliveryCharge: paiseToRupees(row.deliveryPaise),
    codFee: paiseToRupees(row.codFeePaise),
    codConfirmBy: row.codConfirmBy ? row.codConfirmBy.toISOString() : null,
    deliveryAddress: row.deliveryAddress,
    pincode: row.pincode,
    city: row.city,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    estimatedDelivery: new Date(row.createdAt.getTime() + ESTIMATED_DELIVERY_DAYS * DAY_MS).toISOString(),
    promisedDelivery: row.promisedDeliveryOn,
    shipment,
    deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
    canCancel: CANCELLABLE.includes(row.status),
    canReturn: canReturn(row.status, row.deliveredAt, now),
    returnRequest,
    ...refund,
    invoiceNumber: documents.invoiceNumber,
    creditNoteNumber: documents.creditNoteNumber,
    product: {
      productId: row.productId,
      name: orderLineName({ designId: row.designId, productName: joined.productName, designGarment: joined.designGarment }),
      size: row.size,
      quantity: row.quantity,
      price: paiseToRupees(row.unitPricePaise),
      variantDetails: { color: product.color ?? '', images: product.images ?? [] },
    },
    design: joined.design ? { _id: joined.design.id, previewFront: joined.design.previewFront, previewBack: joined.design.previewBack } : null,
  };
}

async function selectViews(db: Db, where: SQL | undefined): Promise<OrderView[]> {
  const rows = await db
    .select({
      order: orders,
      ...orderLineColumns,
      design: { id: designs.id, previewFront: designs.previewFront, previewBack: designs.previewBack },
    })
    .from(orders)
    .leftJoin(products, eq(products.id, orders.productId))
    .leftJoin(productVariants, eq(productVariants.id, orders.variantId))
    .leftJoin(designs, eq(designs.id, orders.designId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const now = new Date();
  const returns = await latestReturns(db, rows.map((row) => row.order.id));
  const documents = await documentNumbersOf(db, rows.map((row) => row.order));
  const refunds = await shopperRefundViews(db, rows.map((row) => row.order));
  const shipments = await shipmentViews(db, rows.map((row) => row.order.id));
  return rows.map((row) =>
    toView(row.order, row, now, returns.get(row.order.id) ?? null, documents.get(row.order.id) ?? NO_DOCUMENTS, refunds.get(row.order.id) ?? NO_REFUND, shipments.get(row.order.id) ?? null),
  );
}

/** The user's orders, newest first, with everything the Orders screen shows. */
export function listOrderViews(db: Db, userId: string): Promise<OrderView[]> {
  return selectViews(db, eq(orders.userId, userId));
}

/** One order as the shopper sees it, or null when it is not theirs. */
export async function orderView(db: Db, orderId: string, userId?: string): Promise<OrderView | null> {
  const [view] = await selectViews(db, userId ? and(eq(orders.id, orderId), eq(orders.userId, userId)) : eq(orders.id, orderId));
  return view ?? null;
}
