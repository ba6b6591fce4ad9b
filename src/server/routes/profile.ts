import type { Db } from '../db/client';
import { updateProfile } from '../services/auth/profile';
import { userView } from './auth';
import { envelope, sendJson, sessionHandler, type Handlers } from './handler';

/** The signed-in user's own details (beyond the spec): the session decides whose. */
export function profileHandlers({ db }: { db: Db }) {
  return {
    updateProfile: sessionHandler(async (request, reply) => {
      const user = await updateProfile(db, request.user.id, request.body);
      return sendJson(reply.header('cache-control', 'no-store'), envelope(userView(user), 'Your profile has been updated.'));
    }),
  } satisfies Partial<Handlers>;
}
