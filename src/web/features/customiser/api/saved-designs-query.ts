import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../../api/client';
import { ApiError } from '../../../../api/errors';
import { liveQuery } from '../../../../api/query';
import type { components } from '../../../../api/schema.gen';
import { queryKeys } from '../../../../api/query-keys';

export type SavedDesignSummary = components['schemas']['SavedDesign'];

/** The signed-in shopper's saved designs; an empty list for a visitor (401 is not an error here). */
export const savedDesignsQuery = queryOptions({
  queryKey: queryKeys.designs.mine,
  ...liveQuery,
  queryFn: async ({ signal }): Promise<SavedDesignSummary[]> => {
    try {
      return await unwrap(api.GET('/designs', { signal }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return [];
      throw error;
    }
  },
});

/** One saved design of the signed-in shopper (GET /designs/{id}): the cart's 'Edit design' opens it. */
export const savedDesignQuery = (designId: string) =>
  queryOptions({
    queryKey: queryKeys.designs.one(designId),
    ...liveQuery,
    retry: false,
    queryFn: ({ signal }): Promise<SavedDesignSummary> => unwrap(api.GET('/designs/{designId}', { params: { path: { designId } }, signal })),
  });
