import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../api/client';
import { liveQuery } from '../../../../../api/query';
import type { components } from '../../../../../api/schema.gen';
import { queryKeys } from '../../../../../api/query-keys';

export type StaffDashboardFigures = components['schemas']['StaffDashboard'];

/** GET /staff/dashboard: the owner's figures, asked again each time the screen is opened. */
export const staffDashboardQuery = queryOptions({
  queryKey: queryKeys.staff.dashboard,
  queryFn: ({ signal }) => unwrap(api.GET('/staff/dashboard', { signal })),
  ...liveQuery,
});
