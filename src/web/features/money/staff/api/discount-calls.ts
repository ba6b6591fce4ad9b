import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapMessage } from '../../../../../api/client';
import type { components } from '../../../../../api/schema.gen';
import { liveQuery } from '../../../../../api/query';
import { queryKeys } from '../../../../../api/query-keys';

export type StaffDiscountCode = components['schemas']['DiscountCode'];
export type DiscountCodeBody = components['schemas']['DiscountCodeInput'];

/** GET /staff/discount-codes: every code with its uses and the discount it has given. */
export const staffDiscountCodesQuery = queryOptions({
  queryKey: queryKeys.staff.discountCodes,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/discount-codes', { signal })),
  ...liveQuery,
});

/** POST (new) or PUT (an existing code, pausing included); answers the server's message. */
export function saveDiscountCode({ id, body }: { id: string | null; body: DiscountCodeBody }): Promise<string> {
  return id
    ? unwrapMessage(api.PUT('/staff/discount-codes/{codeId}', { params: { path: { codeId: id } }, body }))
    : unwrapMessage(api.POST('/staff/discount-codes', { body }));
}

/** DELETE: a code never used is deleted, a used one ended; the message says which. */
export function deleteDiscountCode(id: string): Promise<string> {
  return unwrapMessage(api.DELETE('/staff/discount-codes/{codeId}', { params: { path: { codeId: id } } }));
}
