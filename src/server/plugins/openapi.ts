import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { DomainError } from '../errors';
import type { Handler, Handlers } from '../routes/handler';

export const API_PREFIX = '/api/api/v1';
export const OPENAPI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi.yaml');

const notYetAvailable =
  (operationId: string): Handler =>
  async () => {
    throw new DomainError('NOT_IMPLEMENTED', `This part of the shop is not available yet (${operationId}).`);
  };

/**
 * Binds every operation of openapi.yaml to its handler. Fastify validates each request
 * against the operation's schemas before the handler runs, so a request that breaks the
 * contract gets a 400 and never reaches shop code. Operations without a handler yet answer 501.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  handlers: Handlers,
  securityHandlers: Record<string, (...args: never[]) => Promise<void>>,
): Promise<void> {
  await app.register(openapiGlue, {
    specification: OPENAPI_FILE,
    prefix: API_PREFIX,
    securityHandlers,
    operationResolver: (operationId: string) => handlers[operationId as keyof Handlers] ?? notYetAvailable(operationId),
  });
}
