import type { CropFrame } from './focal-point-picker';

/**
 * Where the shop shows each kind of picture, read off the storefront's CSS, for the focal-point
 * previews. The home banner is 5:2 on every screen (banner-carousel.module.css `.frame`): one
 * shape, so one preview, said so in its label rather than drawn twice. Product photos are 4:5 on
 * the product page, in the cards, the cart and the home tiles on a phone (gallery, product-grid,
 * home `.tileMedia`); the home tiles turn square from 900 px wide (home.module.css), where the
 * shop serves a square cut round the same point (`?crop=square`).
 */
export const BANNER_FRAMES: readonly CropFrame[] = [{ label: 'Home banner, 5:2 on phones and desktops alike', aspect: 5 / 2, width: 400 }];

export const PRODUCT_FRAMES: readonly CropFrame[] = [
  { label: 'Product page, cards and cart, 4:5 (phones and desktops; home tiles on phones)', aspect: 4 / 5, width: 160 },
  { label: 'Home tile on desktops, square', aspect: 1, width: 160 },
];
