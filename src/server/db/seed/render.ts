import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { DocumentStore } from '../../adapters/storage/store';

export type ImageFormat = 'webp' | 'png';

/** One file the seed draws: the SVG is built only when its turn comes, to keep memory flat. */
export interface ImageJob {
  key: string;
  format: ImageFormat;
  svg: () => string;
  /** WebP quality; PNG ignores it. */
  quality?: number;
}

export interface DocumentRow {
  key: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

const CONTENT_TYPE: Record<ImageFormat, string> = { webp: 'image/webp', png: 'image/png' };

/** Renders an SVG document to WebP (no alpha needed: photos have a backdrop) or to PNG with alpha. */
export async function renderSvg(svg: string, format: ImageFormat, quality = 80): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  // effort 0: under half the default encode time for files ~40 % larger at the same quality;
  // encoding is a third of the seed's time on a 2-core machine, and the files stay ~25 kB.
  if (format === 'webp') return image.webp({ quality, effort: 0 }).toBuffer();
  return image.png({ compressionLevel: 6 }).toBuffer();
}

/** The documents-table row for a stored file. */
export function documentRow(key: string, format: ImageFormat, body: Buffer): DocumentRow {
  return { key, contentType: CONTENT_TYPE[format], sizeBytes: body.length, sha256: createHash('sha256').update(body).digest('hex') };
}

/**
 * The drawn file for an SVG, from `cacheDir` when an earlier run drew the same SVG with the same
 * settings and libvips, else drawn now (and kept there). Tests and benches seed many fresh
 * databases from the same deterministic drawings; a real shop seeds once and passes no folder.
 */
async function drawn(svg: string, format: ImageFormat, quality: number | undefined, cacheDir: string | undefined): Promise<Buffer> {
  if (!cacheDir) return renderSvg(svg, format, quality);
  const name = createHash('sha256').update(`${sharp.versions.vips}|${format}|${quality ?? ''}|`).update(svg).digest('hex');
  const file = path.join(cacheDir, `${name}.${format}`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const body = await renderSvg(svg, format, quality);
  // Written under a temporary name and renamed: two seeds at once never read half a file.
  await mkdir(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, body);
  await rename(partial, file);
  return body;
}

/**
 * Draws every job and puts the file in the store, a few at a time: sharp already uses the
 * cores for one image, and more parallel jobs only add memory.
 */
export async function renderAndStore(
  store: DocumentStore,
  jobs: readonly ImageJob[],
  options: { concurrency?: number; cacheDir?: string; onProgress?: (done: number, total: number) => void } = {},
): Promise<DocumentRow[]> {
  const rows: DocumentRow[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index]!;
      const body = await drawn(job.svg(), job.format, job.quality, options.cacheDir);
      await store.put(job.key, body);
      rows[index] = documentRow(job.key, job.format, body);
      done += 1;
      options.onProgress?.(done, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
  return rows;
}
