import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * openapi.yaml read as data: every operation with its parameters, body and security resolved,
 * and a checker that says whether a request keeps the contract. The fuzzer only counts a
 * generated request as "breaking the contract" when this independent checker says so.
 */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const API_PREFIX = '/api/api/v1';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  default?: unknown;
  format?: string;
  description?: string;
  $ref?: string;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** Who an operation lets in, by its `security` (openapi.yaml's schemes). */
export type Guard = 'public' | 'xsrf' | 'session' | 'session+xsrf' | 'staff' | 'staff+xsrf';

export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's path template, e.g. /designs/{designId}. */
  path: string;
  guard: Guard;
  pathParams: Parameter[];
  queryParams: Parameter[];
  headerParams: Parameter[];
  /** The declared body: its content type and (resolved) schema; null when none is declared. */
  body: { contentType: string; schema: JsonSchema; required: boolean } | null;
}

interface RawSpec {
  paths: Record<string, Record<string, unknown>>;
  components: { parameters: Record<string, unknown>; schemas: Record<string, unknown> };
}

export const spec = parse(readFileSync(path.join(REPO_ROOT, 'openapi.yaml'), 'utf8')) as RawSpec;

/** Inlines every local $ref (the contract has no recursive schemas). */
export function resolve<T>(node: T): T {
  if (Array.isArray(node)) return node.map((item) => resolve(item)) as T;
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    const target = record.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')], spec);
    const { $ref: _ref, ...rest } = record;
    return resolve({ ...(target as object), ...rest }) as T;
  }
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, resolve(value)])) as T;
}

function guardOf(security: Record<string, unknown>[] | undefined): Guard {
  const schemes = new Set((security ?? []).flatMap((requirement) => Object.keys(requirement)));
  const xsrf = schemes.has('xsrf');
  if (schemes.has('staff')) return xsrf ? 'staff+xsrf' : 'staff';
  if (schemes.has('session')) return xsrf ? 'session+xsrf' : 'session';
  return xsrf ? 'xsrf' : 'public';
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of openapi.yaml, in file order. */
export function operations(): Operation[] {
  const list: Operation[] = [];
  for (const [route, item] of Object.entries(spec.paths)) {
    const shared = resolve((item.parameters ?? []) as Parameter[]);
    for (const method of METHODS) {
      const raw = item[method] as
        | { operationId: string; security?: Record<string, unknown>[]; parameters?: unknown[]; requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> } }
        | undefined;
      if (!raw) continue;
      const parameters = [...shared, ...resolve((raw.parameters ?? []) as Parameter[])].map((parameter) => ({
        ...parameter,
        required: parameter.in === 'path' ? true : Boolean(parameter.required),
      }));
      const content = raw.requestBody ? Object.entries(raw.requestBody.content)[0] : undefined;
      list.push({
        id: raw.operationId,
        method: method.toUpperCase() as Operation['method'],
        path: route,
        guard: guardOf(raw.security),
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        headerParams: parameters.filter((parameter) => parameter.in === 'header'),
        body: content
          ? { contentType: content[0], schema: resolve(content[1].schema) as JsonSchema, required: raw.requestBody!.required ?? false }
          : null,
      });
    }
  }
  return list;
}

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes: coerce ? 'array' : false, useDefaults: true });
  addFormats.default(ajv);
  return ajv;
}
// The server reads path and query text as the declared types (coercion); bodies keep their JSON types.
const coercing = makeAjv(true);
const exact = makeAjv(false);
const compiled = new Map<string, ValidateFunction>();

function validator(key: string, schema: JsonSchema, coerce: boolean): ValidateFunction {
  let found = compiled.get(key);
  if (!found) {
    found = (coerce ? coercing : exact).compile(schema);
    compiled.set(key, found);
  }
  return found;
}

function objectSchema(parameters: Parameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

/** A request as the fuzzer builds it, before it is written out as HTTP. */
export interface RequestParts {
  path: Record<string, string>;
  /** Query values as text; an array is the parameter repeated. */
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** The body's content type as sent (undefined: no Content-Type header). */
  contentType: string | undefined;
  /** A JSON value (serialised by the sender), raw text/bytes, or nothing. */
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string | Buffer } | { kind: 'none' };
}

/**
 * Does the request keep the contract of `operation`? Multipart bodies are declared as
 * `type: object` with their fields in prose, so for those this checks everything but the
 * form's fields (the generators break those by construction).
 */
export function keepsContract(operation: Operation, parts: RequestParts): boolean {
  const copy = <T>(value: T): T => structuredClone(value);
  if (!validator(`${operation.id}:path`, objectSchema(operation.pathParams), true)(copy(parts.path))) return false;
  if (Object.values(parts.path).some((value) => value === '' || value.includes('/'))) return false;
  if (!validator(`${operation.id}:query`, objectSchema(operation.queryParams), true)(copy(parts.query))) return false;
  const headers = Object.fromEntries(Object.entries(parts.headers).map(([name, value]) => [name.toLowerCase(), value]));
  const headerSchema = objectSchema(operation.headerParams.map((parameter) => ({ ...parameter, name: parameter.name.toLowerCase() })));
  if (!validator(`${operation.id}:headers`, headerSchema, true)(headers)) return false;
  if (!operation.body) {
    // No body declared: sending one (of any type) is outside the contract.
    return parts.body.kind === 'none';
  }
  if (parts.body.kind === 'none') return !operation.body.required;
  const declared = operation.body.contentType;
  if ((parts.contentType ?? '').split(';')[0]!.trim().toLowerCase() !== declared) return false;
  if (declared === 'application/json') {
    if (parts.body.kind !== 'json') return false;
    return validator(`${operation.id}:body`, operation.body.schema, false)(copy(parts.body.value));
  }
  // multipart/form-data: a well-formed form; its fields are judged by construction.
  return parts.body.kind === 'raw' && isWellFormedMultipart(parts.contentType ?? '', parts.body.text);
}

function isWellFormedMultipart(contentType: string, body: string | Buffer): boolean {
  const boundary = /boundary=("?)([^";]+)\1/i.exec(contentType)?.[2];
  if (!boundary) return false;
  const text = Buffer.isBuffer(body) ? body.toString('latin1') : body;
  return text.startsWith(`--${boundary}\r\n`) && text.trimEnd().endsWith(`--${boundary}--`);
}

const answerAjv = (() => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(spec, 'openapi');
  return ajv;
})();
const answerValidators = new Map<string, ValidateFunction>();

/**
 * Checks a JSON answer against the schema openapi.yaml declares for the operation and status
 * (or its `default`); empty means it conforms. Compiled once per operation and status.
 */
export function answerProblems(operation: Operation, status: number, body: unknown): string[] {
  const responses = (spec.paths[operation.path]![operation.method.toLowerCase()] as { responses: Record<string, { $ref?: string }> }).responses;
  const key = String(status) in responses ? String(status) : 'default';
  const response = responses[key];
  if (!response) return [`no response ${status} or default declared`];
  const cacheKey = `${operation.id}:${key}`;
  let validate = answerValidators.get(cacheKey);
  if (!validate) {
    const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
    const pointer = response.$ref
      ? `#/components/responses/${escape(response.$ref.split('/').pop()!)}/content/application~1json/schema`
      : `#/paths/${escape(operation.path)}/${operation.method.toLowerCase()}/responses/${key}/content/application~1json/schema`;
    validate = answerAjv.compile({ $ref: `openapi${pointer}` });
    answerValidators.set(cacheKey, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
