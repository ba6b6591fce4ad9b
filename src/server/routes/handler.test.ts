import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_FILE } from '../plugins/openapi';
import { QUERY_DEFAULTS } from './handler';

interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
  schema?: { default?: unknown };
}

describe('handler types', () => {
  it('treat as present exactly the query parameters that openapi.yaml gives a default', () => {
    const contract = parse(readFileSync(OPENAPI_FILE, 'utf8'));
    const resolve = (parameter: Parameter): Parameter =>
      parameter.$ref ? contract.components.parameters[parameter.$ref.replace('#/components/parameters/', '')] : parameter;
    const found: Record<string, string[]> = {};
    for (const item of Object.values(contract.paths) as Record<string, { operationId?: string; parameters?: Parameter[] }>[]) {
      for (const operation of Object.values(item)) {
        const defaulted = (operation.parameters ?? [])
          .map(resolve)
          .filter((parameter) => parameter.in === 'query' && parameter.schema?.default !== undefined)
          .map((parameter) => parameter.name!);
        if (operation.operationId && defaulted.length) found[operation.operationId] = defaulted.sort();
      }
    }
    const declared = Object.fromEntries(Object.entries(QUERY_DEFAULTS).map(([id, names]) => [id, [...names].sort()]));
    expect(declared).toEqual(found);
  });
});
