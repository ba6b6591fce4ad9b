import type { FastifyReply } from 'fastify';

/**
 * Aborts when the client closes its connection before the answer is sent, so work done only
 * for that answer (a print render) is dropped instead of running on for nobody.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
