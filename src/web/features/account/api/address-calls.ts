import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../../api/client';
import { liveQuery } from '../../../../api/query';
import { queryKeys } from '../../../../api/query-keys';
import type { components } from '../../../../api/schema.gen';

export type SavedAddress = components['schemas']['SavedAddress'];
export type AddressInput = components['schemas']['AddressInput'];

/** GET /account/addresses: the default first. */
export const addressesQuery = queryOptions({
  queryKey: queryKeys.account.addresses,
  queryFn: ({ signal }) => unwrap(api.GET('/account/addresses', { signal })),
  ...liveQuery,
});

export function addAddress(body: AddressInput) {
  return unwrap(api.POST('/account/addresses', { body }));
}

export function updateAddress(addressId: string, body: AddressInput) {
  return unwrap(api.PUT('/account/addresses/{addressId}', { params: { path: { addressId } }, body }));
}

export function deleteAddress(addressId: string) {
  return unwrap(api.DELETE('/account/addresses/{addressId}', { params: { path: { addressId } } }));
}

export function makeDefaultAddress(addressId: string) {
  return unwrap(api.POST('/account/addresses/{addressId}/default', { params: { path: { addressId } } }));
}
