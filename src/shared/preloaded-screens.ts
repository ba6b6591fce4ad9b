/**
 * The screens whose JavaScript the server names in the page it serves (as modulepreload
 * links), so that the browser fetches a screen's chunk together with the app's entry instead
 * of after the entry has run and the router has asked for it. `module` is the screen's source
 * file relative to src/web, the key of Vite's build manifest; router.test.ts checks that the
 * router loads these very files for these paths.
 */
export const PRELOADED_SCREENS: readonly { path: RegExp; module: string }[] = [
  { path: /^\/$/, module: 'features/catalogue/components/home.tsx' },
  { path: /^\/new-arrivals\/?$/i, module: 'features/catalogue/components/new-arrivals.tsx' },
  { path: /^\/trending\/?$/i, module: 'features/catalogue/components/trending.tsx' },
  { path: /^\/upper-wear\/?$/i, module: 'features/catalogue/components/upper-wear.tsx' },
  { path: /^\/search\/?$/i, module: 'features/catalogue/components/search-results.tsx' },
  { path: /^\/display\/[^/]+\/[^/]+\/?$/i, module: 'features/product/components/product-page.tsx' },
  // The other screens: the server renders every one, so each page names its chunk and its CSS.
  { path: /^\/bottom-wear\/?$/i, module: 'features/catalogue/components/bottom-wear.tsx' },
  { path: /^\/store\/?$/i, module: 'features/catalogue/components/store.tsx' },
  { path: /^\/checkout\/cart\/?$/i, module: 'features/checkout/components/cart-checkout.tsx' },
  { path: /^\/checkout\/[^/]+\/[^/]+\/?$/i, module: 'features/checkout/components/checkout.tsx' },
  { path: /^\/status\/[^/]+\/[^/]+\/?$/i, module: 'features/payment-status/components/payment-status.tsx' },
  { path: /^\/admin(\/[^/]+)?\/?$/i, module: 'features/staff/components/add-product.tsx' },
  { path: /^\/(customized(\/(tshirt|hoodie))?|tshirt|hoodie)\/?$/i, module: 'features/customiser/components/customiser.tsx' },
  { path: /^\/terms\/?$/i, module: 'features/pages/components/terms.tsx' },
  { path: /^\/privacypolicy\/?$/i, module: 'features/pages/components/privacy-policy.tsx' },
  { path: /^\/return-cancellation\/?$/i, module: 'features/pages/components/return-cancellation.tsx' },
  { path: /^\/cart\/?$/i, module: 'features/cart/components/cart.tsx' },
  { path: /^\/faquetions\/?$/i, module: 'features/pages/components/faq.tsx' },
  { path: /^\/help-support\/?$/i, module: 'features/pages/components/help-support.tsx' },
  { path: /^\/user-orders\/?$/i, module: 'features/orders/components/user-orders.tsx' },
  { path: /^\/signup\/?$/i, module: 'features/account/components/signup.tsx' },
  { path: /^\/login\/?$/i, module: 'features/account/components/login.tsx' },
  { path: /^\/forgot-password\/?$/i, module: 'features/account/components/forgot-password.tsx' },
  { path: /^\/info\/?$/i, module: 'features/pages/components/availability-notice.tsx' },
];

/** The source module of the screen at `pathname`, when it is one of PRELOADED_SCREENS. */
export function preloadedScreenModule(pathname: string): string | undefined {
  return PRELOADED_SCREENS.find((screen) => screen.path.test(pathname))?.module;
}
