import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of style.md (eslint-plugin-boundaries in eslint.config.js), checked
// against the project's real configuration: each case is a file placed in one part of src that
// imports one real file of another.
const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

// The first lint loads the configuration and typescript-eslint: seconds on a busy machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it('a feature may import shared parts and its own files, but never src/web/app', async () => {
    expect(await boundaryErrors("import { currentUserAtom } from '../../../stores/auth-atoms';\nexport const a = currentUserAtom;\n", 'src/web/features/cart/hooks/x.ts')).toEqual([]);
    expect(await boundaryErrors("import { queryKeys } from '../../../../api/query-keys';\nexport const a = queryKeys;\n", 'src/web/features/cart/api/x.ts')).toEqual([]);
    expect(await boundaryErrors("import { CartScreen } from './cart';\nexport const a = CartScreen;\n", 'src/web/features/cart/components/x.tsx')).toEqual([]);
    const errors = await boundaryErrors("import { Layout } from '../../../app/layout';\nexport const a = Layout;\n", 'src/web/features/cart/components/x.tsx');
    expect(errors).toEqual(['Import across the boundaries of style.md (see BOUNDARY_POLICIES in eslint.config.js): web-feature may not import web-app.']);
  });

  it('features never import each other, by a static or a dynamic import', async () => {
    expect(await boundaryErrors("export * from '../../product/api/product-calls';\n", 'src/web/features/cart/api/x.ts')).toHaveLength(1);
    expect(await boundaryErrors("export const m = () => import('../../product/api/product-calls');\n", 'src/web/features/cart/api/x.ts')).toHaveLength(1);
  });

  it('shared web parts import neither features nor the app; the app imports features, lazily too', async () => {
    expect(await boundaryErrors("import { cartQuery } from '../features/cart/api/cart';\nexport const a = cartQuery;\n", 'src/web/components/x.ts')).toHaveLength(1);
    expect(await boundaryErrors("import { Layout } from '../app/layout';\nexport const a = Layout;\n", 'src/web/stores/x.ts')).toHaveLength(1);
    expect(await boundaryErrors("import { CartScreen } from '../features/cart/components/cart';\nexport const a = CartScreen;\n", 'src/web/app/x.tsx')).toEqual([]);
    expect(await boundaryErrors("export const m = () => import('../features/cart/components/cart');\n", 'src/web/app/x.tsx')).toEqual([]);
  });

  it('the API client, the engine, the customiser and src/shared stay out of the storefront and the server', async () => {
    expect(await boundaryErrors("import { currentUserAtom } from '../web/stores/auth-atoms';\nexport const a = currentUserAtom;\n", 'src/api/x.ts')).toHaveLength(1);
    expect(await boundaryErrors("import { api } from '../api/client';\nexport const a = api;\n", 'src/engine/x.ts')).toHaveLength(1);
    expect(await boundaryErrors("import { api } from '../api/client';\nexport const a = api;\n", 'src/customiser/x.ts')).toHaveLength(1);
    expect(await boundaryErrors("import { config } from '../server/config';\nexport const a = config;\n", 'src/shared/x.ts')).toHaveLength(1);
    expect(await boundaryErrors("import { rupeesToPaise } from '../shared/money';\nexport const a = rupeesToPaise;\n", 'src/engine/x.ts')).toEqual([]);
  });

  it('the server never imports the storefront or the customiser', async () => {
    expect(await boundaryErrors("import { Layout } from '../../web/app/layout';\nexport const a = Layout;\n", 'src/server/ssr/x.ts')).toHaveLength(1);
    expect(await boundaryErrors("import { Studio } from '../../customiser/studio';\nexport const a = Studio;\n", 'src/server/ssr/x.ts')).toHaveLength(1);
  });
});
