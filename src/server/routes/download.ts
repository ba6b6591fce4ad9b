import type { FastifyReply } from 'fastify';

const TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8', png: 'image/png' } as const;
type FileName = `${string}.${keyof typeof TYPES}`;

/**
 * A file as a download, its type taken from its name: private (invoices, labels and slips name the
 * shopper and their address; exports and print files are the shop's own), never cached by a proxy.
 */
export function sendDownload(reply: FastifyReply, fileName: FileName, file: unknown): FastifyReply {
  const type = TYPES[fileName.slice(fileName.lastIndexOf('.') + 1) as keyof typeof TYPES];
  return reply.header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${fileName}"`).type(type).send(file);
}
