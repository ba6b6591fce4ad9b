import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../../api/client';
import { ApiError } from '../../../../api/errors';

/** The query key of a shared design's public page (its link's slug). */
export const sharedDesignKey = (slug: string) => ['shared-design', slug] as const;

/** GET /shared-designs/{slug}: the design behind a share link (404 once sharing stops). */
export function sharedDesignQuery(slug: string) {
  return queryOptions({
    queryKey: sharedDesignKey(slug),
    queryFn: ({ signal }) => unwrap(api.GET('/shared-designs/{slug}', { params: { path: { slug } }, signal })),
    // A stopped link stays stopped; only a failure of the network or the server is retried.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status !== null && error.status < 500),
    retryOnMount: false,
  });
}

/** Whether a failed load means the link does not (or no longer) work. */
export function isMissingShare(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** POST /shared-designs/{slug}/remix: a copy saved to the signed-in shopper's designs; its id. */
export async function remixSharedDesign(slug: string): Promise<{ id: string; garment: string }> {
  const copy = await unwrap(api.POST('/shared-designs/{slug}/remix', { params: { path: { slug } } }));
  return { id: copy._id, garment: String((copy.document as { garment?: unknown }).garment ?? 'tshirt') };
}
