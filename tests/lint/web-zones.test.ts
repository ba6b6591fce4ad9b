import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The storefront's one-way import zones of eslint.config.js (shared <- features <- app), checked
// against the project's real configuration.
const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function zoneErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

// The first lint loads the configuration and typescript-eslint: seconds on a busy machine.
describe('web import zones', { timeout: 60_000 }, () => {
  it('a feature may import shared parts but never src/web/app', async () => {
    expect(await zoneErrors("import { currentUserAtom } from '../../../stores/auth-atoms';\nexport const a = currentUserAtom;\n", 'src/web/features/cart/hooks/x.ts')).toEqual([]);
    expect(await zoneErrors("import { queryKeys } from '../../../../api/query-keys';\nexport const a = queryKeys;\n", 'src/web/features/cart/api/x.ts')).toEqual([]);
    const errors = await zoneErrors("import { Layout } from '../../../app/layout';\nexport const a = Layout;\n", 'src/web/features/cart/components/x.tsx');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Features never import src/web/app');
  });

  it('shared web parts import neither features nor the app; the app imports features', async () => {
    expect(await zoneErrors("import { cartQuery } from '../features/cart/api/cart';\nexport const a = cartQuery;\n", 'src/web/components/x.ts')).toHaveLength(1);
    expect(await zoneErrors("import { Layout } from '../app/layout';\nexport const a = Layout;\n", 'src/web/stores/x.ts')).toHaveLength(1);
    expect(await zoneErrors("import { Cart } from '../features/cart/components/cart';\nexport const a = Cart;\n", 'src/web/app/x.tsx')).toEqual([]);
  });

  it('the API client never imports the storefront', async () => {
    expect(await zoneErrors("import { currentUserAtom } from '../web/stores/auth-atoms';\nexport const a = currentUserAtom;\n", 'src/api/x.ts')).toHaveLength(1);
  });
});
