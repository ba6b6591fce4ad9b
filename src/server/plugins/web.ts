import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../errors';
import { API_PREFIX } from './openapi';

/**
 * Serves the built storefront. Hashed assets are immutable; index.html is revalidated so a
 * deploy is picked up at once. Any other GET that wants HTML gets index.html and the
 * client router decides (its fallback screen handles unknown paths).
 */
export async function registerWeb(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const hasBuild = !!webRoot && existsSync(path.join(webRoot, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith(`${API_PREFIX}`) &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (wantsPage) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront has not been built yet. Run `npm run build` (npm start does this for you).');
    }
    const where = request.url.split('?')[0];
    throw Object.assign(new DomainError('NOT_FOUND', `There is nothing at ${request.method} ${where}.`));
  });
}
