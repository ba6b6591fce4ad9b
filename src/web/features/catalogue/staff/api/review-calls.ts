import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapMessage } from '../../../../../api/client';
import { liveQuery } from '../../../../../api/query';
import type { operations } from '../../../../../api/schema.gen';
import { queryKeys } from '../../../../../api/query-keys';

export type StaffReview = operations['staffListReviews']['responses'][200]['content']['application/json']['data']['reviews'][number];

export const staffReviewsQuery = (hidden: '' | 'true' | 'false', page: number) =>
  queryOptions({
    queryKey: queryKeys.staff.reviews(hidden, page),
    queryFn: ({ signal }) => unwrap(api.GET('/staff/reviews', { params: { query: { ...(hidden ? { hidden: hidden === 'true' } : {}), page, limit: 20 } }, signal })),
    placeholderData: keepPreviousData,
    ...liveQuery,
  });

export const moderateReview = ({ reviewId, change }: { reviewId: string; change: { hidden?: boolean; reply?: string } }) =>
  unwrapMessage(api.PATCH('/staff/reviews/{reviewId}', { params: { path: { reviewId } }, body: change }));
