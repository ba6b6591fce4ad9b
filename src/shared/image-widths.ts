/**
 * The widths, in CSS pixels times density, at which the shop serves smaller copies of an image
 * (`/document/{file}?w=480`). A fixed list, so that nobody can make the server resize to
 * arbitrary sizes, and so that every app server and the browser's cache agree on the files.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The home banner's `sizes`: full width on phones, the page's content width (1280 px) on wide
 * screens. Shared by the carousel and the server's preload of the first banner, which must
 * name the same candidate or the browser downloads the picture twice.
 */
export const BANNER_IMAGE_SIZES = '(min-width: 1280px) 1280px, 100vw';

/** A product card's `sizes` in the grids (2, 3 or 4 columns); the listings' preload uses it too. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 720px) 33vw, 50vw';

/** The product gallery's main picture's `sizes`; the product page's preload uses it too. */
export const GALLERY_IMAGE_SIZES = '(min-width: 900px) 55vw, 100vw';

/**
 * Where the home tiles turn square (home.module.css, `.tileMedia` at 900 px): from here the tile
 * shows the server's square crop round the photo's focal point instead of its 4:5 rendition.
 */
export const HOME_TILE_SQUARE_MEDIA = '(min-width: 900px)';
