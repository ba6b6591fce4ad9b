import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../../api/client';
import { liveQuery } from '../../../../api/query';
import { queryKeys } from '../../../../api/query-keys';
import type { components } from '../../../../api/schema.gen';

export type SavedAddress = components['schemas']['SavedAddress'];
export type AddressInput = components['schemas']['AddressInput'];

/** The shopper's saved addresses, the default first (same key as the Addresses screen). */
export const savedAddressesQuery = queryOptions({
  queryKey: queryKeys.account.addresses,
  queryFn: ({ signal }) => unwrap(api.GET('/account/addresses', { signal })),
  ...liveQuery,
});

/** 'Save this address to my account' at checkout. */
export function saveCheckoutAddress(body: AddressInput) {
  return unwrap(api.POST('/account/addresses', { body }));
}
