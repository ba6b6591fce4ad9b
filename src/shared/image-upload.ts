/** The photos staff upload (products, banners, studio garments and graphics): JPEG, PNG or WebP up to 10 MB. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_MB = 10;

/** A first look in the browser (the server checks the content itself): type and size. */
export function imageProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return `"${file.name}" is not a JPEG, PNG or WebP image.`;
  if (file.size > MAX_IMAGE_MB * 1024 * 1024) return `"${file.name}" is larger than ${MAX_IMAGE_MB} MB.`;
  return null;
}
