/**
 * The rules of the staff's banner and studio-graphic forms, used by those forms and by the
 * server alike; the required-field messages follow the admin form's ('{field} is required.
 * Please fill the field.'). A form shows its first failing field's message (form-rules.ts).
 */
import { z } from './zod';
import { PRODUCT_MESSAGES } from './product-rules';

export const STAFF_MEDIA_LIMITS = { bannerAlt: 160, bannerLink: 200, graphicName: 60 } as const;

export const STAFF_MEDIA_MESSAGES = {
  imageRequired: 'image is required. Please add at least one image.',
  altRequired: PRODUCT_MESSAGES.required('Text for screen readers'),
  altTooLong: `alt must be at most ${STAFF_MEDIA_LIMITS.bannerAlt} characters.`,
  notShopLink: 'link must be a path in the shop, such as /new-arrivals.',
  nameRequired: PRODUCT_MESSAGES.required('name'),
  nameTooLong: `name must be at most ${STAFF_MEDIA_LIMITS.graphicName} characters.`,
} as const;

/** A banner links inside the shop only: a path, never another site or a script. */
export function isShopLink(link: string): boolean {
  return /^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/.test(link) && link.length <= STAFF_MEDIA_LIMITS.bannerLink;
}

/** The image the form carries (a File in the browser, the re-encoded bytes on the server). */
const attached = <F>() => z.custom<F>((value) => value !== undefined && value !== null, { message: STAFF_MEDIA_MESSAGES.imageRequired });
const trimmed = z
  .string()
  .optional()
  .transform((value = '') => value.trim());
/** Filled (after trimming), else `message`; no further check of the field runs. */
const filled = (message: string) => trimmed.refine((value) => value !== '', { message, abort: true });

/** The add-banner form, in the order its problems are told: image, text for screen readers, link ('/' when blank). */
export const bannerFormSchema = <F>() =>
  z.object({
    image: attached<F>(),
    alt: filled(STAFF_MEDIA_MESSAGES.altRequired).refine((alt) => alt.length <= STAFF_MEDIA_LIMITS.bannerAlt, STAFF_MEDIA_MESSAGES.altTooLong),
    link: trimmed.transform((link) => link || '/').refine(isShopLink, STAFF_MEDIA_MESSAGES.notShopLink),
  });

/** The add-graphic form, in the order its problems are told: name, then image. */
export const graphicFormSchema = <F>() =>
  z.object({
    name: filled(STAFF_MEDIA_MESSAGES.nameRequired).refine((name) => name.length <= STAFF_MEDIA_LIMITS.graphicName, STAFF_MEDIA_MESSAGES.nameTooLong),
    image: attached<F>(),
  });
