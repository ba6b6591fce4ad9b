/**
 * The storefront's screens (spec section 2): each address pattern written once, with the source
 * file of its screen relative to src/web (the key of Vite's build manifest). The router
 * (src/web/app/router.tsx) builds its route table from these paths, and the server names each
 * page's screen chunk from them (preloaded-screens.ts), so the two cannot part ways;
 * router.test.tsx checks that the router loads this very module for each path.
 *
 * Paths are react-router patterns relative to the root ('' is the home page, `:name` one
 * segment), matched case-insensitively: /Customized, which the spec's home promo links to,
 * is the route 'customized'.
 */
export interface ScreenRoute {
  path: string;
  module: string;
}

const catalogue = (file: string) => `features/catalogue/components/${file}.tsx`;
const pages = (file: string) => `features/pages/components/${file}.tsx`;
const account = (file: string) => `features/account/components/${file}.tsx`;
const CUSTOMISER = 'features/customiser/components/customiser.tsx';
const STAFF = 'app/staff/staff-area.tsx';

export const SCREENS = {
  home: { path: '', module: catalogue('home') },
  product: { path: 'display/:productId/:variantId', module: 'features/product/components/product-page.tsx' },
  // Beyond the spec: 'Checkout all' from the cart.
  cartCheckout: { path: 'checkout/cart', module: 'features/checkout/components/cart-checkout.tsx' },
  checkout: { path: 'checkout/:productId/:variantId', module: 'features/checkout/components/checkout.tsx' },
  paymentStatus: { path: 'status/:tnxId/:orderId', module: 'features/payment-status/components/payment-status.tsx' },
  newArrivals: { path: 'new-arrivals', module: catalogue('new-arrivals') },
  trending: { path: 'trending', module: catalogue('trending') },
  upperWear: { path: 'upper-wear', module: catalogue('upper-wear') },
  bottomWear: { path: 'bottom-wear', module: catalogue('bottom-wear') },
  store: { path: 'store', module: catalogue('store') },
  // Beyond the spec: every hit of a search (the header's box, Enter or 'See all' in the home search).
  search: { path: 'search', module: catalogue('search-results') },
  staffByName: { path: 'admin/:name', module: STAFF },
  staff: { path: 'admin', module: STAFF },
  customiser: { path: 'customized', module: CUSTOMISER },
  customiserTshirt: { path: 'customized/tshirt', module: CUSTOMISER },
  customiserHoodie: { path: 'customized/hoodie', module: CUSTOMISER },
  tshirt: { path: 'Tshirt', module: CUSTOMISER },
  hoodie: { path: 'Hoodie', module: CUSTOMISER },
  terms: { path: 'terms', module: pages('terms') },
  privacyPolicy: { path: 'privacypolicy', module: pages('privacy-policy') },
  returnCancellation: { path: 'return-cancellation', module: pages('return-cancellation') },
  cart: { path: 'cart', module: 'features/cart/components/cart.tsx' },
  faq: { path: 'faquetions', module: pages('faq') },
  helpSupport: { path: 'help-support', module: pages('help-support') },
  userOrders: { path: 'user-orders', module: 'features/orders/components/user-orders.tsx' },
  // Beyond the spec: the one-tap confirmation of a COD order, linked from its mail.
  confirmOrder: { path: 'confirm-order', module: 'features/orders/components/confirm-cod.tsx' },
  // Beyond the spec: the public tracking page, by order id and e-mail or phone.
  trackOrder: { path: 'track', module: 'features/tracking/components/track-order.tsx' },
  // Beyond the spec: the signed-in shopper's account screens, linked from the profile panel.
  addresses: { path: 'account/addresses', module: account('addresses') },
  editProfile: { path: 'account/profile', module: account('edit-profile') },
  myDesigns: { path: 'account/designs', module: 'features/customiser/components/my-designs.tsx' },
  // Beyond the spec: a shared design's public page.
  sharedDesign: { path: 'd/:slug', module: 'features/shared-design/components/shared-design-page.tsx' },
  signup: { path: 'signup', module: account('signup') },
  login: { path: 'login', module: account('login') },
  forgotPassword: { path: 'forgot-password', module: account('forgot-password') },
  info: { path: 'info', module: pages('availability-notice') },
} as const satisfies Record<string, ScreenRoute>;

/** The product page address of a colour: /display/{productId}/{variantId} (SCREENS.product). */
export function productPath(productId: string, variantId: string): string {
  return `/display/${encodeURIComponent(productId)}/${encodeURIComponent(variantId)}`;
}
