import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentStore } from '../../adapters/storage/store';
import type { Db } from '../../db/client';
import { designUploads, documents } from '../../db/schema';
import { DomainError } from '../../errors';
import { SIDES, type Design } from '../../../engine/model/design';
import { UPLOAD_KEY } from '../../../engine/model/upload-keys';
import { TEMPLATE_MESSAGES } from '../../../shared/template-rules';
import { UPLOAD_GONE_MESSAGE, UPLOAD_NOT_YOURS_MESSAGE, uploadOwnership } from './upload-references';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The kinds of stored file a design layer may draw, told apart by the key the server gave the
 * file (clients never choose keys): a shopper's studio upload (its owner is recorded in
 * design_uploads), and the shop's own graphics and garment photos (seeded or added by staff,
 * each with a documents row). Every other file (a return photo, a shipping label, a product
 * photo, a banner, a design's preview, a width copy of any of them) is never a layer's picture.
 */
export type LayerSourceKind = 'studio-upload' | 'shop-graphic' | 'garment-photo';

const SHOP_KINDS: readonly { kind: Exclude<LayerSourceKind, 'studio-upload'>; key: RegExp }[] = [
  // The seed's motifs (graphic-<name>.png) and staff's graphics (gr-<12 random>.png).
  { kind: 'shop-graphic', key: /^graphic-[a-z0-9-]+\.png$/ },
  { kind: 'shop-graphic', key: /^gr-[A-Za-z0-9_-]{12}\.png$/ },
  // The seed's blanks (garment-<type>-<colour>-<view>.webp) and staff's (gm-<12 random>-<view>.webp).
  { kind: 'garment-photo', key: /^garment-[a-z0-9-]+-(front|back)\.webp$/ },
  { kind: 'garment-photo', key: /^gm-[A-Za-z0-9_-]{12}-(front|back)\.webp$/ },
];

/** What a layer's src names, by its key alone; null for anything a layer may never draw. */
export function layerSourceKind(key: string): LayerSourceKind | null {
  if (UPLOAD_KEY.test(key)) return 'studio-upload';
  return SHOP_KINDS.find((entry) => entry.key.test(key))?.kind ?? null;
}

export const LAYER_SOURCE_MESSAGES = {
  notDrawable: "A picture in this design is not one of the shop's graphics or your own uploads, so it cannot be used. Please choose a graphic from the studio or upload the image yourself.",
} as const;

/**
 * Where a document's keys are going: `design`, a shopper's saved design (their own uploads and
 * the shop's files); `copy`, a design opened from a PNG or remixed, whose others' uploads the
 * caller stores again as the shopper's own; `template`, a starter template every visitor opens
 * (the shop's files only: an upload is its owner's, and the sweep would not know a template uses it).
 */
export type LayerSourceUse = 'design' | 'copy' | 'template';

/** How a document's uploads stand towards the writer, once its other keys have passed. */
export interface CheckedSources {
  ownUploads: Set<string>;
  /** Uploads recorded to someone else (or to no one): refused for `design`, left to the caller for `copy`. */
  othersUploads: Set<string>;
}

/** Every key a design's layers name, each once. */
export function layerSourcesOf(design: Design): string[] {
  return [...new Set(SIDES.flatMap((side) => design.sides[side].flatMap((layer) => ('src' in layer ? [layer.src] : []))))];
}

/**
 * The one check on keys that arrive from a client in a design's layers, wherever the document
 * comes from. A key of no drawable kind, or a shop kind the shop never stored, is refused
 * (INVALID_DATA, one message for all: the answer never tells whether someone's private file
 * exists). Uploads are the writer's when design_uploads says so (or, from before uploads had
 * rows, one of their saved designs already draws it: upload-references.ts). `store`, when
 * given, lets a refused upload that is simply gone be refused in plainer words.
 */
export async function checkLayerSources(tx: Db | Tx, writerId: string, design: Design, use: LayerSourceUse, store?: DocumentStore): Promise<CheckedSources> {
  const keys = layerSourcesOf(design);
  const uploads: string[] = [];
  const shopFiles: string[] = [];
  for (const key of keys) {
    const kind = layerSourceKind(key);
    if (kind === null) throw new DomainError('INVALID_DATA', LAYER_SOURCE_MESSAGES.notDrawable);
    if (kind !== 'studio-upload') shopFiles.push(key);
    else if (use === 'template') throw new DomainError('INVALID_DATA', TEMPLATE_MESSAGES.upload);
    else uploads.push(key);
  }
  if (shopFiles.length > 0) {
    const recorded = await tx.select({ key: documents.key }).from(documents).where(inArray(documents.key, shopFiles));
    if (recorded.length !== shopFiles.length) throw new DomainError('INVALID_DATA', LAYER_SOURCE_MESSAGES.notDrawable);
  }
  const { owned, foreign } = await uploadOwnership(tx, writerId, uploads);
  if (use === 'design' && foreign.size > 0) await refuseOthersUploads(foreign, store);
  return { ownUploads: owned, othersUploads: foreign };
}

/** Refuses an upload whose file the store no longer has in words that say so. */
async function refuseIfGone(key: string, store: DocumentStore | undefined): Promise<void> {
  const file = store ? await store.open(key) : null;
  file?.stream.destroy();
  if (store && !file) throw new DomainError('INVALID_DATA', UPLOAD_GONE_MESSAGE);
}

async function refuseOthersUploads(foreign: ReadonlySet<string>, store: DocumentStore | undefined): Promise<never> {
  for (const key of foreign) await refuseIfGone(key, store);
  throw new DomainError('INVALID_DATA', UPLOAD_NOT_YOURS_MESSAGE);
}

/**
 * Called in the transaction that saves a design: checks every key its layers name
 * (checkLayerSources), then marks the uploads it draws as used now, so the sweep (which only
 * takes uploads unused for the grace period, and re-checks a row it has to wait for) never
 * removes an image a design is being saved with. The update holds the rows until the save
 * commits. An upload the sweep has already removed cannot be drawn or printed, so the design is
 * refused in words rather than saved with a hole in it. Called once more before the previews
 * are drawn, so a design naming someone else's file is refused before anything is drawn.
 */
export async function takeUpUploads(tx: Db | Tx, store: DocumentStore | undefined, design: Design, userId: string): Promise<void> {
  const { ownUploads } = await checkLayerSources(tx, userId, design, 'design', store);
  if (ownUploads.size === 0) return;
  const taken = await tx
    .update(designUploads)
    .set({ usedAt: sql`now()` })
    .where(and(inArray(designUploads.key, [...ownUploads]), eq(designUploads.userId, userId)))
    .returning({ key: designUploads.key });
  const found = new Set(taken.map((row) => row.key));
  // An upload from before uploads had rows is taken while its file is there.
  for (const key of ownUploads) if (!found.has(key)) await refuseIfGone(key, store);
}

/**
 * Reads a layer's picture for drawing (previews, print files), refusing by kind any key a layer
 * may not draw: a design saved before the check above, holding someone's private file, draws
 * nothing of it (the renderer answers that a graphic is not available).
 */
export function layerImageReader(store: DocumentStore): (src: string) => Promise<Buffer | null> {
  return async (src) => (layerSourceKind(src) === null ? null : store.read(src));
}
