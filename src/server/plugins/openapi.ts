import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { parse } from 'yaml';
import type { Handlers } from '../routes/handler';

export const API_PREFIX = '/api/api/v1';
export const OPENAPI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi.yaml');

interface Content {
  content?: Record<string, { schema?: { format?: string } }>;
}
type Operation = { responses?: Record<string, Content> };

/**
 * openapi.yaml as fastify-openapi-glue is given it: the contract without the binary and other
 * non-JSON media types of its answers (the files of GET /document, print files, PDFs, the CSV). The glue counts every media type it
 * meets, answers' as well as requests', as one the shop must parse, and warned at each start
 * that the shop has no parser for image/png, image/webp... (it must not: no call takes an
 * image as its body). Fastify never serialises a Buffer with a schema, so nothing else changes.
 */
export function contractForRoutes(file = OPENAPI_FILE): Record<string, unknown> {
  const spec = parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
  for (const item of Object.values(spec.paths)) {
    for (const operation of Object.values(item)) {
      for (const response of Object.values(operation.responses ?? {})) {
        const content = response.content;
        if (!content) continue;
        for (const [type, media] of Object.entries(content)) {
          // Answers the shop writes itself (files, the staff GST report's CSV) are never serialised
          // by a schema: only JSON answers are.
          if (media.schema?.format === 'binary' || !type.includes('json')) delete content[type];
        }
        if (Object.keys(content).length === 0) delete response.content;
      }
    }
  }
  return spec;
}

/**
 * The contract as the glue accepted it, kept as JSON in dist/server (beside the server's bundle)
 * for the next start, while it names the size and time of what it was made from (sourceStamp):
 * parsing the YAML is a large part of a warm start. The glue still checks the contract against
 * the OpenAPI meta-schema at every start, as it has no option to trust one checked before.
 */
const CONTRACT_CACHE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/server/openapi-routes.json');

/**
 * What the kept contract was made from: openapi.yaml, this file (contractForRoutes may change)
 * and the lock (a new yaml package may read it otherwise), each by size and time.
 */
function sourceStamp(file: string): string {
  const lock = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package-lock.json');
  return [file, fileURLToPath(import.meta.url), lock]
    .map((input) => {
      const info = statSync(input);
      return `${info.size}:${info.mtimeMs}`;
    })
    .join('|');
}

function readCachedContract(file: string): Record<string, unknown> | null {
  if (file !== OPENAPI_FILE) return null;
  try {
    const cached = JSON.parse(readFileSync(CONTRACT_CACHE, 'utf8')) as { source: string; spec: Record<string, unknown> };
    return cached.source === sourceStamp(file) ? cached.spec : null;
  } catch {
    return null;
  }
}

function writeCachedContract(file: string, spec: unknown): void {
  if (file !== OPENAPI_FILE) return;
  try {
    mkdirSync(path.dirname(CONTRACT_CACHE), { recursive: true });
    // Written beside and renamed: another server starting at once reads the old file or the new one.
    const temp = `${CONTRACT_CACHE}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(temp, JSON.stringify({ source: sourceStamp(file), spec }));
    renameSync(temp, CONTRACT_CACHE);
  } catch {
    // A read-only checkout: the next start parses the YAML again.
  }
}

/**
 * Binds every operation of openapi.yaml to its handler. Fastify validates each request
 * against the operation's schemas before the handler runs, so a request that breaks the
 * contract gets a 400 and never reaches shop code. `Handlers` holds one handler per
 * operation (checked by tsc), so an id without one is a contract the code was not built with.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  handlers: Handlers,
  securityHandlers: Record<string, (...args: never[]) => Promise<void>>,
): Promise<void> {
  const cached = readCachedContract(OPENAPI_FILE);
  const specification = cached ?? contractForRoutes();
  await registerGlue(app, handlers, securityHandlers, specification);
  if (!cached) writeCachedContract(OPENAPI_FILE, specification);
}

async function registerGlue(
  app: FastifyInstance,
  handlers: Handlers,
  securityHandlers: Record<string, (...args: never[]) => Promise<void>>,
  specification: Record<string, unknown>,
): Promise<void> {
  await app.register(openapiGlue, {
    specification,
    prefix: API_PREFIX,
    securityHandlers,
    operationResolver: (operationId: string) => {
      const handler = (handlers as Partial<Record<string, Handlers[keyof Handlers]>>)[operationId];
      // eslint-disable-next-line no-restricted-syntax -- a start-up check of the build, never a request's failure
      if (!handler) throw new Error(`openapi.yaml names ${operationId}, which has no handler: run npm run gen:api and tsc.`);
      // The one place the contract's types meet Fastify's untyped route: the schemas that glue
      // binds here validate each request before the handler sees it, which is what makes the
      // handler's request types true.
      return handler as RouteHandlerMethod;
    },
  });
}
