import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, RouteOptions, preValidationAsyncHookHandler } from 'fastify';
import { DomainError } from '../errors';
import { API_PREFIX } from './openapi';

const COMMON: Options = {
  // Refuse unknown fields instead of silently dropping them (the contract says additionalProperties: false).
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  strict: false,
};

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ ...COMMON, ...options });
  addFormats.default(ajv);
  return ajv;
}

/**
 * Query strings and path segments arrive as text, so '2' must count as the integer 2 there;
 * a JSON body carries real types, and `{"email": 42}` must be refused rather than read as
 * "42". Fastify's default Ajv coerces everywhere, so the two get separate instances.
 */
export function registerValidation(app: FastifyInstance): void {
  refuseNulCharacters(app);
  const coercing = makeAjv({ coerceTypes: 'array' });
  const exact = makeAjv({ coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? exact : coercing;
    const id = (schema as { $id?: string }).$id;
    const stored = id ? ajv.getSchema(id) : undefined;
    return (stored ?? ajv.compile(schema)) as ValidateFunction;
  });
}

/**
 * A path parameter the contract declares as a list (an array, style simple, not exploded: the
 * only style OpenAPI 3 allows in a path) arrives from the router as one string,
 * `t-shirt,oversize-t-shirt`, already percent-decoded; it is split at its commas before the
 * contract's schema checks each item.
 */
export function registerListPathParams(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const properties = (route.schema?.params as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties ?? {};
    const lists = Object.entries(properties)
      .filter(([, schema]) => schema.type === 'array')
      .map(([name]) => name);
    if (lists.length === 0) return;
    addHookTo(route, async (request) => {
      const params = request.params as Record<string, unknown>;
      for (const name of lists) {
        const value = params[name];
        if (typeof value === 'string') params[name] = value.split(',');
      }
    });
  });
}

/**
 * Fastify validates a body only against the schema of its own content type, so a body sent
 * as text/plain to a JSON operation would reach the handler unchecked. Every operation's body
 * must come in a type the contract declares for it, and a declared body must be there.
 */
export function registerBodyContentCheck(app: FastifyInstance): void {
  // No operation takes plain text; without the parser Fastify answers 415 itself.
  app.removeContentTypeParser('text/plain');
  // Attached only to routes that declare a body, so the reads on the hot path pay nothing.
  app.addHook('onRoute', (route) => {
    const declared = (route.schema?.body as { content?: Record<string, unknown> } | undefined)?.content;
    if (!declared) {
      if (route.url.startsWith(API_PREFIX) && WRITE_METHODS.has(String(route.method))) addHookTo(route, refuseBody);
      return;
    }
    const check: preValidationAsyncHookHandler = async (request) => {
      if (request.body === undefined || request.body === null) {
        throw new DomainError('INVALID_DATA', 'The request body is missing.');
      }
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!(type in declared)) {
        throw new DomainError('UNSUPPORTED_MEDIA_TYPE', `This call takes ${Object.keys(declared).join(' or ')}, not ${type || 'no content type'}.`);
      }
    };
    addHookTo(route, check);
  });
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A write whose operation declares no body (logout, DELETE a banner, a design to the cart)
 * must come without one: otherwise a form or JSON the contract does not know would reach the
 * handler unchecked. The storefront sends these calls with no body at all.
 */
const refuseBody: preValidationAsyncHookHandler = async (request) => {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > 0 || request.headers['transfer-encoding'] !== undefined) {
    throw new DomainError('INVALID_DATA', 'This call takes no request body.');
  }
};

function addHookTo(route: RouteOptions, hook: preValidationAsyncHookHandler): void {
  const existing = route.preValidation;
  route.preValidation = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : hook;
}

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000).';

/** True when a string anywhere in a parsed value (keys included) holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 100 || Buffer.isBuffer(value)) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb: such a value reached the database and came
 * back as a 500 (a review, a design, an OTP e-mail, a staff search). No field of the shop has a
 * use for it, so a body, query or path holding one is refused at the door.
 */
function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) throw new DomainError('INVALID_DATA', NUL_MESSAGE);
  });
}
