import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapMessage } from '../../../../../api/client';
import { liveQuery } from '../../../../../api/query';
import type { operations } from '../../../../../api/schema.gen';
import { queryKeys } from '../../../../../api/query-keys';

export type StaffBanner = operations['staffListBanners']['responses'][200]['content']['application/json']['data'][number];

export const staffBannersQuery = queryOptions({
  queryKey: queryKeys.staff.banners,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/banners', { signal })),
  ...liveQuery,
});

export const changeBanner = ({ bannerId, change }: { bannerId: string; change: { active?: boolean; move?: 'earlier' | 'later' } }) =>
  unwrapMessage(api.PATCH('/staff/banners/{bannerId}', { params: { path: { bannerId } }, body: change }));

export const deleteBanner = (bannerId: string) => unwrapMessage(api.DELETE('/staff/banners/{bannerId}', { params: { path: { bannerId } } }));
