import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapMessage } from '../../../../../api/client';
import { liveQuery } from '../../../../../api/query';
import type { components, operations } from '../../../../../api/schema.gen';
import { queryKeys } from '../../../../../api/query-keys';

type Json<K extends 'staffListProducts'> = operations[K]['responses'][200]['content']['application/json'];

export type StaffProductPage = Json<'staffListProducts'>['data'];

export type StaffProduct = StaffProductPage['products'][number];

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

export type ProductDetailsEdit = NonNullable<operations['staffEditProduct']['requestBody']>['content']['application/json'];

export const editProduct = ({ productId, edit }: { productId: string; edit: ProductDetailsEdit }) =>
  unwrapMessage(api.PUT('/staff/products/{productId}', { params: { path: { productId } }, body: edit }));

export const stockAlertsQuery = queryOptions({
  queryKey: queryKeys.staff.stockAlerts,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/stock-alerts', { signal })),
  ...liveQuery,
});

export const setLowStockThreshold = ({ productId, threshold }: { productId: string; threshold: number }) =>
  unwrapMessage(api.PUT('/staff/products/{productId}/low-stock', { params: { path: { productId } }, body: { threshold } }));
