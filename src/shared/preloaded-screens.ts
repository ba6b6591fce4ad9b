import { SCREENS } from './screen-routes';

/**
 * The screens whose JavaScript the server names in the page it serves (as modulepreload
 * links), so that the browser fetches a screen's chunk together with the app's entry instead
 * of after the entry has run and the router has asked for it: every screen of the route table
 * (screen-routes.ts), its path turned into a pattern as the router matches it (case-insensitive,
 * a trailing slash allowed, `:name` one segment).
 */
export const PRELOADED_SCREENS: readonly { path: RegExp; module: string }[] = Object.values(SCREENS).map((screen) => ({
  path: pathPattern(screen.path),
  module: screen.module,
}));

function pathPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')));
  return segments.length === 0 ? /^\/$/ : new RegExp(`^\\/${segments.join('\\/')}\\/?$`, 'i');
}

/** The source module of the screen at `pathname`, when it is one of PRELOADED_SCREENS. */
export function preloadedScreenModule(pathname: string): string | undefined {
  return PRELOADED_SCREENS.find((screen) => screen.path.test(pathname))?.module;
}
