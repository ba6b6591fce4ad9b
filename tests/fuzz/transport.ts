import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** One request as it goes on the wire. */
export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface WireResponse {
  status: number;
  contentType: string;
  body: string;
}

export type Send = (request: WireRequest) => Promise<WireResponse>;

/** Through app.inject(): the whole server but no socket (the in-test run). */
export function injectSender(app: FastifyInstance): Send {
  return async (request) => {
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    return { status: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), body: response.body };
  };
}

/** Over real HTTP to a listening server (the full run), on kept-alive connections. */
export function httpSender(origin: string): Send & { close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const once = (request: WireRequest) =>
    new Promise<WireResponse & { reused: boolean }>((resolve, reject) => {
      const body = request.body === undefined ? undefined : Buffer.from(request.body);
      const outgoing = http.request(
        `${origin}${request.url}`,
        {
          method: request.method,
          agent,
          headers: { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
          // The fuzzer writes URLs no client library would: send them byte for byte.
          insecureHTTPParser: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: String(response.headers['content-type'] ?? ''),
              body: Buffer.concat(chunks).toString('utf8'),
              reused: outgoing.reusedSocket,
            }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('error', (error) => reject(Object.assign(error, { reused: outgoing.reusedSocket })));
      outgoing.end(body);
    });
  // A kept-alive socket the server closed (after refusing a request at the HTTP level) may be
  // picked just as it closes; Node's advice is to retry such a request once on a new socket.
  const send = async (request: WireRequest): Promise<WireResponse> => {
    try {
      return await once(request);
    } catch (error) {
      if (!(error as { reused?: boolean }).reused) throw error;
      return once(request);
    }
  };
  return Object.assign(send, { close: () => agent.destroy() });
}
