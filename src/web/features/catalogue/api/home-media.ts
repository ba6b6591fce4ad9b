import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../../api/client';
import type { components } from '../../../../api/schema.gen';
import { queryKeys } from '../../../../api/query-keys';

export type HomeVideo = components['schemas']['Video'];

/**
 * Failures of the home page's banner, video and search calls are only logged (spec section 8):
 * the section stays out of the way instead of showing an error.
 */
export function logFailure(what: string, signal?: AbortSignal) {
  return (error: unknown): never => {
    // A call abandoned on purpose (the screen went away) is not a failure.
    if (!signal?.aborted) console.error(`Could not load ${what}.`, error);
    throw error;
  };
}

/** The home carousel's banners, in order. */
export const bannersQuery = queryOptions({
  queryKey: queryKeys.catalogue.banners,
  queryFn: ({ signal }) => unwrap(api.GET('/banner', { signal })).catch(logFailure('the banners', signal)),
});

/** The home video's mobile and desktop files, or null when the shop has none. */
export const homeVideoQuery = queryOptions({
  queryKey: queryKeys.catalogue.homeVideo,
  // unwrap's type drops null, but the envelope's data is null when the shop has no video.
  queryFn: async ({ signal }): Promise<HomeVideo | null> =>
    (await unwrap(api.GET('/video/get-video', { signal })).catch(logFailure('the home video', signal))) ?? null,
});

/** The blank tees of the design studio: the Customized tile shows one. */
export const studioTeesQuery = queryOptions({
  queryKey: queryKeys.catalogue.studioGarments('tshirt'),
  queryFn: ({ signal }) =>
    unwrap(api.GET('/customized/getImage', { params: { query: { types: 'tshirt' } }, signal })).catch(
      logFailure('the studio garments', signal),
    ),
});
