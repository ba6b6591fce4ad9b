import { createRequire } from 'node:module';
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
 *
 * The two instances and what they compiled are kept for the process: compiling the contract's
 * request schemas was about a third of building an app's CPU time (0.15 s of 0.46 s), and the
 * tests build an app per file (hundreds per run: CI time). An app built again from the
 * same contract (the same schema, as JSON, for the same part of the request) gets the function
 * compiled the first time; a compiled validator keeps no state between calls but its last errors,
 * as it already does between the requests of one app. A server builds one app: nothing changes.
 */
let instances: { coercing: Ajv; exact: Ajv } | null = null;
const compiled = new Map<string, ValidateFunction>();

export function registerValidation(app: FastifyInstance): void {
  refuseNulCharacters(app);
  instances ??= { coercing: makeAjv({ coerceTypes: 'array' }), exact: makeAjv({ coerceTypes: false }) };
  const { coercing, exact } = instances;
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const part = httpPart === 'body' ? 'body' : 'text';
    const key = `${part} ${JSON.stringify(schema)}`;
    const known = compiled.get(key);
    if (known) return known;
    const ajv = part === 'body' ? exact : coercing;
    const id = (schema as { $id?: string }).$id;
    const stored = id ? ajv.getSchema(id) : undefined;
    const validate = (stored ?? ajv.compile(schema)) as ValidateFunction;
    compiled.set(key, validate);
    return validate;
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

type SerializerBuilder = (externalSchemas: unknown, serializerOpts: unknown) => (route: { schema: unknown }) => (data: unknown) => string;

/**
 * The builder of Fastify's answer serializers: the package Fastify itself takes it from
 * (fast-json-stringify through its compiler), loaded from where Fastify resolves it.
 */
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'));
const defaultSerializerBuilder = (fastifyRequire('@fastify/fast-json-stringify-compiler') as () => SerializerBuilder)();
const serializers = new Map<string, (data: unknown) => string>();

/**
 * Fastify's own answer serializers, each kept for the process once built: as for the validators
 * above, building the contract's response serializers (fast-json-stringify generates and
 * compiles a function per answer schema) was a fifth of building an app's CPU time, paid again
 * by every test file's app. An app built again from the same contract gets the function built
 * the first time; a serializer keeps no state between calls. Only answers with no shared
 * schemas (app.addSchema, which the shop does not use) and no serializer options are kept.
 */
export const keptSerializers = {
  compilersFactory: {
    buildSerializer(externalSchemas: unknown, serializerOpts: unknown) {
      const build = defaultSerializerBuilder(externalSchemas, serializerOpts);
      const keepable = isEmpty(externalSchemas) && isEmpty(serializerOpts);
      return (route: { schema: unknown }) => {
        if (!keepable) return build(route);
        const key = JSON.stringify(route.schema);
        let serialize = serializers.get(key);
        if (!serialize) {
          serialize = build(route);
          serializers.set(key, serialize);
        }
        return serialize;
      };
    },
  },
};

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0);
}
