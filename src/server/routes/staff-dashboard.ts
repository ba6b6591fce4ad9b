import type { Db } from '../db/client';
import { staffDashboard } from '../services/staff/dashboard';
import { envelope, sendJson, type Handlers } from './handler';

/** The owner's dashboard (/admin). The contract's `staff` scheme has checked the caller. */
export function staffDashboardHandlers({ db }: { db: Db }) {
  return {
    async staffDashboard(_request, reply) {
      return sendJson(reply.header('cache-control', 'no-store'), envelope(await staffDashboard(db)));
    },
  } satisfies Partial<Handlers>;
}
