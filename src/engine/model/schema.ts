import { z } from 'zod';
import { GARMENT_TYPES, SHOP_SIZES } from '../../shared/catalogue-options';
import { DESIGN_VERSION, type Design } from './design';
import { FONT_STYLES, FONT_WEIGHTS, MAX_LAYERS_PER_SIDE, MAX_FONT_SIZE, MAX_TEXT_LENGTH, MIN_FONT_SIZE, TEXT_COLOR_PATTERN } from './text-options';

/**
 * Sane bounds. A layer may hang off the print area while the shopper drags it (clamping keeps
 * saved designs inside), but nothing real is 50 in from the print area or 50 in wide; these
 * bounds stop a hostile document from asking the print renderer for a gigapixel canvas.
 */
export const MAX_COORDINATE = 5000;
export const MAX_LAYER_SIZE = 5000;
export const MIN_LAYER_SIZE = 1;
/** Uploads are re-encoded by the server below this; anything larger is not a real upload. */
export const MAX_NATURAL_PIXELS = 20000;

const coordinate = z.number().finite().min(-MAX_COORDINATE).max(MAX_COORDINATE);
const size = z.number().finite().min(MIN_LAYER_SIZE).max(MAX_LAYER_SIZE);
const rotation = z.number().finite().min(-360).max(360);
const id = z.string().min(1).max(64);
const src = z.string().min(1).max(500);

const textLayer = z.strictObject({
  id,
  kind: z.literal('text'),
  content: z.string().max(MAX_TEXT_LENGTH, `text is longer than ${MAX_TEXT_LENGTH} characters`),
  color: z.string().regex(TEXT_COLOR_PATTERN, 'colour must be #rrggbb in lower case'),
  fontSize: z.number().int('font size must be a whole number of px').min(MIN_FONT_SIZE).max(MAX_FONT_SIZE),
  fontWeight: z.enum(FONT_WEIGHTS),
  fontStyle: z.enum(FONT_STYLES),
  x: coordinate,
  y: coordinate,
  rotation,
  width: size,
});

const graphicLayer = z.strictObject({
  id,
  kind: z.literal('graphic'),
  src,
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  rotation,
  tint: z.string().regex(TEXT_COLOR_PATTERN, 'tint must be #rrggbb in lower case').optional(),
});

const imageLayer = z.strictObject({
  id,
  kind: z.literal('image'),
  src,
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  rotation,
  naturalWidth: z.number().int().min(1).max(MAX_NATURAL_PIXELS),
  naturalHeight: z.number().int().min(1).max(MAX_NATURAL_PIXELS),
});

const layers = z
  .array(z.discriminatedUnion('kind', [textLayer, graphicLayer, imageLayer]))
  .max(MAX_LAYERS_PER_SIDE, `at most ${MAX_LAYERS_PER_SIDE} layers per side`);

/** The version-1 design document; `satisfies` ties it to the Design type. */
export const designSchema = z
  .strictObject({
    version: z.literal(DESIGN_VERSION),
    garment: z.enum(GARMENT_TYPES),
    color: z.string().trim().min(1).max(40),
    size: z.enum(SHOP_SIZES),
    sides: z.strictObject({ front: layers, back: layers }),
  })
  .superRefine((design, ctx) => {
    // Commands address layers by id, so an id used twice would make one layer unreachable.
    const seen = new Set<string>();
    for (const side of ['front', 'back'] as const) {
      design.sides[side].forEach((layer, index) => {
        if (seen.has(layer.id)) ctx.addIssue({ code: 'custom', message: `duplicate layer id '${layer.id}'`, path: ['sides', side, index, 'id'] });
        seen.add(layer.id);
      });
    }
  }) satisfies z.ZodType<Design>;
