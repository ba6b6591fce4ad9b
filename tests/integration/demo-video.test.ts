import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { seedDemoVideo } from '../../src/server/db/seed';
import { DEMO_VIDEO_KEYS } from '../../src/server/db/seed/video';
import { videos } from '../../src/server/db/schema';
import { startTestShop, testDocumentsFolder, type TestShop } from './support/test-app';

const API = '/api/api/v1';
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

describe('the demo home video', () => {
  it('is left out, with a clear log line, when there is no ffmpeg', async () => {
    const lines: string[] = [];
    const previous = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    try {
      const made = await seedDemoVideo({ db: shop.database.db, store: diskStore(testDocumentsFolder()), log: (line) => lines.push(line) });
      expect(made).toBe(false);
    } finally {
      if (previous === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = previous;
    }
    expect(lines.join('\n')).toMatch(/ffmpeg not found/);
    const answer = await shop.app.inject({ method: 'GET', url: `${API}/video/get-video` });
    expect(answer.json().data).toBeNull();
  });

  it('is made by ffmpeg as two looping H.264 MP4 files, served by content, and only once', { timeout: 120_000 }, async () => {
    const store = diskStore(testDocumentsFolder());
    expect(await seedDemoVideo({ db: shop.database.db, store })).toBe(true);
    await shop.app.catalogueCache.changed();

    const video = (await shop.app.inject({ method: 'GET', url: `${API}/video/get-video` })).json().data;
    expect(video).toEqual({ mobileVideoPath: 'video-home-mobile.mp4', desktopVideoPath: 'video-home-desktop.mp4' });
    for (const [file, width, height] of [
      [video.mobileVideoPath, 720, 900],
      [video.desktopVideoPath, 1280, 720],
    ] as const) {
      const response = await shop.app.inject({ method: 'GET', url: `${API}/document/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.rawPayload.length).toBeLessThan(1_000_000);
      const probe = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,width,height,pix_fmt', '-of', 'csv=p=0', '-'], {
        input: response.rawPayload,
      });
      expect(probe.stdout.toString().trim()).toBe(`h264,${width},${height},yuv420p`);
    }

    expect(await seedDemoVideo({ db: shop.database.db, store })).toBe(false);
  });

  it('is kept in the seed cache folder: a second fresh shop takes the same files from it instead of running ffmpeg', { timeout: 120_000 }, async () => {
    const cache = await mkdtemp(path.join(tmpdir(), 'video-cache-'));
    const second = await startTestShop();
    try {
      const store = diskStore(testDocumentsFolder());
      await second.database.db.delete(videos);
      expect(await seedDemoVideo({ db: second.database.db, store, imageCache: cache })).toBe(true);
      const kept = (await readdir(cache)).filter((name) => name.endsWith('.mp4')).sort();
      expect(kept).toHaveLength(2);
      // Marked copies in the cache: a seed that reads them stores the marks, one that runs ffmpeg does not.
      for (const name of kept) await writeFile(path.join(cache, name), Buffer.concat([await readFile(path.join(cache, name)), Buffer.from('cached')]));
      await second.database.db.delete(videos);
      expect(await seedDemoVideo({ db: second.database.db, store, imageCache: cache })).toBe(true);
      for (const key of Object.values(DEMO_VIDEO_KEYS)) {
        const body = await store.read(key);
        expect(body?.subarray(-6).toString()).toBe('cached');
      }
    } finally {
      await second.close();
      await rm(cache, { recursive: true, force: true });
    }
  });
});
