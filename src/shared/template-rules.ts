/**
 * Starter templates: the limits and messages the staff screen and the server share.
 */
export const MAX_TEMPLATE_NAME = 60;

export const TEMPLATE_MESSAGES = {
  notFound: 'There is no such template.',
  designNotFound: 'There is no such design among your saved designs. Save the design first, then add it.',
  nameRequired: 'Please enter a name for the template.',
  nameTooLong: `Please keep the template's name to ${MAX_TEMPLATE_NAME} characters.`,
  blank: 'This design is blank: add text or a graphic, save it, then make it a template.',
  upload: 'A template holds text and the studio graphics only: this design has an uploaded picture, which belongs to its owner. Remove it, save, and try again.',
  noPreview: 'This design has no preview yet: open it in the studio, save it again, then add it.',
  edge: 'It is already there.',
} as const;
