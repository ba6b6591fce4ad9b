import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapMessage } from '../../../../../api/client';
import { liveQuery } from '../../../../../api/query';
import type { components } from '../../../../../api/schema.gen';
import { queryKeys } from '../../../../../api/query-keys';

export type StaffVideo = components['schemas']['StaffVideo'];

/** The home video, or null when the shop has none. */
export const staffVideoQuery = queryOptions({
  queryKey: queryKeys.staff.video,
  // The contract answers null for "no video"; unwrap's type forgets that.
  queryFn: async ({ signal }): Promise<StaffVideo | null> => (await unwrap(api.GET('/staff/video', { signal }))) ?? null,
  ...liveQuery,
});

export const removeVideo = () => unwrapMessage(api.DELETE('/staff/video'));

/** Moves the crop of a banner or product photo; answers the image's new key. */
export const setImageFocalPoint = ({ file, focal }: { file: string; focal: { x: number; y: number } }) =>
  unwrap(api.PUT('/staff/images/{file}/focal-point', { params: { path: { file } }, body: focal }));
