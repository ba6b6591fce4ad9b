import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { REPO_ROOT } from './template';

interface Operation {
  operationId: string;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}

const spec = parse(readFileSync(path.join(REPO_ROOT, 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(spec, 'openapi');

const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

function findOperation(operationId: string): { pointer: string; operation: Operation } {
  for (const [route, methods] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (operation.operationId === operationId) return { pointer: `#/paths/${escape(route)}/${method}`, operation };
    }
  }
  throw new Error(`openapi.yaml has no operation ${operationId}`);
}

/** Every operationId in openapi.yaml. */
export function operationIds(): string[] {
  return Object.values(spec.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
}

/**
 * Checks an answer's JSON body against the schema that openapi.yaml declares for that
 * operation and status (or its `default`). Returns Ajv's complaints; empty means it conforms.
 */
export function contractErrors(operationId: string, status: number, body: unknown): string[] {
  const { pointer, operation } = findOperation(operationId);
  const key = String(status) in operation.responses ? String(status) : 'default';
  const response = operation.responses[key];
  if (!response) return [`no response ${status} or default declared for ${operationId}`];
  let schemaPointer: string;
  if (response.$ref) {
    const name = response.$ref.split('/').pop()!;
    schemaPointer = `#/components/responses/${escape(name)}/content/application~1json/schema`;
  } else {
    schemaPointer = `${pointer}/responses/${key}/content/application~1json/schema`;
  }
  const validate = ajv.compile({ $ref: `openapi${schemaPointer}` });
  return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
