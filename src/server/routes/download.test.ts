import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { sendDownload } from './download';

const app = Fastify();
app.get('/slips', (_request, reply) => sendDownload(reply, 'packing-slips-2.pdf', Buffer.from('%PDF-1.7')));
app.get('/export', (_request, reply) => sendDownload(reply, 'orders-2026-11-01-to-2026-11-30.csv', Readable.from(['a,b\r\n', '1,2\r\n'])));
app.get('/print', (_request, reply) => sendDownload(reply, 'order-BT1-front-300dpi.png', Buffer.from([0x89, 0x50, 0x4e, 0x47])));
afterAll(() => app.close());

describe('sendDownload', () => {
  it('sends a file as a private attachment of the type its name says', async () => {
    for (const [url, fileName, type, body] of [
      ['/slips', 'packing-slips-2.pdf', 'application/pdf', '%PDF-1.7'],
      ['/export', 'orders-2026-11-01-to-2026-11-30.csv', 'text/csv; charset=utf-8', 'a,b\r\n1,2\r\n'],
      ['/print', 'order-BT1-front-300dpi.png', 'image/png', '\x89PNG'],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.toString('latin1')).toBe(body);
    }
  });
});
