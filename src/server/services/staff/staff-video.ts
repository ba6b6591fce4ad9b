import { createHash, randomBytes } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, videos } from '../../db/schema';
import { DomainError } from '../../errors';
import { fileLabel } from '../products/product-images';
import type { StaffForm, StaffFormShape, StaffMediaDeps, StaffUploadFile } from './staff-form';
import { checkVideo } from './video-check';

/** A looping home video of 20-30 s at phone quality is 3-15 MB; 50 MB leaves room without inviting abuse. */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const VIDEO_SCREENS = ['mobile', 'desktop'] as const;
export type VideoScreen = (typeof VIDEO_SCREENS)[number];

export const VIDEO_MESSAGES = {
  missing: 'Please choose a video file for phones, for desktops or both.',
  none: 'The shop has no home video.',
  uploaded: 'Home video saved. The home page shows it now.',
  removed: 'Home video removed. The home page leaves the video section out.',
} as const;

export interface StaffVideoFile {
  path: string;
  contentType: string;
  sizeBytes: number;
}

export interface StaffVideo {
  mobile: StaffVideoFile;
  desktop: StaffVideoFile;
  updatedAt: string;
}

type Deps = StaffMediaDeps;

function refusal(file: StaffUploadFile, reason: Exclude<ReturnType<typeof checkVideo>, { ok: true }>['reason']): DomainError {
  const label = fileLabel(file.filename);
  const text = {
    'not-video': `${label} is not an MP4 or WebM video. Please upload the video as MP4 (H.264) or WebM.`,
    quicktime: `${label} is a QuickTime (.mov) video, which not every browser plays. Please export it as MP4 (H.264) or WebM.`,
    matroska: `${label} is a Matroska (.mkv) video, which not every browser plays. Please export it as MP4 (H.264) or WebM.`,
    incomplete: `${label} is not a complete MP4 video; the file may be cut off. Please export it again.`,
  }[reason];
  return new DomainError('UNSUPPORTED_MEDIA_TYPE', text);
}

/** The shop's current home video with its files' types and sizes, or null when it has none. */
export async function getStaffVideo(db: Db): Promise<StaffVideo | null> {
  const [row] = await db.select().from(videos).where(eq(videos.active, true)).orderBy(desc(videos.createdAt)).limit(1);
  if (!row) return null;
  const files = await db.select().from(documents).where(inArray(documents.key, [row.mobilePath, row.desktopPath]));
  const describe = (path: string): StaffVideoFile => {
    const file = files.find((f) => f.key === path);
    return { path, contentType: file?.contentType ?? 'video/mp4', sizeBytes: file?.sizeBytes ?? 0 };
  };
  return { mobile: describe(row.mobilePath), desktop: describe(row.desktopPath), updatedAt: row.createdAt.toISOString() };
}

/** Forgets the rows of files no video uses any more and deletes the files (after the rows' commit). */
async function dropFiles(deps: Deps, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await deps.db.delete(documents).where(inArray(documents.key, keys));
  for (const key of keys) await deps.store.delete(key).catch(() => {});
}

/** The home video form's parts, which the route reads off the request. */
export const VIDEO_FORM: StaffFormShape = {
  name: 'the home video form',
  fields: [],
  files: VIDEO_SCREENS,
  maxFileBytes: MAX_VIDEO_BYTES,
  tooLarge: (filename) => new DomainError('INVALID_DATA', `${fileLabel(filename)} is larger than 50 MB. Please upload a shorter or more compressed video (at most 50 MB).`),
};

/**
 * Replaces the home video with the uploaded file(s): `mobile` and/or `desktop`, each an MP4
 * or WebM checked by content, at most 50 MB. A screen without a new file keeps its current
 * file; when the shop has no video yet, one file serves both screens. The old files go.
 */
export async function uploadHomeVideo(deps: Deps, form: StaffForm): Promise<StaffVideo> {
  const uploads = VIDEO_SCREENS.flatMap((screen) => {
    const file = form.files.get(screen);
    if (!file) return [];
    const check = checkVideo(file.bytes);
    if (!check.ok) throw refusal(file, check.reason);
    return [{ screen, file, check, key: `v-${randomBytes(9).toString('base64url')}-${screen}.${check.extension}` }];
  });
  if (uploads.length === 0) throw new DomainError('INVALID_DATA', VIDEO_MESSAGES.missing);

  const written: string[] = [];
  try {
    for (const upload of uploads) {
      await deps.store.put(upload.key, upload.file.bytes);
      written.push(upload.key);
    }
    const replaced = await deps.db.transaction(async (tx) => {
      const old = await tx.select().from(videos).orderBy(desc(videos.active), desc(videos.createdAt));
      const current = old[0]?.active ? old[0] : undefined;
      const pathFor = (screen: VideoScreen) =>
        uploads.find((u) => u.screen === screen)?.key ?? (current ? (screen === 'mobile' ? current.mobilePath : current.desktopPath) : uploads[0]!.key);
      for (const upload of uploads) {
        const { bytes } = upload.file;
        await tx.insert(documents).values({ key: upload.key, contentType: upload.check.contentType, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
      }
      if (old.length > 0) await tx.delete(videos).where(inArray(videos.id, old.map((row) => row.id)));
      const kept = { mobilePath: pathFor('mobile'), desktopPath: pathFor('desktop') };
      await tx.insert(videos).values(kept);
      const oldKeys = new Set(old.flatMap((row) => [row.mobilePath, row.desktopPath]));
      return [...oldKeys].filter((key) => key !== kept.mobilePath && key !== kept.desktopPath);
    });
    written.length = 0;
    await dropFiles(deps, replaced);
  } finally {
    // Only reached with files left in the list when the rows were not written.
    for (const key of written) await deps.store.delete(key).catch(() => {});
  }
  await deps.cache.changed();
  return (await getStaffVideo(deps.db))!;
}

/** Removes the home video and its files; the home page then leaves the section out. */
export async function removeHomeVideo(deps: Deps): Promise<void> {
  const removed = await deps.db.delete(videos).returning();
  if (removed.length === 0) throw new DomainError('NOT_FOUND', VIDEO_MESSAGES.none);
  await dropFiles(deps, [...new Set(removed.flatMap((row) => [row.mobilePath, row.desktopPath]))]);
  await deps.cache.changed();
}
