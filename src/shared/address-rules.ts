import { z } from './zod';
import { deliveryDetailsSchema, type DeliveryDetails } from './checkout-rules';
import { fieldErrors } from './form-rules';

/** How many delivery addresses a shopper may keep (spec-free: a home, an office, family, with room to spare). */
export const MAX_SAVED_ADDRESSES = 10;
export const MAX_ADDRESS_LABEL = 30;

export const ADDRESS_MESSAGES = {
  tooMany: `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Please delete one you no longer use first.`,
  labelTooLong: `A label has at most ${MAX_ADDRESS_LABEL} characters.`,
  notFound: 'Address not found. It may have been deleted.',
  added: 'Address saved.',
  updated: 'Address updated.',
  deleted: 'Address deleted.',
  madeDefault: 'Default address changed.',
} as const;

/** The delivery fields a saved address keeps: the checkout's, without the e-mail (the account's own is used). */
export type AddressFields = Omit<DeliveryDetails, 'email'> & { label: string };
export type AddressField = keyof AddressFields;

/** A saved address is checked by the checkout's rules (spec section 5), field by field, plus its label. */
export const savedAddressSchema = deliveryDetailsSchema.omit({ email: true }).extend({
  label: z
    .string()
    .optional()
    .transform((value = '') => value.trim())
    .refine((value) => value.length <= MAX_ADDRESS_LABEL, ADDRESS_MESSAGES.labelTooLong),
});

/** The message under each wrong field, or an empty object. */
export function checkSavedAddress(fields: Partial<AddressFields>): Partial<Record<AddressField, string>> {
  return fieldErrors<AddressField>(savedAddressSchema, fields);
}
