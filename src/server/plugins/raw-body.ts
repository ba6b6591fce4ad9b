import { Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type preParsingAsyncHookHandler } from 'fastify';
import { appendRouteHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as it arrived, kept only on the routes given to keepRawBody. */
    rawBody?: string;
  }
}

/** A provider's callback is small; anything larger is not one. */
const RAW_BODY_LIMIT = 64 * 1024;

/**
 * Keeps the body of the given routes as it was sent, beside the parsed one: a payment
 * provider's callback is authenticated over its exact bytes (an HMAC of the raw body cannot be
 * checked against JSON parsed and written out again). The parser still reads the same bytes.
 */
export function keepRawBody(app: FastifyInstance, urls: readonly string[]): void {
  const wanted = new Set(urls);
  const keep: preParsingAsyncHookHandler = async (request, _reply, payload) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > RAW_BODY_LIMIT) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      chunks.push(buffer);
    }
    const raw = Buffer.concat(chunks);
    request.rawBody = raw.toString('utf8');
    return Readable.from([raw]);
  };
  // On those routes only, as they are added: every other request (pages, catalogue reads) passes
  // no extra hook at all.
  app.addHook('onRoute', (route) => {
    if (wanted.has(route.url)) appendRouteHook(route, 'preParsing', keep);
  });
}
