import type { DocumentStore } from '../adapters/storage/store';
import type { Db } from '../db/client';
import type { CatalogueCache } from '../services/catalogue/cache';
import { changeOrderStatus } from '../services/orders/change-status';
import type { OrdersContext } from '../services/orders/orders-context';
import { listStaffOrders } from '../services/staff/staff-orders';
import { orderPrintFile } from '../services/staff/staff-print-files';
import type { RenderPool } from '../services/designs/render-pool';
import { clientGone } from './client-gone';
import { listStaffProducts, setProductHidden, setStock, updateProductDetails, type ProductDetailsEdit } from '../services/staff/staff-products';
import type { ShopSize } from '../../shared/catalogue-options';
import type { OrderStatus } from '../../shared/order-states';
import { envelope, sendJson, type Handlers, type PathOf, type QueryOf } from './handler';
import { staffStudioHandlers } from './staff-studio';
import { staffVideoHandlers } from './staff-video';

const noStore = 'no-store';

/**
 * Staff's product and order lists and the moves on them, plus the home video and the studio's
 * garments and graphics (their own files). The contract's `staff` scheme has checked the caller.
 */
export function staffHandlers(deps: { db: Db; store: DocumentStore; cache: CatalogueCache; orders: OrdersContext; renders: RenderPool }): Handlers {
  return {
    ...staffVideoHandlers(deps),
    ...staffStudioHandlers(deps),
    async staffListProducts(request, reply) {
      const { query, page, limit } = request.query as QueryOf<'staffListProducts'>;
      const data = await listStaffProducts(deps.db, { query, page, limit });
      return sendJson(reply.header('cache-control', noStore), envelope(data));
    },
    async staffUpdateProduct(request, reply) {
      const { productId } = request.params as PathOf<'staffUpdateProduct'>;
      const { hidden } = request.body as { hidden: boolean };
      await setProductHidden(deps, productId, hidden);
      return sendJson(reply, envelope(null, hidden ? 'The product is hidden from the shop.' : 'The product is shown in the shop again.'));
    },
    async staffEditProduct(request, reply) {
      const { productId } = request.params as PathOf<'staffEditProduct'>;
      await updateProductDetails(deps, productId, request.body as ProductDetailsEdit);
      return sendJson(reply, envelope(null, 'Product details saved.'));
    },
    async staffSetStock(request, reply) {
      const { productId } = request.params as PathOf<'staffSetStock'>;
      const body = request.body as { variantId: string; size: ShopSize; stock: number };
      await setStock(deps, productId, body);
      return sendJson(reply, envelope(null, `Stock of ${body.size} set to ${body.stock}.`));
    },
    async staffListOrders(request, reply) {
      const { status, trackingId, page, limit } = request.query as QueryOf<'staffListOrders'>;
      const data = await listStaffOrders(deps.db, { status, trackingId, page, limit });
      return sendJson(reply.header('cache-control', noStore), envelope(data));
    },
    async staffOrderPrintFile(request, reply) {
      const { orderId, side } = request.params as PathOf<'staffOrderPrintFile'>;
      const { png, trackingId } = await orderPrintFile(deps, orderId, side, clientGone(reply));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="order-${trackingId}-${side}-300dpi.png"`)
        .type('image/png')
        .send(png);
    },
    async staffMoveOrder(request, reply) {
      const { orderId } = request.params as PathOf<'staffMoveOrder'>;
      const { status } = request.body as { status: OrderStatus };
      const moved = await changeOrderStatus(deps.orders, orderId, status, { kind: 'staff', userId: request.user!.id });
      return sendJson(reply, envelope({ status: moved.status, paymentStatus: moved.paymentStatus }, `Order ${moved.trackingId} is now ${moved.status}. The shopper has been mailed.`));
    },
  };
}
