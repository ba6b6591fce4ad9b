import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_BASE, api, unwrap, unwrapMessage } from '../../../../../api/client';
import { liveQuery } from '../../../../../api/query';
import type { components, operations } from '../../../../../api/schema.gen';
import { queryKeys } from '../../../../../api/query-keys';

type Json<K extends 'staffListOrders'> = operations[K]['responses'][200]['content']['application/json'];
type Query<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;

export type StaffOrderPage = Json<'staffListOrders'>['data'];

export type StaffOrder = StaffOrderPage['orders'][number];

export type OrderStatus = components['schemas']['OrderStatus'];

export const moveOrder = ({ orderId, status }: { orderId: string; status: OrderStatus }) =>
  unwrapMessage(api.POST('/staff/orders/{orderId}/status', { params: { path: { orderId } }, body: { status } }));

/** Accept a return request, or refuse it with the reason the shopper reads. */
export const decideReturn = ({ orderId, decision, reason }: { orderId: string; decision: 'accept' | 'refuse'; reason?: string }) =>
  unwrapMessage(api.POST('/staff/orders/{orderId}/return', { params: { path: { orderId } }, body: decision === 'accept' ? { decision } : { decision, reason: reason ?? '' } }));

export const retryRefund = ({ orderId }: { orderId: string }) => unwrapMessage(api.POST('/staff/orders/{orderId}/refund/retry', { params: { path: { orderId } } }));

export const markRefundPaidOut = ({ orderId, reference }: { orderId: string; reference: string }) =>
  unwrapMessage(api.POST('/staff/orders/{orderId}/refund/payout', { params: { path: { orderId } }, body: { reference } }));

/** 'Create shipment': the courier books the order, the order becomes Shipped (its label is then a download). */
export const createShipment = ({ orderId }: { orderId: string }) => unwrapMessage(api.POST('/staff/orders/{orderId}/shipment', { params: { path: { orderId } } }));

/** 'Create shipment' for every chosen order: how many were shipped, and why each other one was not (named by its tracking id). */
export async function createShipments({ orderIds, trackingIdOf }: { orderIds: string[]; trackingIdOf: (orderId: string) => string }): Promise<string> {
  const { results } = await unwrap(api.POST('/staff/shipments', { body: { orderIds } }));
  const shipped = results.filter((result) => result.shipped).length;
  return [`${shipped} of ${results.length} orders shipped.`, ...results.filter((result) => !result.shipped).map((result) => `${trackingIdOf(result.orderId)}: ${result.message}`)].join(' ');
}

/** What the orders screen narrows by: the search box and the filters, empty meaning any. */
export interface OrderFilter {
  q: string;
  status: OrderStatus | '';
  paymentStatus: NonNullable<Query<'staffListOrders'>['paymentStatus']> | '';
  from: string;
  to: string;
  design: 'any' | 'custom' | 'catalogue';
}

export const NO_FILTER: OrderFilter = { q: '', status: '', paymentStatus: '', from: '', to: '', design: 'any' };

export const STAFF_ORDERS_PAGE = 20;

export function staffOrderListQuery(filter: OrderFilter, page: number) {
  // Only what is set goes in the address and the key.
  const set = Object.fromEntries(Object.entries(filter).filter(([key, value]) => value !== '' && !(key === 'design' && value === 'any'))) as Partial<OrderFilter>;
  return queryOptions({
    queryKey: queryKeys.staff.orders(set as Record<string, string>, page),
    queryFn: ({ signal }) => unwrap(api.GET('/staff/orders', { params: { query: { ...(set as Query<'staffListOrders'>), page, limit: STAFF_ORDERS_PAGE } }, signal })),
    placeholderData: keepPreviousData,
    ...liveQuery,
  });
}

export type StaffOrderDetail = operations['staffGetOrder']['responses'][200]['content']['application/json']['data'];

export const staffOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.staff.order(orderId),
    queryFn: ({ signal }) => unwrap(api.GET('/staff/orders/{orderId}', { params: { path: { orderId } }, signal })),
    ...liveQuery,
  });

export type BulkMoveResult = operations['staffMoveOrders']['responses'][200]['content']['application/json']['data']['results'][number];

export async function moveOrders({ orderIds, status }: { orderIds: string[]; status: OrderStatus }): Promise<BulkMoveResult[]> {
  return (await unwrap(api.POST('/staff/orders/bulk-status', { body: { orderIds, status } }))).results;
}

/** The packing slips of some orders: a plain link, so the browser downloads the PDF itself. */
export const packingSlipsUrl = (orderIds: string[]) => `${API_BASE}/staff/packing-slips?${orderIds.map((id) => `ids=${encodeURIComponent(id)}`).join('&')}`;
