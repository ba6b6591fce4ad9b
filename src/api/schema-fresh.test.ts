import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('src/api/schema.gen.ts', () => {
  it('is what `npm run gen:api` makes from openapi.yaml today', async () => {
    const fresh = astToString(await openapiTS(new URL(`file://${path.join(root, 'openapi.yaml')}`)));
    const committed = readFileSync(path.join(root, 'src/api/schema.gen.ts'), 'utf8');
    // The CLI adds a banner; compare the generated body only.
    const body = (text: string) => text.slice(text.indexOf('export interface paths'));
    expect(body(committed), 'schema.gen.ts is stale: run `npm run gen:api`').toBe(body(fresh));
  }, 30_000);
});
