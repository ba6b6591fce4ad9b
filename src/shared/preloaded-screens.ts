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
  { path: /^\/display\/[^/]+\/[^/]+\/?$/i, module: 'features/product/components/product-page.tsx' },
];

/** The source module of the screen at `pathname`, when it is one of PRELOADED_SCREENS. */
export function preloadedScreenModule(pathname: string): string | undefined {
  return PRELOADED_SCREENS.find((screen) => screen.path.test(pathname))?.module;
}
