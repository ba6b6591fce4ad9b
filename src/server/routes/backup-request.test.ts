import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '../adapters/storage/disk';
import { signBackupRequest } from '../services/backups/backup-request';
import { verifyBackup } from '../services/backups/verify-backup';
import { BACKUP_REQUEST_PATH, BACKUP_SIGNATURE_HEADER, registerBackupRequestRoute } from './backup-request';

const SECRET = 'test-secret';
/** The server's idle-socket timeout here; the snapshot takes longer than it before the first byte. */
const IDLE_TIMEOUT_MS = 300;

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'backup-route-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the running shop\'s backup route', () => {
  it('sends the whole backup when the snapshot takes longer than the idle-socket timeout', async () => {
    const app = Fastify({ connectionTimeout: IDLE_TIMEOUT_MS });
    const database = {
      kind: 'pglite' as const,
      async snapshot(file: string) {
        // A busy shop: the snapshot's temporary file is slow to write.
        await new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS * 4));
        await writeFile(file, 'the database');
      },
    };
    registerBackupRequestRoute(app, { sources: { database, store: diskStore(path.join(work, 'documents')), shopVersion: 'test' }, secret: SECRET });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const timestamp = Math.floor(Date.now() / 1000);
      const answer = await fetch(`${address}${BACKUP_REQUEST_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [BACKUP_SIGNATURE_HEADER]: signBackupRequest(SECRET, timestamp) },
        body: JSON.stringify({ timestamp }),
      });
      expect(answer.status).toBe(200);
      const file = path.join(work, 'backup.tar.gz');
      await writeFile(file, new Uint8Array(await answer.arrayBuffer()));
      expect((await verifyBackup(file)).database).toBe('pglite');
    } finally {
      await app.close();
    }
  });
});
