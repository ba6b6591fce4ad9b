import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { isValidGrantSignature, type SignedGrant } from '../services/staff/grant-signature';
import { describeGrant, grantStaff } from '../services/staff/staff-accounts';
import { refuseUnlessLocalCommand } from './local-command';

export const STAFF_GRANT_PATH = '/internal/staff/grant';
export const GRANT_SIGNATURE_HEADER = 'x-shop-grant-signature';

const grantSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'timestamp'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    name: { type: 'string', maxLength: 60 },
    timestamp: { type: 'integer' },
  },
} as const;

/**
 * `npm run create-admin` while the shop runs on the embedded database: PGlite is one process
 * per data folder (a second opener would corrupt it silently), so the command asks the
 * running shop instead. Outside the public contract, loopback only, and signed with the
 * shop's session secret; not registered at all on PostgreSQL, where the command writes directly.
 */
export function registerStaffGrantRoute(app: FastifyInstance, { db, secret }: { db: Db; secret: string }): void {
  app.post<{ Body: SignedGrant }>(STAFF_GRANT_PATH, { schema: { body: grantSchema } }, async (request, reply) => {
    const grant = request.body;
    refuseUnlessLocalCommand(request, STAFF_GRANT_PATH, GRANT_SIGNATURE_HEADER, (signature) => isValidGrantSignature(secret, grant, signature, Math.floor(Date.now() / 1000)));
    const result = await grantStaff(db, grant);
    return reply.header('cache-control', 'no-store').send({ success: true, message: describeGrant(result), data: result });
  });
}
