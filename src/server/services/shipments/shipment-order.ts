import type { ShipmentOrder } from '../../adapters/couriers/provider';
import { weightOf } from '../../adapters/couriers/provider';
import type { Db } from '../../db/client';
import { orderLinesOf } from '../orders/order-lines';
import type { OrderRow } from '../orders/place-order';

/** The order as the courier needs it: the item's name, cash to collect (COD not yet paid) and the parcel's weight. */
export async function shipmentOrderOf(db: Pick<Db, 'select'>, order: OrderRow): Promise<ShipmentOrder> {
  const name = (await orderLinesOf(db, [order.id])).get(order.id)?.name ?? 'Product';
  const sku = order.designId ? `DESIGN-${order.designId.slice(0, 8)}-${order.size}` : `${(order.productId ?? '').slice(0, 8)}-${order.size}`;
  return {
    reference: order.trackingId,
    orderedAt: order.createdAt,
    name: order.name,
    phoneNumber: order.phoneNumber,
    email: order.email,
    address: order.deliveryAddress,
    city: order.city,
    state: order.state,
    pincode: order.pincode,
    codAmountPaise: order.paymentStatus === 'COD pending' ? order.totalPaise : 0,
    totalPaise: order.totalPaise,
    item: { name, sku: sku.toUpperCase(), units: order.quantity, unitPricePaise: order.unitPricePaise },
    weightKg: weightOf(order.quantity),
  };
}
