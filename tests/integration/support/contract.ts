import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { REPO_ROOT } from './template';

const API_PREFIX = '/api/api/v1';

interface Response {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

interface Operation {
  operationId: string;
  responses: Record<string, Response>;
}

interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Response> };
}

/**
 * The contract as the answers must keep it: every object schema that does not say otherwise
 * (`additionalProperties`) is closed, so a field the contract does not name is a mismatch.
 * Requests are still validated by the server against openapi.yaml as written.
 */
function closeObjects(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(closeObjects);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if ((types.includes('object') || 'properties' in schema) && !('additionalProperties' in schema)) schema.additionalProperties = false;
  Object.values(schema).forEach(closeObjects);
}

const spec = parse(readFileSync(path.join(REPO_ROOT, 'openapi.yaml'), 'utf8')) as Spec;
closeObjects(spec.components);
for (const methods of Object.values(spec.paths)) for (const operation of Object.values(methods)) closeObjects(operation.responses);

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(spec, 'openapi');

const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

interface Found {
  pointer: string;
  operation: Operation;
  route: string;
  method: string;
}

const found: Found[] = Object.entries(spec.paths).flatMap(([route, methods]) =>
  Object.entries(methods)
    .filter(([, operation]) => typeof operation === 'object' && operation && 'operationId' in operation)
    .map(([method, operation]) => ({ pointer: `#/paths/${escape(route)}/${method}`, operation, route, method: method.toUpperCase() })),
);

function findOperation(operationId: string): Found {
  const hit = found.find((candidate) => candidate.operation.operationId === operationId);
  if (!hit) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return hit;
}

/** Every operationId in openapi.yaml. */
export function operationIds(): string[] {
  return found.map((candidate) => candidate.operation.operationId);
}

const validators = new Map<string, ReturnType<typeof ajv.compile>>();
function validatorAt(schemaPointer: string) {
  let validate = validators.get(schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi${schemaPointer}` });
    validators.set(schemaPointer, validate);
  }
  return validate;
}

/** The answer an operation declares for this status (or its `default`), with where it sits in openapi.yaml. */
function declaredResponse(hit: Found, status: number): { response: Response; pointer: string } | null {
  const { operation, pointer } = hit;
  const key = String(status) in operation.responses ? String(status) : 'default';
  const response = operation.responses[key];
  if (!response) return null;
  if (!response.$ref) return { response, pointer: `${pointer}/responses/${key}` };
  const name = response.$ref.split('/').pop()!;
  return { response: spec.components.responses[name] ?? {}, pointer: `#/components/responses/${escape(name)}` };
}

/** The JSON schema pointer of an operation's answer for this status (or its `default`), or a complaint. */
function responseSchema(hit: Found, status: number): { pointer: string } | { problem: string } {
  const declared = declaredResponse(hit, status);
  if (!declared) return { problem: `no response ${status} or default declared for ${hit.operation.operationId}` };
  if (!declared.response.content?.['application/json']) return { problem: `${hit.operation.operationId} ${status}: the contract declares no JSON answer` };
  return { pointer: `${declared.pointer}/content/application~1json/schema` };
}

function errorsAt(schemaPointer: string, body: unknown): string[] {
  const validate = validatorAt(schemaPointer);
  return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}${error.params && 'additionalProperty' in error.params ? `: ${String(error.params.additionalProperty)}` : ''}`);
}

/**
 * Checks an answer's JSON body against the schema that openapi.yaml declares for that
 * operation and status (or its `default`), objects closed. Returns Ajv's complaints; empty means it conforms.
 */
export function contractErrors(operationId: string, status: number, body: unknown): string[] {
  const schema = responseSchema(findOperation(operationId), status);
  return 'problem' in schema ? [schema.problem] : errorsAt(schema.pointer, body);
}

/**
 * The operation the router answers a request with: the path template whose segments match,
 * a fixed segment winning over a parameter at the first place they differ (as Fastify's router does).
 */
export function operationFor(method: string, url: string): Found | null {
  const pathname = url.split('?')[0]!;
  if (!pathname.startsWith(`${API_PREFIX}/`)) return null;
  const segments = pathname.slice(API_PREFIX.length).split('/');
  const candidates = found.filter((candidate) => {
    if (candidate.method !== method.toUpperCase()) return false;
    const template = candidate.route.split('/');
    return template.length === segments.length && template.every((part, i) => part.startsWith('{') || part === segments[i]);
  });
  const rank = (candidate: Found) => candidate.route.split('/').map((part) => (part.startsWith('{') ? '1' : '0')).join('');
  return candidates.sort((a, b) => rank(a).localeCompare(rank(b)))[0] ?? null;
}

/** What the contract check needs of one answer. */
export interface Answer {
  method: string;
  url: string;
  status: number;
  contentType: string;
  body: string;
}

const ERROR_POINTER = '#/components/schemas/Error';

/**
 * Every way an answer of the shop's API breaks openapi.yaml: a JSON body that does not match
 * the operation's schema for its status (objects closed), a status the operation does not
 * declare, JSON where none is declared. An address no operation has must answer the error
 * envelope. Answers outside the API (pages, /document files, the sandbox gateway) are not its business.
 */
export function answerContractErrors(answer: Answer): string[] {
  if (!answer.url.startsWith(`${API_PREFIX}/`) || answer.method.toUpperCase() === 'HEAD') return [];
  const json = /^application\/json\b/.test(answer.contentType);
  const hit = operationFor(answer.method, answer.url);
  let body: unknown;
  if (json) {
    try {
      body = JSON.parse(answer.body);
    } catch {
      return ['the body is labelled JSON but does not parse'];
    }
  }
  if (!hit) return json ? errorsAt(ERROR_POINTER, body) : [];
  if (!json) {
    // Files, images, pages: the operation must declare the status, and the media type when there is a body.
    const declared = declaredResponse(hit, answer.status);
    if (!declared) return [`no response ${answer.status} or default declared for ${hit.operation.operationId}`];
    const mediaType = answer.contentType.split(';')[0]!.trim();
    const types = Object.keys(declared.response.content ?? {});
    const matches = types.some((type) => type === mediaType || (type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1))) || type === '*/*');
    return answer.body === '' || matches ? [] : [`${hit.operation.operationId} ${answer.status}: ${mediaType || 'no content type'} is not among ${types.join(', ') || 'no declared content'}`];
  }
  const schema = responseSchema(hit, answer.status);
  if ('problem' in schema) return [schema.problem];
  return errorsAt(schema.pointer, body);
}
