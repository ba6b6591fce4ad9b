import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../../api/client';
import { ApiError } from '../../../../api/errors';
import type { ShopUser } from '../../../stores/auth-atoms';
import { queryKeys } from '../../../../api/query-keys';

/**
 * GET /auth/verify: the signed-in user, or null when there is no session (the server's 401 is
 * an answer here, not a failure, so it is cached like one and never retried).
 */
export function currentUserQuery() {
  return queryOptions({
    queryKey: queryKeys.auth.currentUser,
    queryFn: async ({ signal }): Promise<ShopUser | null> => {
      try {
        const { user } = await unwrap(api.GET('/auth/verify', { signal }));
        return user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}
