import { renderToStaticMarkup } from 'react-dom/server';
import { matchRoutes, MemoryRouter, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes, type ScreenHandle } from './router';
import { PRELOADED_SCREENS } from '../../shared/preloaded-screens';

// The route table of spec section 2, with sample parameters.
const insideLayout = [
  '/',
  '/display/p1/v1',
  '/checkout/p1/v1',
  '/status/tnx1/order1',
  '/new-arrivals',
  '/trending',
  '/upper-wear',
  '/bottom-wear',
  '/store',
  '/search',
  '/admin/asha',
  '/admin',
  '/customized',
  '/customized/tshirt',
  '/customized/hoodie',
  '/Customized',
  '/Tshirt',
  '/Hoodie',
  '/terms',
  '/privacypolicy',
  '/return-cancellation',
  '/cart',
  '/faquetions',
  '/help-support',
  '/user-orders',
  '/confirm-order',
  '/track',
  '/account/addresses',
  '/account/profile',
  '/account/designs',
  '/d/PkBIRK0J95jUbohT0USeOn6z',
];
const outsideLayout = ['/signup', '/login', '/forgot-password', '/info'];

function leafOf(path: string): { ids: string[]; leaf: RouteObject } {
  const matches = matchRoutes(appRoutes, path);
  expect(matches, `no route for ${path}`).not.toBeNull();
  const list = matches ?? [];
  const leaf = list[list.length - 1]?.route;
  if (!leaf) throw new Error(`no leaf for ${path}`);
  return { ids: list.map((match) => match.route.id ?? ''), leaf };
}

describe('route table', () => {
  it.each(insideLayout)('%s is a lazy screen inside the main layout', (path) => {
    const { ids, leaf } = leafOf(path);
    expect(ids).toContain('layout');
    expect(leaf.path).not.toBe('*');
    expect(typeof (leaf.handle as ScreenHandle).load).toBe('function');
  });

  it.each(outsideLayout)('%s is a lazy screen outside the layout', (path) => {
    const { ids, leaf } = leafOf(path);
    expect(ids).not.toContain('layout');
    expect(typeof (leaf.handle as ScreenHandle).load).toBe('function');
  });

  it('sends an unknown path to the catch-all inside the layout, which shows 404 Not Found', () => {
    const { ids, leaf } = leafOf('/does-not-exist/at/all');
    expect(ids).toContain('screens');
    expect(leaf.path).toBe('*');
    expect(renderToStaticMarkup(<MemoryRouter>{leaf.element}</MemoryRouter>)).toContain('404 Not Found');
  });
});

describe('screens the server preloads', () => {
  it.each(PRELOADED_SCREENS.map((screen) => [screen.module, samplePath(screen.path)] as const))(
    '%s is the module the router loads for %s',
    async (module, path) => {
      const { leaf } = leafOf(path);
      const loaded = await (leaf.handle as ScreenHandle).load();
      const exported = Object.values((await import(`../${module}`)) as Record<string, unknown>);
      expect(exported).toContain(loaded);
    },
  );
});

describe('the home promo link', () => {
  // The spec's home promo links to /Customized; the route table lists 'customized' once and
  // matches case-insensitively (the capitalised copy of the route was dropped).
  it('/Customized opens the t-shirt customiser', async () => {
    const { leaf } = leafOf('/Customized');
    const loaded = await (leaf.handle as ScreenHandle).load();
    const { TshirtCustomiserScreen } = await import('../features/customiser/components/customiser');
    expect(loaded).toBe(TshirtCustomiserScreen);
  });
});

function samplePath(pattern: RegExp): string {
  const sample = [...insideLayout, ...outsideLayout, '/checkout/cart'].find((path) => pattern.test(path));
  if (!sample) throw new Error(`no sample path for ${pattern}`);
  return sample;
}
