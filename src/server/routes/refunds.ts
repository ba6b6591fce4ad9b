import type { OrdersContext } from '../services/orders/orders-context';
import { saveBankDetails } from '../services/refunds/bank-details';
import { staffRefundViews } from '../services/refunds/refund-views';
import { markRefundPaidOut, retryRefund } from '../services/refunds/staff-refunds';
import { REFUND_MESSAGES } from '../../shared/refund-rules';
import { envelope, sendJson, sessionHandler, type Handlers } from './handler';

/**
 * Refunds: the shopper's bank details for a cash on delivery refund (the session decides whose
 * order it is), and the staff's Retry and 'Mark paid out' (the contract's `staff` scheme has
 * checked the caller).
 */
export function refundHandlers({ orders: ctx }: { orders: OrdersContext }) {
  const staffView = async (orderId: string) => (await staffRefundViews(ctx.db, [orderId])).get(orderId)!;
  return {
    saveRefundBankDetails: sessionHandler(async (request, reply) => {
      const { trackingId, orderId, ...details } = request.body;
      await saveBankDetails(ctx, request.user.id, { trackingId, orderId }, details);
      return sendJson(reply.header('cache-control', 'no-store'), envelope(null, REFUND_MESSAGES.bankDetailsSaved));
    }),
    staffRetryRefund: sessionHandler(async (request, reply) => {
      const { refund, message } = await retryRefund(ctx, request.params.orderId);
      return sendJson(reply.header('cache-control', 'no-store'), envelope(await staffView(refund.orderId), message));
    }),
    staffMarkRefundPaidOut: sessionHandler(async (request, reply) => {
      const paid = await markRefundPaidOut(ctx, request.user.id, request.params.orderId, request.body.reference);
      return sendJson(reply.header('cache-control', 'no-store'), envelope(await staffView(paid.orderId), REFUND_MESSAGES.paidOut));
    }),
  } satisfies Partial<Handlers>;
}
