import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { documents, videos } from '../schema';
import { BANNERS } from './banners-svg';
import type { SeedDeps } from './deps';

/** The home video's two files (spec section 2: separate mobile and desktop files). */
export const DEMO_VIDEO_KEYS = { mobile: 'video-home-mobile.mp4', desktop: 'video-home-desktop.mp4' } as const;

/** Seconds in one loop: the camera pans across and back, so the loop has no seam. */
const LOOP_SECONDS = 6;

/**
 * The output frame and the camera's path for each file: the still is scaled to the frame's
 * height and a frame-sized window eases from its left edge to its right and back.
 */
const CUTS = {
  desktop: { width: 1280, height: 720 },
  mobile: { width: 720, height: 900 },
} as const;

/** The ffmpeg command to use, or null when there is none (the seed then leaves the video out). */
export function findFfmpeg(command = process.env.FFMPEG_PATH ?? 'ffmpeg'): string | null {
  const probe = spawnSync(command, ['-hide_banner', '-version'], { stdio: 'ignore' });
  return probe.status === 0 ? command : null;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr}`))));
  });
}

/**
 * A short, silent, looping MP4 (H.264, yuv420p, faststart: it plays in every browser and starts
 * before it has fully downloaded) per screen shape, made by ffmpeg panning across a still drawn
 * from an SVG. Deterministic for the same still and ffmpeg build.
 */
export async function makeDemoVideos(ffmpeg: string, stillSvg: string): Promise<{ mobile: Buffer; desktop: Buffer }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-video-'));
  try {
    // Drawn at 1.5x so that the 900-pixel-high phone cut is not an enlarged bitmap.
    const still = path.join(folder, 'still.png');
    await writeFile(still, await sharp(Buffer.from(stillSvg), { density: 108 }).png().toBuffer());
    const files = {} as { mobile: Buffer; desktop: Buffer };
    for (const [name, cut] of Object.entries(CUTS) as [keyof typeof CUTS, (typeof CUTS)[keyof typeof CUTS]][]) {
      const out = path.join(folder, `${name}.mp4`);
      const pan = `(iw-${cut.width})*(0.5-0.5*cos(2*PI*t/${LOOP_SECONDS}))`;
      await run(ffmpeg, [
        '-hide_banner',
        '-loglevel', 'error',
        '-loop', '1',
        '-framerate', '24',
        '-i', still,
        '-vf', `scale=-2:${cut.height},crop=${cut.width}:${cut.height}:'${pan}':0,format=yuv420p`,
        '-t', String(LOOP_SECONDS),
        '-c:v', 'libx264',
        '-preset', 'veryfast',
        '-crf', '30',
        '-threads', '2',
        '-movflags', '+faststart',
        '-an',
        '-y', out,
      ]);
      files[name] = await readFile(out);
    }
    return files;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** ffmpeg's own version line: a cached video is used only with the ffmpeg that made it. */
function ffmpegVersion(ffmpeg: string): string {
  return spawnSync(ffmpeg, ['-hide_banner', '-version'], { encoding: 'utf8' }).stdout.split('\n')[0] ?? '';
}

/**
 * The demo videos, from `cacheDir` when an earlier seed made them from the same still with the
 * same cuts and ffmpeg, else made now (and kept there). As for the drawn images: tests and
 * benches start many fresh shops (the e2e run three at once); a real shop passes no folder.
 */
async function demoVideos(ffmpeg: string, stillSvg: string, cacheDir: string | undefined): Promise<{ mobile: Buffer; desktop: Buffer }> {
  if (!cacheDir) return makeDemoVideos(ffmpeg, stillSvg);
  const name = createHash('sha256')
    .update(`${ffmpegVersion(ffmpeg)}|${sharp.versions.vips}|${LOOP_SECONDS}|${JSON.stringify(CUTS)}|${makeDemoVideos.toString()}|`)
    .update(stillSvg)
    .digest('hex');
  const files = { mobile: path.join(cacheDir, `${name}-mobile.mp4`), desktop: path.join(cacheDir, `${name}-desktop.mp4`) };
  const [mobile, desktop] = await Promise.all([readFile(files.mobile).catch(() => null), readFile(files.desktop).catch(() => null)]);
  if (mobile && desktop) return { mobile, desktop };
  const made = await makeDemoVideos(ffmpeg, stillSvg);
  // Written under temporary names and renamed: two seeds at once never read half a file.
  await mkdir(cacheDir, { recursive: true });
  for (const cut of ['mobile', 'desktop'] as const) {
    const partial = `${files[cut]}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, made[cut]);
    await rename(partial, files[cut]);
  }
  return made;
}

/**
 * Adds the demo home video when the shop has none and ffmpeg is available: the still is the
 * first home banner. Without ffmpeg the home page simply leaves the video section out.
 * Returns whether it added one.
 */
export async function seedDemoVideo({ db, store, log = () => {}, imageCache }: SeedDeps): Promise<boolean> {
  const [existing] = await db.select({ id: videos.id }).from(videos).limit(1);
  if (existing) return false;
  const ffmpeg = findFfmpeg();
  if (!ffmpeg) {
    log('ffmpeg not found: the demo home video is left out (install ffmpeg and run `npm run seed -- --reset` to add it).');
    return false;
  }
  const started = performance.now();
  const files = await demoVideos(ffmpeg, BANNERS[0]!.svg(), imageCache);
  const rows = (Object.keys(DEMO_VIDEO_KEYS) as (keyof typeof DEMO_VIDEO_KEYS)[]).map((name) => {
    const key = DEMO_VIDEO_KEYS[name];
    const body = files[name];
    return { key, body, row: { key, contentType: 'video/mp4', sizeBytes: body.length, sha256: createHash('sha256').update(body).digest('hex') } };
  });
  for (const { key, body } of rows) await store.put(key, body);
  await db.transaction(async (tx) => {
    for (const { row } of rows) {
      await tx.insert(documents).values(row).onConflictDoUpdate({ target: documents.key, set: { sizeBytes: row.sizeBytes, sha256: row.sha256 } });
    }
    await tx.insert(videos).values({ mobilePath: DEMO_VIDEO_KEYS.mobile, desktopPath: DEMO_VIDEO_KEYS.desktop });
  });
  log(`Demo home video made in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
