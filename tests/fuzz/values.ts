import fc from 'fast-check';
import type { JsonSchema } from './contract';

/**
 * Building blocks of the fuzzer: valid values made from a schema (so that a mutation breaks
 * exactly one thing), and the nasty values mutations put in: wrong types, huge and unicode
 * strings, numbers past every limit.
 */

/** Ids of real rows, so that a request with one broken part aims at something that exists. */
export type KnownIds = Partial<Record<string, string>>;

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);

/** A value that keeps `schema`; string ids come from `ids` by property name where known. */
export function validValue(schema: JsonSchema, ids: KnownIds, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (typeOf(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(key) || (schema.minProperties ?? 0) > Object.keys(value).length;
        if (required) value[key] = validValue(property, ids, key);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items ?? {}, ids, name));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'string': {
      if (ids[name]) return ids[name];
      if (schema.pattern?.includes('[0-9a-fA-F]{8}')) return '00000000-0000-4000-8000-000000000000';
      if (schema.pattern === '^[0-9]{6}$') return '462011';
      if (schema.pattern) return 'abc';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return {};
  }
}

/** Strings that have broken servers before: control characters, lone surrogates, RTL marks, huge. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '\u202e\u202dreversed',
    '💩🏳️‍🌈👨‍👩‍👧‍👦',
    'हिन्दी में नाम',
    "'; drop table users; --",
    '" or 1=1 --',
    '%00',
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '<script>alert(1)</script>',
    '${jndi:ldap://x}',
    '__proto__',
    'constructor',
    'NaN',
    'null',
    'true',
    '1e309',
    '-0',
    '\r\n\r\n',
    '\t\v\f',
  ),
  fc.integer({ min: 1, max: 5 }).chain((power) => fc.constantFrom('a', 'é', '字', '💩').map((unit) => unit.repeat(10 ** power))),
);

/** Numbers past any sensible limit, and ones JSON cannot even say exactly. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, -0.5, 0.5, 1.5, -1e308, 1e308, 2 ** 53 + 1, -(2 ** 53) - 1, 2 ** 31, -(2 ** 31) - 1, 1e-320, 123456789012, -100000),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value, shallow, of any type. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string()), { maxKeys: 3 }),
  fc.constant([]),
  fc.constant({}),
);

/** Text that a query string or path segment may carry, as the fuzzer writes it (not yet encoded). */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  nastyString,
  nastyNumber.map(String),
  fc.constantFrom('-1', '0', '1.5', '99999999999999999999', '1e999', 'abc', 'true', '[]', '{}', ' 1', '0x10', '１２３'),
);

/** A place inside a JSON value: the keys that lead there. */
export type JsonPath = (string | number)[];

/** Every place in a schema-built value, with the schema that governs it. */
export function placesIn(value: unknown, schema: JsonSchema, at: JsonPath = []): { path: JsonPath; schema: JsonSchema }[] {
  const here = [{ path: at, schema }];
  if (Array.isArray(value)) {
    return [...here, ...value.flatMap((item, index) => placesIn(item, schema.items ?? {}, [...at, index]))];
  }
  if (value !== null && typeof value === 'object') {
    return [
      ...here,
      ...Object.entries(value).flatMap(([key, inner]) => placesIn(inner, schema.properties?.[key] ?? {}, [...at, key])),
    ];
  }
  return here;
}

/** A copy of `root` with the value at `path` replaced (or deleted when `replacement` is DELETE). */
export const DELETE = Symbol('delete');
export function withValueAt(root: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === DELETE) {
    if (Array.isArray(at)) at.splice(Number(last), 1);
    else delete at[last];
  } else {
    at[last] = replacement;
  }
  return copy;
}

/** Values that break one place's schema: wrong type, out of range, too long, not in the list. */
export function breakerFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [anyJson];
  const type = typeOf(schema);
  if (type === 'string' || schema.enum) {
    options.push(nastyString);
    if (schema.maxLength !== undefined) {
      const max = schema.maxLength;
      options.push(fc.integer({ min: max + 1, max: max + 2000 }).map((length) => 'ü'.repeat(length)));
    }
  }
  if (type === 'integer' || type === 'number') options.push(nastyNumber, nastyText);
  if (type === 'array') {
    options.push(fc.array(anyJson, { minLength: (schema.maxItems ?? 20) + 1, maxLength: (schema.maxItems ?? 20) + 5 }));
  }
  return fc.oneof(...options);
}
