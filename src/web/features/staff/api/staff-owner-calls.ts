import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_BASE, api, unwrap, unwrapMessage } from '../../../../api/client';
import { liveQuery } from '../../../../api/query';
import type { operations } from '../../../../api/schema.gen';
import { queryKeys } from '../../../../api/query-keys';
import type { OrderStatus } from './staff-calls';

type Query<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;

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

export const alertSettingsQuery = queryOptions({
  queryKey: queryKeys.staff.alertSettings,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/settings/alerts', { signal })),
  ...liveQuery,
});

export const saveAlertEmails = (emails: string[]) => unwrapMessage(api.PUT('/staff/settings/alerts', { body: { emails } }));

export const stockAlertsQuery = queryOptions({
  queryKey: queryKeys.staff.stockAlerts,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/stock-alerts', { signal })),
  ...liveQuery,
});

export const setLowStockThreshold = ({ productId, threshold }: { productId: string; threshold: number }) =>
  unwrapMessage(api.PUT('/staff/products/{productId}/low-stock', { params: { path: { productId } }, body: { threshold } }));

export type StaffReview = operations['staffListReviews']['responses'][200]['content']['application/json']['data']['reviews'][number];

export const staffReviewsQuery = (hidden: '' | 'true' | 'false', page: number) =>
  queryOptions({
    queryKey: queryKeys.staff.reviews(hidden, page),
    queryFn: ({ signal }) => unwrap(api.GET('/staff/reviews', { params: { query: { ...(hidden ? { hidden: hidden === 'true' } : {}), page, limit: 20 } }, signal })),
    placeholderData: keepPreviousData,
    ...liveQuery,
  });

export const moderateReview = ({ reviewId, change }: { reviewId: string; change: { hidden?: boolean; reply?: string } }) =>
  unwrapMessage(api.PATCH('/staff/reviews/{reviewId}', { params: { path: { reviewId } }, body: change }));
