import type { Db } from '../db/client';
import type { CatalogueCache } from '../services/catalogue/cache';
import type { OrdersContext } from '../services/orders/orders-context';
import { alertEmails, saveAlertEmails } from '../services/staff/alert-settings';
import { ordersCsv, productsCsv } from '../services/staff/csv-exports';
import { packingSlipsPdf } from '../services/staff/packing-slips';
import { staffMoveMany } from '../services/staff/staff-moves';
import { staffOrderDetail } from '../services/staff/staff-orders';
import { listStaffReviews, moderateReview } from '../services/staff/staff-reviews';
import { setLowStockThreshold, stockAlerts } from '../services/staff/stock-alerts';
import { OWNER_MESSAGES } from '../../shared/owner-rules';
import { envelope, sendJson, sessionHandler, type Handlers } from './handler';
import { sendDownload } from './download';

const noStore = 'no-store';

/**
 * The owner's tools beyond the order list: the order page, bulk moves and packing
 * slips, CSV exports, alert addresses, stock alerts and review moderation. The contract's
 * `staff` scheme has checked the caller.
 */
export function staffOwnerHandlers(deps: { db: Db; cache: CatalogueCache; orders: OrdersContext }) {
  return {
    async staffGetOrder(request, reply) {
      return sendJson(reply.header('cache-control', noStore), envelope(await staffOrderDetail(deps.db, request.params.orderId)));
    },
    staffMoveOrders: sessionHandler(async (request, reply) => {
      const results = await staffMoveMany(deps.orders, request.user.id, request.body.orderIds, request.body.status);
      const moved = results.filter((result) => result.moved).length;
      return sendJson(reply, envelope({ results }, `${moved} of ${results.length} orders moved to ${request.body.status}.`));
    }),
    async staffPackingSlips(request, reply) {
      return sendDownload(reply, `packing-slips-${request.query.ids.length}.pdf`, await packingSlipsPdf(deps.db, request.query.ids));
    },
    async staffExportOrders(request, reply) {
      const { from, to } = request.query;
      // The range is checked before the stream starts, so a bad one is a 400, not a cut-off file.
      return sendDownload(reply, `orders-${from}-to-${to}.csv`, ordersCsv(deps.db, from, to));
    },
    async staffExportProducts(request, reply) {
      const { from, to } = request.query;
      return sendDownload(reply, `products-${from}-to-${to}.csv`, productsCsv(deps.db, from, to));
    },
    async staffGetAlertSettings(_request, reply) {
      return sendJson(reply.header('cache-control', noStore), envelope({ emails: await alertEmails(deps.db) }));
    },
    staffSetAlertSettings: sessionHandler(async (request, reply) => {
      const emails = await saveAlertEmails(deps.db, request.body.emails);
      return sendJson(reply, envelope({ emails }, OWNER_MESSAGES.alertEmailsSaved));
    }),
    async staffStockAlerts(_request, reply) {
      return sendJson(reply.header('cache-control', noStore), envelope(await stockAlerts(deps.db)));
    },
    staffSetLowStockThreshold: sessionHandler(async (request, reply) => {
      await setLowStockThreshold(deps.db, request.params.productId, request.body.threshold);
      return sendJson(reply, envelope(undefined, OWNER_MESSAGES.thresholdSaved));
    }),
    async staffListReviews(request, reply) {
      const { hidden, page, limit } = request.query;
      return sendJson(reply.header('cache-control', noStore), envelope(await listStaffReviews(deps.db, { hidden, page, limit })));
    },
    staffModerateReview: sessionHandler(async (request, reply) => {
      const { productId, message } = await moderateReview(deps.db, request.params.reviewId, request.body);
      // The product page (reviews, average) is cached: drop it so the change shows at once.
      await deps.cache.productsChanged([productId]);
      return sendJson(reply, envelope(undefined, message));
    }),
  } satisfies Partial<Handlers>;
}
