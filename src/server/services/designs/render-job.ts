import type { Design, Side } from '../../../engine/model/design';
import type { DomainErrorKind } from '../../errors';

/** Encoded bytes of each image a side uses, by its src: each read once, decoded once in the worker. */
export type LayerImageBytes = Record<string, Uint8Array>;

/** What the main thread asks a render worker for (plain data: it crosses threads by copy). */
export type RenderJob =
  | { kind: 'print'; design: Design; side: Side; images: LayerImageBytes }
  | { kind: 'preview'; design: Design; side: Side; garmentPhoto: Uint8Array | null; images: LayerImageBytes };

/**
 * The worker's answer: the file's bytes (null for a blank side) and how long drawing took (for
 * Retry-After), or a domain error's kind and words.
 */
export type RenderAnswer = { ok: true; bytes: Uint8Array | null; drawMs: number } | { ok: false; kind: DomainErrorKind | null; message: string };
