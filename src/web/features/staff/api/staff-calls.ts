import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapMessage } from '../../../../api/client';
import { liveQuery } from '../../../../api/query';
import type { components, operations } from '../../../../api/schema.gen';
import { queryKeys } from '../../../../api/query-keys';

type Json<K extends 'staffListProducts' | 'staffListOrders'> = operations[K]['responses'][200]['content']['application/json'];

export type StaffProductPage = Json<'staffListProducts'>['data'];
export type StaffProduct = StaffProductPage['products'][number];
export type StaffOrderPage = Json<'staffListOrders'>['data'];
export type StaffOrder = StaffOrderPage['orders'][number];
export type OrderStatus = components['schemas']['OrderStatus'];
export type ShopSize = components['schemas']['Size'];

export const STAFF_PAGE_SIZE = 20;

export function staffProductsQuery(query: string, page: number) {
  return queryOptions({
    queryKey: queryKeys.staff.products(query, page),
    queryFn: ({ signal }) => unwrap(api.GET('/staff/products', { params: { query: { ...(query ? { query } : {}), page, limit: STAFF_PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    ...liveQuery,
  });
}

export const setProductHidden = ({ productId, hidden }: { productId: string; hidden: boolean }) =>
  unwrapMessage(api.PATCH('/staff/products/{productId}', { params: { path: { productId } }, body: { hidden } }));

export const setStock = ({ productId, variantId, size, stock }: { productId: string; variantId: string; size: ShopSize; stock: number }) =>
  unwrapMessage(api.PUT('/staff/products/{productId}/stock', { params: { path: { productId } }, body: { variantId, size, stock } }));

export const moveOrder = ({ orderId, status }: { orderId: string; status: OrderStatus }) =>
  unwrapMessage(api.POST('/staff/orders/{orderId}/status', { params: { path: { orderId } }, body: { status } }));

/** Accept a return request, or refuse it with the reason the shopper reads. */
export const decideReturn = ({ orderId, decision, reason }: { orderId: string; decision: 'accept' | 'refuse'; reason?: string }) =>
  unwrapMessage(api.POST('/staff/orders/{orderId}/return', { params: { path: { orderId } }, body: decision === 'accept' ? { decision } : { decision, reason: reason ?? '' } }));

export const retryRefund = ({ orderId }: { orderId: string }) => unwrapMessage(api.POST('/staff/orders/{orderId}/refund/retry', { params: { path: { orderId } } }));

export const markRefundPaidOut = ({ orderId, reference }: { orderId: string; reference: string }) =>
  unwrapMessage(api.POST('/staff/orders/{orderId}/refund/payout', { params: { path: { orderId } }, body: { reference } }));

export type ProductDetailsEdit = NonNullable<operations['staffEditProduct']['requestBody']>['content']['application/json'];

export const editProduct = ({ productId, edit }: { productId: string; edit: ProductDetailsEdit }) =>
  unwrapMessage(api.PUT('/staff/products/{productId}', { params: { path: { productId } }, body: edit }));

export type StaffBanner = operations['staffListBanners']['responses'][200]['content']['application/json']['data'][number];

export const staffBannersQuery = queryOptions({
  queryKey: queryKeys.staff.banners,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/banners', { signal })),
  ...liveQuery,
});

export const changeBanner = ({ bannerId, change }: { bannerId: string; change: { active?: boolean; move?: 'earlier' | 'later' } }) =>
  unwrapMessage(api.PATCH('/staff/banners/{bannerId}', { params: { path: { bannerId } }, body: change }));

export const deleteBanner = (bannerId: string) => unwrapMessage(api.DELETE('/staff/banners/{bannerId}', { params: { path: { bannerId } } }));

/** The delivery charge rule (whole rupees) the cart and 'Checkout all' charge by. */
export const deliveryRuleQuery = queryOptions({
  queryKey: queryKeys.staff.deliveryRule,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/settings/delivery', { signal })),
  ...liveQuery,
});

export function saveDeliveryRule(rule: { freeDeliveryFrom: number; deliveryCharge: number }): Promise<string> {
  return unwrapMessage(api.PUT('/staff/settings/delivery', { body: rule }));
}

export type CodRules = components['schemas']['CodRules'];

/** GET /staff/settings/cod: the Cash on Delivery rules and the pincodes without COD. */
export const codRulesQuery = queryOptions({
  queryKey: queryKeys.staff.codRules,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/settings/cod', { signal })),
  ...liveQuery,
});

export function saveCodRules(rules: CodRules): Promise<string> {
  return unwrapMessage(api.PUT('/staff/settings/cod', { body: rules }));
}
/** 'Create shipment': the courier books the order, the order becomes Shipped (its label is then a download). */
export const createShipment = ({ orderId }: { orderId: string }) => unwrapMessage(api.POST('/staff/orders/{orderId}/shipment', { params: { path: { orderId } } }));

/** 'Create shipment' for every chosen order: how many were shipped, and why each other one was not (named by its tracking id). */
export async function createShipments({ orderIds, trackingIdOf }: { orderIds: string[]; trackingIdOf: (orderId: string) => string }): Promise<string> {
  const { results } = await unwrap(api.POST('/staff/shipments', { body: { orderIds } }));
  const shipped = results.filter((result) => result.shipped).length;
  return [`${shipped} of ${results.length} orders shipped.`, ...results.filter((result) => !result.shipped).map((result) => `${trackingIdOf(result.orderId)}: ${result.message}`)].join(' ');
}

export type DeliveryDateRules = NonNullable<operations['staffSetDeliveryDates']['requestBody']>['content']['application/json'];

/** The dispatch times, cut-off hour and holidays behind 'Delivery by ...'. */
export const deliveryDatesQuery = queryOptions({
  queryKey: queryKeys.staff.deliveryDates,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/settings/delivery-dates', { signal })),
  ...liveQuery,
});

export const saveDeliveryDates = (rules: DeliveryDateRules) => unwrapMessage(api.PUT('/staff/settings/delivery-dates', { body: rules }));
