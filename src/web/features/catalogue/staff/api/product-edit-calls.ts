import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapMessage } from '../../../../../api/client';
import { liveQuery } from '../../../../../api/query';
import type { components } from '../../../../../api/schema.gen';
import { queryKeys } from '../../../../../api/query-keys';
import type { ShopSize } from './product-calls';

/** One product as its edit screen shows it (every photo, retired colours and sizes, whether orders name it). */
export type EditableProduct = components['schemas']['StaffProductEdit'];
export type EditableColour = EditableProduct['variants'][number];
export type ProductDetailsEdit = components['schemas']['ProductDetailsEdit'];

export const editableProductQuery = (productId: string) =>
  queryOptions({
    queryKey: queryKeys.staff.product(productId),
    queryFn: ({ signal }) => unwrap(api.GET('/staff/products/{productId}', { params: { path: { productId } }, signal })),
    ...liveQuery,
  });

export const saveProductDetails = ({ productId, details }: { productId: string; details: ProductDetailsEdit }) =>
  unwrapMessage(api.PUT('/staff/products/{productId}/details', { params: { path: { productId } }, body: details }));

export const deleteProduct = (productId: string) => unwrapMessage(api.DELETE('/staff/products/{productId}', { params: { path: { productId } } }));

export const renameColour = ({ productId, variantId, color }: { productId: string; variantId: string; color: string }) =>
  unwrapMessage(api.PATCH('/staff/products/{productId}/variants/{variantId}', { params: { path: { productId, variantId } }, body: { color } }));

export const bringColourBack = ({ productId, variantId }: { productId: string; variantId: string }) =>
  unwrapMessage(api.PATCH('/staff/products/{productId}/variants/{variantId}', { params: { path: { productId, variantId } }, body: { retired: false } }));

export const removeColour = ({ productId, variantId }: { productId: string; variantId: string }) =>
  unwrapMessage(api.DELETE('/staff/products/{productId}/variants/{variantId}', { params: { path: { productId, variantId } } }));

export const arrangePhotos = ({ productId, variantId, images }: { productId: string; variantId: string; images: string[] }) =>
  unwrapMessage(api.PUT('/staff/products/{productId}/variants/{variantId}/photos', { params: { path: { productId, variantId } }, body: { images } }));

export const removeSize = ({ productId, variantId, size }: { productId: string; variantId: string; size: ShopSize }) =>
  unwrapMessage(api.DELETE('/staff/products/{productId}/variants/{variantId}/sizes/{size}', { params: { path: { productId, variantId, size } } }));
