import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The checks of a route that only a command on the shop's machine may call (staff-grant.ts,
 * backup-request.ts): from another machine the route is not there (404); a signature that is
 * missing, another shop's or too old is refused (403).
 */
export function refuseUnlessLocalCommand(request: FastifyRequest, path: string, signatureHeader: string, isValid: (signature: string) => boolean): void {
  if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) throw new DomainError('NOT_FOUND', `There is nothing at POST ${path}.`);
  const signature = request.headers[signatureHeader];
  if (typeof signature !== 'string' || !isValid(signature)) {
    throw new DomainError('NOT_ALLOWED', 'The signature does not match this shop (another DATA_DIR or SESSION_SECRET?), or it is too old.');
  }
}
