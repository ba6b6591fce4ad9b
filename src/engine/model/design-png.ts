import { PngTextError, readPngText, writePngText } from '../../shared/png-itxt';
import { SIDES, type Design } from './design';
import { parseDesign } from './validate';

/** The iTXt keyword the design travels under in a 'Download preview' PNG. */
export const DESIGN_PNG_KEYWORD = 'bhopal-threads.design';

/** The envelope's own version (the design inside has its own, migrated as a saved one is). */
const ENVELOPE_FORMAT = 1;

/** One carried picture at most (bytes of the image itself, before base64). */
export const MAX_CARRIED_IMAGE_BYTES = 1024 * 1024;
/** All carried pictures of one PNG together. */
export const MAX_CARRIED_IMAGES_BYTES = 3 * 1024 * 1024;
/** The inflated text at most: the design (a few hundred KB at worst) and the carried pictures in base64. */
export const MAX_DESIGN_TEXT_BYTES = 6 * 1024 * 1024;

/** A picture of the design carried inside the PNG: its bytes (PNG or JPEG) by the layer's src. */
export type CarriedImages = Readonly<Record<string, Uint8Array>>;

export type DesignFromPng =
  /** The PNG holds a design, validated and migrated like a saved one. */
  | { kind: 'design'; design: Design; images: CarriedImages }
  /** A PNG without a design (or one another tool re-saved, dropping it): a picture. */
  | { kind: 'picture' }
  /** It holds a design chunk this studio cannot read; `message` says so in words. */
  | { kind: 'refused'; message: string; problems: readonly string[] };

export const DESIGN_PNG_MESSAGES = {
  unreadable: 'The design in this PNG could not be read: the file is damaged.',
  invalid: 'The design in this PNG cannot be opened by this studio.',
} as const;

function imageSrcs(design: Design): Set<string> {
  return new Set(SIDES.flatMap((side) => design.sides[side].flatMap((layer) => (layer.kind === 'image' ? [layer.src] : []))));
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

function fromBase64(text: string): Uint8Array {
  const raw = atob(text);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * Carried pictures within the caps, only those an image layer of the design draws; the rest
 * (over a cap, or not drawn) stay out. Kept in the design's own layer order, so the first fit.
 */
export function carriedWithinCaps(design: Design, images: CarriedImages): Record<string, Uint8Array> {
  const kept: Record<string, Uint8Array> = {};
  let total = 0;
  for (const src of imageSrcs(design)) {
    const bytes = images[src];
    if (!bytes || bytes.length > MAX_CARRIED_IMAGE_BYTES || total + bytes.length > MAX_CARRIED_IMAGES_BYTES) continue;
    kept[src] = bytes;
    total += bytes.length;
  }
  return kept;
}

/** The PNG with the design (and the pictures to carry, within the caps) in its metadata. */
export async function writeDesignIntoPng(png: Uint8Array, design: Design, images: CarriedImages = {}): Promise<Uint8Array> {
  const carried = Object.fromEntries(Object.entries(carriedWithinCaps(design, images)).map(([src, bytes]) => [src, toBase64(bytes)]));
  return writePngText(png, DESIGN_PNG_KEYWORD, JSON.stringify({ format: ENVELOPE_FORMAT, design, images: carried }));
}

/**
 * Reads the design out of a PNG, as untrusted input: the inflated text is capped, the design
 * goes through the same migration and validator as a saved one, and carried pictures are kept
 * only for the design's own image layers and within the caps.
 */
export async function readDesignFromPng(png: Uint8Array): Promise<DesignFromPng> {
  let text: string | null;
  try {
    text = await readPngText(png, DESIGN_PNG_KEYWORD, MAX_DESIGN_TEXT_BYTES);
  } catch (error) {
    if (error instanceof PngTextError) return { kind: 'refused', message: DESIGN_PNG_MESSAGES.unreadable, problems: [error.message] };
    throw error;
  }
  if (text === null) return { kind: 'picture' };
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    return { kind: 'refused', message: DESIGN_PNG_MESSAGES.unreadable, problems: ['the design is not JSON'] };
  }
  if (typeof envelope !== 'object' || envelope === null || (envelope as { format?: unknown }).format !== ENVELOPE_FORMAT) {
    return { kind: 'refused', message: DESIGN_PNG_MESSAGES.invalid, problems: ['unknown envelope format'] };
  }
  const parsed = parseDesign((envelope as { design?: unknown }).design);
  if (!parsed.ok) return { kind: 'refused', message: DESIGN_PNG_MESSAGES.invalid, problems: parsed.errors };
  const raw = (envelope as { images?: unknown }).images;
  const images: Record<string, Uint8Array> = {};
  if (typeof raw === 'object' && raw !== null) {
    for (const [src, value] of Object.entries(raw)) {
      if (typeof value !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) continue;
      images[src] = fromBase64(value);
    }
  }
  return { kind: 'design', design: parsed.design, images: carriedWithinCaps(parsed.design, images) };
}
