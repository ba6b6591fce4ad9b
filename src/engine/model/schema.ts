import { z } from '../../shared/zod';
import { GARMENT_TYPES, SHOP_SIZES } from '../../shared/catalogue-options';
import { FONT_FAMILY_IDS } from '../../shared/text-font-families';
import { DESIGN_VERSION, type Design } from './design';
import {
  MAX_CURVE,
  MAX_LETTER_SPACING,
  MAX_LINE_HEIGHT,
  MAX_OUTLINE_WIDTH,
  MAX_SHADOW_BLUR,
  MAX_SHADOW_OFFSET,
  MIN_CURVE,
  MIN_LETTER_SPACING,
  MIN_LINE_HEIGHT,
  MIN_OUTLINE_WIDTH,
  TEXT_ALIGNS,
} from './text-effects';
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
const locked = z.boolean('locked must be true or false').optional();

/** A bounded number with its range in the message, e.g. 'outline width must be from 0 to 8'. */
const between = (name: string, min: number, max: number) => {
  const message = `${name} must be from ${min} to ${max}`;
  return z.number(message).finite(message).min(min, message).max(max, message);
};
const inkColour = (name: string) => z.string().regex(TEXT_COLOR_PATTERN, `${name} must be #rrggbb in lower case`);

const outline = z.strictObject({ color: inkColour('outline colour'), width: between('outline width', MIN_OUTLINE_WIDTH, MAX_OUTLINE_WIDTH) });
const shadow = z.strictObject({
  color: inkColour('shadow colour'),
  offsetX: between('shadow offset', -MAX_SHADOW_OFFSET, MAX_SHADOW_OFFSET),
  offsetY: between('shadow offset', -MAX_SHADOW_OFFSET, MAX_SHADOW_OFFSET),
  blur: between('shadow blur', 0, MAX_SHADOW_BLUR),
});

/** The picker's families by id; anything else is refused naming the shop's fonts. */
const fontFamily = z.enum(FONT_FAMILY_IDS, {
  error: (issue) => `font family ${JSON.stringify(issue.input)} is not one of the shop's fonts (${FONT_FAMILY_IDS.join(', ')})`,
});

const textLayer = z.strictObject({
  id,
  kind: z.literal('text'),
  content: z.string().max(MAX_TEXT_LENGTH, `text is longer than ${MAX_TEXT_LENGTH} characters`),
  color: z.string().regex(TEXT_COLOR_PATTERN, 'colour must be #rrggbb in lower case'),
  fontSize: z.number().int('font size must be a whole number of px').min(MIN_FONT_SIZE).max(MAX_FONT_SIZE),
  fontWeight: z.enum(FONT_WEIGHTS),
  fontStyle: z.enum(FONT_STYLES),
  fontFamily: fontFamily.optional(),
  x: coordinate,
  y: coordinate,
  rotation,
  locked,
  width: size,
  outline: outline.optional(),
  shadow: shadow.optional(),
  letterSpacing: between('letter spacing', MIN_LETTER_SPACING, MAX_LETTER_SPACING).optional(),
  lineHeight: between('line height', MIN_LINE_HEIGHT, MAX_LINE_HEIGHT).optional(),
  align: z.enum(TEXT_ALIGNS, `align must be one of ${TEXT_ALIGNS.join(', ')}`).optional(),
  curve: between('curve', MIN_CURVE, MAX_CURVE).int('curve must be a whole number').optional(),
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
  locked,
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
  locked,
  naturalWidth: z.number().int().min(1).max(MAX_NATURAL_PIXELS),
  naturalHeight: z.number().int().min(1).max(MAX_NATURAL_PIXELS),
});

const layers = z
  .array(z.discriminatedUnion('kind', [textLayer, graphicLayer, imageLayer]))
  .max(MAX_LAYERS_PER_SIDE, `at most ${MAX_LAYERS_PER_SIDE} layers per side`);

/** The design document at DESIGN_VERSION; `satisfies` ties it to the Design type. */
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
