import type { DocumentStore } from '../adapters/storage/store';
import type { Db } from '../db/client';
import type { CatalogueCache } from '../services/catalogue/cache';
import { decideReturn } from '../services/returns/order-returns';
import { RETURN_MESSAGES } from '../../shared/return-rules';
import type { OrdersContext } from '../services/orders/orders-context';
import { listStaffOrders } from '../services/staff/staff-orders';
import { orderPrintFile } from '../services/staff/staff-print-files';
import type { RenderPool } from '../services/designs/render-pool';
import { SETTINGS_MESSAGES, deliveryRule, saveDeliveryRule } from '../services/settings/shop-settings';
import { paiseToRupees, rupeesToPaise } from '../../shared/money';
import type { DeliveryRule } from '../../shared/delivery-charge';
import { clientGone } from './client-gone';
import { COD_SETTINGS_MESSAGES, codRules, saveCodRules } from '../services/cod/cod-settings';
import { codRulesFromApi, codRulesToApi } from '../services/cod/cod-rules-api';
import { envelope, sendJson, sessionHandler, type Handlers } from './handler';
import { staffDashboardHandlers } from './staff-dashboard';
import { staffStudioHandlers } from './staff-studio';
import { staffVideoHandlers } from './staff-video';
import { staffOwnerHandlers } from './staff-owner';
import { staffMove } from '../services/staff/staff-moves';
import { sendDownload } from './download';

const noStore = 'no-store';

/** The rule as the API shows it: whole rupees. */
const ruleInRupees = (rule: DeliveryRule) => ({ freeDeliveryFrom: paiseToRupees(rule.freeDeliveryFromPaise), deliveryCharge: paiseToRupees(rule.deliveryChargePaise) });

/**
 * Staff's order list and the moves on it, plus the home video and the studio's
 * garments and graphics (their own files). The contract's `staff` scheme has checked the caller.
 */
export function staffHandlers(deps: { db: Db; store: DocumentStore; cache: CatalogueCache; orders: OrdersContext; renders: RenderPool }) {
  return {
    ...staffVideoHandlers(deps),
    ...staffStudioHandlers(deps),
    ...staffDashboardHandlers(deps),
    ...staffOwnerHandlers(deps),
    async staffListOrders(request, reply) {
      const { q, status, paymentStatus, from, to, design, trackingId, page, limit } = request.query;
      const data = await listStaffOrders(deps.db, { q, status, paymentStatus, from, to, design, trackingId, page, limit });
      return sendJson(reply.header('cache-control', noStore), envelope(data));
    },
    async staffGetDeliveryRule(_request, reply) {
      return sendJson(reply.header('cache-control', noStore), envelope(ruleInRupees(await deliveryRule(deps.db))));
    },
    staffSetDeliveryRule: sessionHandler(async (request, reply) => {
      const { freeDeliveryFrom, deliveryCharge } = request.body;
      const saved = await saveDeliveryRule(deps.db, { freeDeliveryFromPaise: rupeesToPaise(freeDeliveryFrom), deliveryChargePaise: rupeesToPaise(deliveryCharge) });
      return sendJson(reply, envelope(ruleInRupees(saved), SETTINGS_MESSAGES.saved));
    }),
    async staffGetCodRules(_request, reply) {
      return sendJson(reply.header('cache-control', noStore), envelope(codRulesToApi(await codRules(deps.db))));
    },
    staffSetCodRules: sessionHandler(async (request, reply) => {
      const saved = await saveCodRules(deps.db, codRulesFromApi(request.body));
      return sendJson(reply, envelope(codRulesToApi(saved), COD_SETTINGS_MESSAGES.saved));
    }),
    async staffOrderPrintFile(request, reply) {
      const { orderId, side } = request.params;
      const { png, trackingId } = await orderPrintFile(deps, orderId, side, clientGone(reply));
      return sendDownload(reply, `order-${trackingId}-${side}-300dpi.png`, png);
    },
    staffMoveOrder: sessionHandler(async (request, reply) => {
      const moved = await staffMove(deps.orders, request.user.id, request.params.orderId, request.body.status);
      return sendJson(reply, envelope({ status: moved.status, paymentStatus: moved.paymentStatus }, `Order ${moved.trackingId} is now ${moved.status}. The shopper has been mailed.`));
    }),
    staffDecideReturn: sessionHandler(async (request, reply) => {
      const { decision, reason } = request.body;
      const moved = await decideReturn(deps.orders, request.user.id, request.params.orderId.toLowerCase(), decision === 'accept' ? { decision } : { decision, reason });
      return sendJson(reply, envelope({ status: moved.status, paymentStatus: moved.paymentStatus }, decision === 'accept' ? RETURN_MESSAGES.accepted : RETURN_MESSAGES.refused));
    }),
  } satisfies Partial<Handlers>;
}
