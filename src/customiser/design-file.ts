import { SIDES, type Design } from '../engine/model/design';
import { MAX_CARRIED_IMAGE_BYTES, readDesignFromPng, writeDesignIntoPng, type CarriedImages, type DesignFromPng } from '../engine/model/design-png';
import type { ResolveImageSrc } from './types';

/** A PNG larger than this is not searched for a design (a preview is well under 1 MB plus its carried pictures). */
const MAX_DESIGN_FILE_BYTES = 16 * 1024 * 1024;

/** The design a chosen or dropped file holds ('picture' for anything else: the upload of today). */
export async function designInFile(file: File): Promise<DesignFromPng> {
  const png = file.type === 'image/png' || /\.png$/i.test(file.name);
  if (!png || file.size > MAX_DESIGN_FILE_BYTES) return { kind: 'picture' };
  return readDesignFromPng(new Uint8Array(await file.arrayBuffer()));
}

/** Bytes of a data URL (the stage's PNG export). */
function dataUrlBytes(dataUrl: string): Uint8Array {
  const raw = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * The shopper's own pictures of the design, fetched to be carried inside the PNG (each within
 * the cap), so that the file still opens whole after the shop has cleared an upload no saved
 * design kept. A picture that cannot be fetched is left out; its layer keeps its stored key.
 */
async function picturesToCarry(design: Design, resolveSrc: ResolveImageSrc): Promise<CarriedImages> {
  const srcs = new Set(SIDES.flatMap((side) => design.sides[side].flatMap((layer) => (layer.kind === 'image' ? [layer.src] : []))));
  const carried: Record<string, Uint8Array> = {};
  for (const src of srcs) {
    try {
      const answer = await fetch(resolveSrc(src));
      if (!answer.ok) continue;
      const bytes = new Uint8Array(await answer.arrayBuffer());
      if (bytes.length <= MAX_CARRIED_IMAGE_BYTES) carried[src] = bytes;
    } catch {
      // Offline or gone: the layer keeps its key alone.
    }
  }
  return carried;
}

/** 'Download preview' as a PNG file that also holds the design (and its own pictures, within the caps). */
export async function previewFileWithDesign(previewDataUrl: string, design: Design, resolveSrc: ResolveImageSrc): Promise<Blob> {
  const png = await writeDesignIntoPng(dataUrlBytes(previewDataUrl), design, await picturesToCarry(design, resolveSrc));
  return new Blob([png as BlobPart], { type: 'image/png' });
}
