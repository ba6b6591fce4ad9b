import type { CropFrame } from './focal-point-picker';

/**
 * Where the shop shows each kind of picture, for the focal-point previews. The home banner is
 * 5:2 on every screen (banner-carousel.module.css): full width on a phone, the page's 1280 px on
 * a desktop. Product photos are 4:5 in the cards, the gallery and the cart alike.
 */
export const BANNER_FRAMES: readonly CropFrame[] = [
  { label: 'Phone (full width, 412 px)', aspect: 5 / 2, width: 206 },
  { label: 'Desktop (1280 px)', aspect: 5 / 2, width: 400 },
];

export const PRODUCT_FRAMES: readonly CropFrame[] = [
  { label: 'Phone card', aspect: 4 / 5, width: 120 },
  { label: 'Desktop gallery', aspect: 4 / 5, width: 200 },
];
