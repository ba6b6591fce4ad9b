import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../api/schema.gen';

export type OperationId = keyof operations;
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Partial<Record<OperationId, Handler>>;

type ParametersOf<K extends OperationId> = operations[K]['parameters'];
/** Query parameters after validation: Ajv has applied the contract's defaults. */
export type QueryOf<K extends OperationId> = Required<NonNullable<ParametersOf<K>['query']>>;
export type PathOf<K extends OperationId> = NonNullable<ParametersOf<K>['path']>;

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends an already-serialised envelope (cached answers skip serialisation entirely). */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(JSON_TYPE).send(json);
}

/** The success envelope of openapi.yaml, serialised. */
export function envelope(data: unknown, message?: string): string {
  return JSON.stringify(message === undefined ? { success: true, data } : { success: true, message, data });
}
