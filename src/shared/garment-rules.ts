/**
 * The add-garment-colour rules, used by the staff studio form and by the server alike (the
 * messages follow the admin form's: '{field} is required. Please fill the field.').
 */
import { z } from './zod';
import { GARMENT_TYPES, type GarmentType } from './catalogue-options';
import { rupeesToPaise } from './money';
import { PRODUCT_MESSAGES } from './product-rules';

const COLOUR_NAME = /^[\p{L}\p{N}][\p{L}\p{N} '&-]*$/u;
const SWATCH = /^#[0-9a-fA-F]{6}$/;
const WHOLE_RUPEES = /^\d{1,6}$/;

export const GARMENT_LIMITS = { color: 40, minPrice: 1, maxPrice: 100_000 } as const;

const filled = (field: string) =>
  z
    .string()
    .optional()
    .refine((value) => !!value && value.trim() !== '', { message: PRODUCT_MESSAGES.required(field), abort: true })
    .transform((value = '') => value);

/** The colour's fields as the form sends them (text), checked in the form's order and turned into what the shop stores. */
export const garmentFieldsSchema = z
  .object({
    type: filled('type').refine((value) => (GARMENT_TYPES as readonly string[]).includes(value), `type must be one of: ${GARMENT_TYPES.join(', ')}.`),
    color: filled('color').refine(
      (value) => value.length <= GARMENT_LIMITS.color && COLOUR_NAME.test(value),
      `color must be a colour name of at most ${GARMENT_LIMITS.color} letters, digits, spaces, hyphens or apostrophes.`,
    ),
    hex: z.string().regex(SWATCH, 'hex must be a colour such as #1f2a44.'),
    price: filled('price').refine(
      (value) => WHOLE_RUPEES.test(value) && Number(value) >= GARMENT_LIMITS.minPrice && Number(value) <= GARMENT_LIMITS.maxPrice,
      `price must be a whole number of rupees from ${GARMENT_LIMITS.minPrice} to ${GARMENT_LIMITS.maxPrice}.`,
    ),
  })
  .transform((fields) => ({ type: fields.type as GarmentType, color: fields.color, hex: fields.hex.toLowerCase(), basePricePaise: rupeesToPaise(Number(fields.price)) }));
