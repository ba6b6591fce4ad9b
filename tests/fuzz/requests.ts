import fc from 'fast-check';
import { parseDesign } from '../../src/engine/model/validate';
import { API_PREFIX, keepsContract, type Operation, type RequestParts } from './contract';
import { brokenForm, isMultipart, validForm } from './multipart';
import { DELETE, anyJson, breakerFor, nastyString, nastyText, placesIn, validValue, withValueAt, type KnownIds } from './values';

/** How a case's credentials are spoiled (the rest of the request is then valid). */
export type CredentialBreak = { sid?: string; xsrfHeader?: string | null };

export interface FuzzCase {
  /** What was broken, for the report. */
  label: string;
  parts: RequestParts;
  /** Overrides of the URL's text, for encodings no well-behaved client would send. */
  rawUrl?: string;
  /** Valid credentials for the operation, or spoiled ones. */
  credentials: 'valid' | CredentialBreak;
  /**
   * True when the request breaks the contract (so it must get a 4xx). False for the noise
   * sent to operations that take no input at all: the contract allows it, so the answer may
   * be the operation's 2xx, but never a 5xx or a write.
   */
  mustRefuse: boolean;
}

export interface FuzzContext {
  ids: KnownIds;
  /** A small real PNG, so that a form's one broken field is the only thing wrong with it. */
  png: Buffer;
}

/** The valid request for an operation, from which every case breaks one or more parts. */
export function validParts(operation: Operation, context: FuzzContext): RequestParts {
  const path = Object.fromEntries(operation.pathParams.map((parameter) => [parameter.name, String(validValue(parameter.schema, context.ids, parameter.name))]));
  const query = Object.fromEntries(
    operation.queryParams.filter((parameter) => parameter.required).map((parameter) => [parameter.name, String(validValue(parameter.schema, context.ids, parameter.name))]),
  );
  const headers = Object.fromEntries(
    operation.headerParams.filter((parameter) => parameter.required).map((parameter) => [parameter.name, String(validValue(parameter.schema, context.ids, parameter.name))]),
  );
  if (!operation.body) return { path, query, headers, contentType: undefined, body: { kind: 'none' } };
  if (isMultipart(operation)) {
    return { path, query, headers, contentType: undefined, body: { kind: 'none' } };
  }
  let value = validValue(operation.body.schema, context.ids);
  if (operation.id === 'createDesign' || operation.id === 'updateDesign') value = { document: VALID_DESIGN };
  return { path, query, headers, contentType: operation.body.contentType, body: { kind: 'json', value } };
}

export const VALID_DESIGN = {
  version: 1,
  garment: 'tshirt',
  color: 'black',
  size: 'L',
  sides: { front: [{ id: 'text-1', kind: 'text', content: 'Bhopal', color: '#ffffff', fontSize: 24, fontWeight: 'bold', fontStyle: 'normal', x: 300, y: 160, rotation: 0, width: 600 }], back: [] },
};

const jsonBody = (parts: RequestParts) => (parts.body.kind === 'json' ? parts.body.value : undefined);

/** Broken JSON bodies: one place changed to a wrong value, a required field gone, an extra one, or a wrong root. */
function brokenJsonValue(operation: Operation, base: unknown): fc.Arbitrary<{ label: string; value: unknown }> {
  const places = placesIn(base, operation.body!.schema);
  const objects = places.filter((place) => place.schema.type === 'object' || (base !== null && place.path.length === 0));
  const strings = places.filter((place) => place.schema.type === 'string' && !place.schema.enum && !place.schema.pattern);
  return fc.oneof(
    fc.constantFrom(...places).chain((place) =>
      breakerFor(place.schema).map((value) => ({ label: `body ${place.path.join('.') || '(root)'} = wrong value`, value: withValueAt(base, place.path, value) })),
    ),
    fc.constantFrom(...places.filter((place) => place.path.length > 0)).map((place) => ({
      label: `body ${place.path.join('.')} missing`,
      value: withValueAt(base, place.path, DELETE),
    })),
    fc.tuple(fc.constantFrom(...objects), fc.oneof(fc.string({ maxLength: 12 }), nastyString), anyJson).map(([place, key, value]) => ({
      label: `body ${place.path.join('.') || '(root)'} has extra field`,
      value: withValueAt(base, [...place.path, key], value),
    })),
    anyJson.map((value) => ({ label: 'body root replaced', value })),
    ...(strings.length
      ? [
          fc.tuple(fc.constantFrom(...strings), fc.constantFrom('\u0000', 'a\u0000', '\u0000\u0000x')).map(([place, nul]) => ({
            label: `body ${place.path.join('.')} holds U+0000`,
            value: withValueAt(base, place.path, nul),
          })),
        ]
      : []),
  );
}

/** Bodies that are not JSON at all, or JSON no parser should accept. */
const malformedJson = (valid: string): fc.Arbitrary<{ label: string; text: string }> =>
  fc.oneof(
    fc.nat({ max: Math.max(0, valid.length - 1) }).map((cut) => ({ label: 'json truncated', text: valid.slice(0, cut) })),
    fc.tuple(fc.nat({ max: valid.length }), fc.constantFrom('{', '}', '"', ',', ':', '\\', '\u0000', "'", 'NaN', '/*')).map(([at, junk]) => ({
      label: 'json with a stray character',
      text: valid.slice(0, at) + junk + valid.slice(at),
    })),
    fc.constantFrom(
      { label: 'json trailing garbage', text: `${valid} x` },
      { label: 'json with __proto__', text: `{"__proto__":{"admin":true},${valid.slice(1)}` },
      { label: 'json with constructor.prototype', text: '{"constructor":{"prototype":{"admin":true}}}' },
      { label: 'json nested 20000 deep', text: '['.repeat(20_000) + ']'.repeat(20_000) },
      { label: 'json unclosed 20000 deep', text: '{"a":'.repeat(20_000) },
      { label: 'json single quotes', text: valid.replaceAll('"', "'") },
      { label: 'json utf-16', text: Buffer.from(valid, 'utf16le').toString('latin1') },
      { label: 'empty body', text: '' },
      { label: 'json number too big', text: '1'.repeat(5000) },
    ),
  );

const WRONG_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'text/html', 'application/octet-stream', 'image/png', 'application/jsonx', 'multipart/form-data', 'multipart/form-data; boundary=x'];

/** Path, query and header breakers: for each declared parameter, a value its schema refuses. */
function brokenParameters(operation: Operation, base: RequestParts): fc.Arbitrary<{ label: string; parts: RequestParts }>[] {
  const arbitraries: fc.Arbitrary<{ label: string; parts: RequestParts }>[] = [];
  for (const parameter of operation.pathParams) {
    arbitraries.push(
      nastyText.map((value) => ({ label: `path ${parameter.name} = bad value`, parts: { ...base, path: { ...base.path, [parameter.name]: value } } })),
    );
  }
  for (const parameter of operation.queryParams) {
    arbitraries.push(
      fc.oneof(nastyText, fc.array(nastyText, { minLength: 2, maxLength: 3 })).map((value) => ({
        label: `query ${parameter.name} = bad value`,
        parts: { ...base, query: { ...base.query, [parameter.name]: value } },
      })),
    );
    if (parameter.required) {
      const { [parameter.name]: _gone, ...rest } = base.query;
      arbitraries.push(fc.constant({ label: `query ${parameter.name} missing`, parts: { ...base, query: rest } }));
    }
  }
  for (const parameter of operation.headerParams) {
    arbitraries.push(
      fc.oneof(fc.constant(null), fc.string({ unit: fc.constantFrom(...'abcdef0123456789#'), minLength: 201, maxLength: 400 })).map((value) => {
        const headers = { ...base.headers };
        if (value === null) delete headers[parameter.name];
        else headers[parameter.name] = value;
        return { label: `header ${parameter.name} ${value === null ? 'missing' : 'too long'}`, parts: { ...base, headers } };
      }),
    );
  }
  return arbitraries;
}

/** URLs with percent-encodings that do not decode (a proxy or a broken client sends them). */
function badlyEncodedUrl(operation: Operation, url: string): fc.Arbitrary<{ label: string; rawUrl: string }> | null {
  const junk = fc.constantFrom('%', '%E0%A4%A', '%zz', '%C0%AF', '%ED%A0%80', '%00', '%FF%FE', '%25%');
  const options: fc.Arbitrary<{ label: string; rawUrl: string }>[] = [];
  // Only where the raw text cannot pass either: a free-text parameter may keep it as it is.
  const strict = operation.queryParams.find((parameter) => parameter.schema.type !== 'string' || parameter.schema.enum || parameter.schema.pattern);
  if (strict) {
    const others = url.includes('?') ? url.replace(new RegExp(`([?&])${strict.name}=[^&]*&?`), '$1').replace(/[?&]$/, '') : url;
    options.push(junk.map((bad) => ({ label: 'query with undecodable encoding', rawUrl: `${others}${others.includes('?') ? '&' : '?'}${strict.name}=${bad}` })));
  }
  if (operation.pathParams.length > 0) {
    options.push(
      junk.map((bad) => {
        const segments = url.split('?')[0]!.split('/');
        segments[segments.length - 1] = bad;
        return { label: 'path with undecodable encoding', rawUrl: segments.join('/') };
      }),
    );
  }
  return options.length ? fc.oneof(...options) : null;
}

/** Each byte as a URL carries it: an unreserved character as itself (A-Z a-z 0-9 - . _ ~), any other as %XX. */
const ENCODED_BYTES = Array.from({ length: 256 }, (_, byte) =>
  /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
);

/**
 * Percent-encodes every byte but the unreserved ones (a lone surrogate goes as U+FFFD's bytes, as a
 * browser sends it). From a table: a regular expression and two strings per byte were a fifth of
 * the contract fuzz's CPU time (the generator encodes every candidate's URL; CI time).
 */
function encode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) encoded += ENCODED_BYTES[byte]!;
  return encoded;
}

export function urlOf(operation: Operation, parts: RequestParts): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_all, name: string) => encode(parts.path[name] ?? ''));
  const query = Object.entries(parts.query)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => `${encode(name)}=${encode(one)}`))
    .join('&');
  return `${API_PREFIX}${path}${query ? `?${query}` : ''}`;
}

/** Spoiled credentials on an otherwise valid request: the guard must refuse it. */
function brokenCredentials(operation: Operation): fc.Arbitrary<{ label: string; credentials: CredentialBreak }> | null {
  const options: fc.Arbitrary<{ label: string; credentials: CredentialBreak }>[] = [];
  const token = fc.oneof(fc.string({ unit: fc.constantFrom(...'ABCabc012-_.'), maxLength: 300 }), fc.constantFrom('', 'null', 'undefined'));
  if (operation.guard.startsWith('session') || operation.guard.startsWith('staff')) {
    options.push(token.map((sid) => ({ label: 'session cookie forged', credentials: { sid } })));
  }
  if (operation.guard.endsWith('xsrf')) {
    options.push(fc.oneof(fc.constant(null), token).map((xsrfHeader) => ({ label: `xsrf header ${xsrfHeader === null ? 'missing' : 'forged'}`, credentials: { xsrfHeader } })));
  }
  return options.length ? fc.oneof(...options) : null;
}

/** Harmless noise for an operation that takes no input: unknown query fields and odd headers. */
function noise(base: RequestParts): fc.Arbitrary<{ label: string; parts: RequestParts }> {
  return fc.tuple(fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), nastyText, { minKeys: 1, maxKeys: 3 }), fc.constantFrom('*/*', 'text/html', 'image/png', '', 'application/json;q=0')).map(([query, accept]) => ({
    label: 'unknown query fields',
    parts: { ...base, query: { ...base.query, ...query }, headers: { ...base.headers, accept } },
  }));
}

/**
 * Requests that break operation's contract, each checked by keepsContract (and, for the
 * studio's design document, by the engine's own validator) before it is sent.
 */
export function brokenRequests(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzCase> {
  const base = validParts(operation, context);
  const url = urlOf(operation, base);
  const cases: fc.Arbitrary<FuzzCase>[] = [];
  const broken = (label: string, parts: RequestParts): FuzzCase => ({ label, parts, credentials: 'valid', mustRefuse: true });

  for (const arbitrary of brokenParameters(operation, base)) cases.push(arbitrary.map(({ label, parts }) => broken(label, parts)));
  const badUrl = badlyEncodedUrl(operation, url);
  if (badUrl) cases.push(badUrl.map(({ label, rawUrl }) => ({ ...broken(label, base), rawUrl })));

  if (operation.body?.contentType === 'application/json') {
    const value = jsonBody(base);
    const text = JSON.stringify(value);
    cases.push(brokenJsonValue(operation, value).map(({ label, value: changed }) => broken(label, { ...base, body: { kind: 'json', value: changed } })));
    cases.push(malformedJson(text).map(({ label, text: raw }) => broken(label, { ...base, body: { kind: 'raw', text: raw } })));
    cases.push(
      fc.oneof(fc.constantFrom(...WRONG_TYPES), fc.constant(undefined)).map((contentType) =>
        broken(`json sent as ${contentType ?? 'no content type'}`, { ...base, contentType, body: { kind: 'raw', text } }),
      ),
    );
    cases.push(fc.constant(broken('no body', { ...base, contentType: undefined, body: { kind: 'none' } })));
    if (operation.id === 'createDesign' || operation.id === 'updateDesign') {
      const places = placesIn(VALID_DESIGN, {}).filter((place) => place.path.length > 0);
      cases.push(
        fc.oneof(
          fc.tuple(fc.constantFrom(...places), anyJson).map(([place, wrong]) => ({ label: `design ${place.path.join('.')} = wrong value`, document: withValueAt(VALID_DESIGN, place.path, wrong) })),
          fc.constantFrom(...places).map((place) => ({ label: `design ${place.path.join('.')} missing`, document: withValueAt(VALID_DESIGN, place.path, DELETE) })),
          fc.tuple(nastyString, anyJson).map(([key, wrong]) => ({ label: 'design extra field', document: { ...VALID_DESIGN, [key]: wrong } })),
        ).map(({ label, document }) => broken(label, { ...base, body: { kind: 'json', value: { document } } })),
      );
    }
  }
  if (isMultipart(operation)) {
    cases.push(brokenForm(operation, context.png).map(({ label, contentType, body }) => broken(label, { ...base, contentType, body: { kind: 'raw', text: body } })));
  }
  if (operation.method !== 'GET' && !operation.body) {
    cases.push(
      fc.tuple(fc.oneof(fc.constantFrom('application/json', ...WRONG_TYPES)), anyJson).map(([contentType, value]) =>
        broken(`body sent to a call that takes none (${contentType})`, { ...base, contentType, body: { kind: 'raw', text: JSON.stringify(value) ?? 'null' } }),
      ),
    );
  }
  const credentials = brokenCredentials(operation);
  if (credentials) {
    const form = isMultipart(operation) ? validForm(operation, context.png) : null;
    const valid: RequestParts = form ? { ...base, contentType: form.contentType, body: { kind: 'raw', text: form.body } } : base;
    cases.push(credentials.map(({ label, credentials: spoiled }) => ({ label, parts: valid, credentials: spoiled, mustRefuse: true })));
  }
  if (cases.length === 0 || (operation.pathParams.length === 0 && operation.queryParams.length === 0 && !operation.body)) {
    cases.push(noise(base).map(({ label, parts }) => ({ label, parts, credentials: 'valid' as const, mustRefuse: false })));
  }

  return fc.oneof(...cases).filter((fuzzCase) => isBroken(operation, fuzzCase));
}

/**
 * The shop's one rule beyond the schemas: no text holds U+0000 (PostgreSQL cannot store it;
 * plugins/validation.ts refuses it at the door).
 */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
}

/** The oracle: a case counts only if it really breaks the contract (noise is kept as noise). */
function isBroken(operation: Operation, fuzzCase: FuzzCase): boolean {
  if (!fuzzCase.mustRefuse) return true;
  if (holdsNul(fuzzCase.parts.path) || holdsNul(fuzzCase.parts.query)) return true;
  if (fuzzCase.parts.body.kind === 'json' && holdsNul(fuzzCase.parts.body.value)) return true;
  if (fuzzCase.rawUrl || fuzzCase.credentials !== 'valid') return true;
  if (isMultipart(operation) && fuzzCase.parts.body.kind === 'raw') return true; // broken by construction (multipart.ts)
  let { parts } = fuzzCase;
  if (parts.body.kind === 'raw' && operation.body?.contentType === 'application/json' && parts.contentType === 'application/json') {
    // A stray character can leave valid JSON (inside a string): judge what it parses to.
    try {
      parts = { ...parts, body: { kind: 'json', value: JSON.parse(String(parts.body.text)) as unknown } };
    } catch {
      return true;
    }
  }
  try {
    if (!keepsContract(operation, parts)) return true;
  } catch {
    return true; // too deep to even check (20000 nested arrays): no schema here allows that
  }
  if ((operation.id === 'createDesign' || operation.id === 'updateDesign') && parts.body.kind === 'json') {
    const { document } = parts.body.value as { document: unknown };
    return !parseDesign(document).ok;
  }
  return false;
}
