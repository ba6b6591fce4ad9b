import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors';

type SecurityHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export const STAFF_ONLY_MESSAGE = 'This part of the shop is for staff only.';

/**
 * The `staff` security scheme of openapi.yaml: the session check first (a visitor gets its
 * 401), then the role (a signed-in shopper gets 403). Bound per operation by the contract, so
 * no staff handler can forget it; it runs before an upload's files are read.
 */
export function staffSecurityHandler(session: SecurityHandler): SecurityHandler {
  return async (request, reply) => {
    await session(request, reply);
    if (request.user?.role !== 'staff') throw new DomainError('NOT_ALLOWED', STAFF_ONLY_MESSAGE);
  };
}
