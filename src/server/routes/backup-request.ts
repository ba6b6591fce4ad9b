import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { isValidBackupRequest } from '../services/backups/backup-request';
import { writeBackup, type BackupSources } from '../services/backups/make-backup';
import { refuseUnlessLocalCommand } from './local-command';

export const BACKUP_REQUEST_PATH = '/internal/backups';
export const BACKUP_SIGNATURE_HEADER = 'x-shop-backup-signature';

const requestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['timestamp'],
  properties: { timestamp: { type: 'integer' } },
} as const;

/**
 * `npm run backup` while the shop runs on the embedded database: only the process holding PGlite
 * may read it, so the command asks the running shop, which streams the backup back (the command
 * writes and verifies the file). As the staff grant route: outside the public contract, loopback
 * only, signed with the session secret; registered on the embedded database only.
 */
export function registerBackupRequestRoute(app: FastifyInstance, { sources, secret }: { sources: BackupSources; secret: string }): void {
  app.post<{ Body: { timestamp: number } }>(BACKUP_REQUEST_PATH, { schema: { body: requestSchema } }, async (request, reply) => {
    refuseUnlessLocalCommand(request, BACKUP_REQUEST_PATH, BACKUP_SIGNATURE_HEADER, (signature) =>
      isValidBackupRequest(secret, request.body.timestamp, signature, Math.floor(Date.now() / 1000)),
    );
    // Nothing is sent until the snapshot is taken and written to a temporary file, which on a
    // shop taking orders can last minutes (each write waits behind the database's own on the
    // disk). The server's idle-socket timeout is meant for shoppers' sockets: it would close this
    // one midway and the command would fail. Node arms the keep-alive timeout after the answer.
    // (A request injected in-process has a stand-in socket without timeouts.)
    if (typeof request.raw.socket.setTimeout === 'function') request.raw.socket.setTimeout(0);
    const out = new PassThrough();
    // Once the answer has begun its status cannot change: a failure cuts the stream, and the command, which verifies what it got, says so.
    writeBackup(out, sources).catch((error: unknown) => {
      request.log.error({ err: error }, 'a backup asked for by npm run backup failed');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    request.log.info('making a backup for npm run backup');
    return reply.header('cache-control', 'no-store').header('content-type', 'application/gzip').send(out);
  });
}
