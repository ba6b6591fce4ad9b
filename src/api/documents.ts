import { IMAGE_WIDTHS, type ImageWidth } from '../shared/image-widths';
import { API_BASE } from './client';

/** The address of a stored file (image, video) named by its document key (spec section 7). */
export function documentUrl(key: string, width?: ImageWidth): string {
  const url = `${API_BASE}/document/${encodeURIComponent(key)}`;
  return width === undefined ? url : `${url}?w=${width}`;
}

/**
 * A `srcset` of the server's narrower WebP copies of an image (`?w=`), so that a phone
 * downloads a 480-pixel picture instead of the full-size original.
 */
export function documentSrcSet(key: string, widths: readonly ImageWidth[] = IMAGE_WIDTHS): string {
  return widths.map((width) => `${documentUrl(key, width)} ${width}w`).join(', ');
}

/**
 * A `srcset` of square copies of an image cut round its focal point (`?crop=square&w=`), for a
 * frame that shows a 4:5 photo square: the server cuts where staff set the point, which CSS
 * `object-fit` alone cannot follow in a page that may carry no `style` attribute.
 */
export function documentSquareSrcSet(key: string, widths: readonly ImageWidth[] = IMAGE_WIDTHS): string {
  const url = `${API_BASE}/document/${encodeURIComponent(key)}?crop=square`;
  return widths.map((width) => `${url}&w=${width} ${width}w`).join(', ');
}

/**
 * The address of a shopper's return photo: private, so not a document address but the route
 * that serves it only to the shopper who sent it and to staff (signed in, same origin).
 */
export function returnPhotoUrl(key: string, width?: ImageWidth): string {
  const url = `${API_BASE}/order/returnPhoto/${encodeURIComponent(key)}`;
  return width === undefined ? url : `${url}?w=${width}`;
}
