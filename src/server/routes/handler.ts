import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../api/schema.gen';
import { DomainError } from '../errors';
import type { SessionUser } from '../services/auth/sessions';
import { LOGIN_REQUIRED } from '../../shared/account-messages';

/**
 * The seam between openapi.yaml and the shop's code. Every request part a handler reads is
 * typed from `operations[K]` in the generated schema, so an edit to the contract that a
 * handler does not follow fails `tsc` instead of compiling on a cast.
 */
export type OperationId = keyof operations;
type Operation<K extends OperationId> = operations[K];
type ParametersOf<K extends OperationId> = Operation<K>['parameters'];

/** An operation's part that the contract leaves out: reading any field of it is a type error. */
type Nothing = Record<never, never>;
type Part<T> = [NonNullable<T>] extends [never] ? Nothing : NonNullable<T>;

/**
 * The query parameters that openapi.yaml gives a default, per operation. Ajv fills them in
 * before the handler runs, so the handler sees them as present; the others stay optional.
 * `handler.test.ts` reads openapi.yaml and fails when this table and the contract part ways.
 */
export const QUERY_DEFAULTS = {
  listProductsByTag: ['page', 'limit'],
  listProductsByCategory: ['page', 'limit'],
  listProductsBySubCategories: ['page', 'limit'],
  searchProducts: ['query', 'page', 'limit'],
  staffListProducts: ['page', 'limit'],
  staffListOrders: ['page', 'limit'],
  staffListReviews: ['page', 'limit'],
} as const satisfies { [K in OperationId]?: readonly (keyof Part<ParametersOf<K>['query']>)[] };

type Defaulted<K extends OperationId> = K extends keyof typeof QUERY_DEFAULTS ? (typeof QUERY_DEFAULTS)[K][number] : never;
type Query<K extends OperationId> = Part<ParametersOf<K>['query']>;
/** Query parameters after validation: the contract's defaults applied. */
export type QueryOf<K extends OperationId> = Query<K> & Required<Pick<Query<K>, Defaulted<K> & keyof Query<K>>>;
export type PathOf<K extends OperationId> = Part<ParametersOf<K>['path']>;
/** Header parameters as Node hands them over: names in lower case. */
export type HeadersOf<K extends OperationId> = { [H in keyof Part<ParametersOf<K>['header']> as Lowercase<H & string>]: Part<ParametersOf<K>['header']>[H] };

type JsonContent<B> = B extends { content: { 'application/json': infer J } } ? J : undefined;
/**
 * The JSON body the contract describes; `undefined` for operations without one and for
 * multipart uploads, whose parts the route reads from the stream into typed input.
 */
export type BodyOf<K extends OperationId> = JsonContent<NonNullable<Operation<K>['requestBody']>>;

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
/** The success answer's JSON (the envelope) for operations answering JSON. */
export type ReplyOf<K extends OperationId> = Operation<K>['responses'] extends { 200: infer R } ? JsonOf<R> : never;

export interface RouteTypes<K extends OperationId> {
  Body: BodyOf<K>;
  Querystring: QueryOf<K>;
  Params: PathOf<K>;
  Headers: HeadersOf<K>;
}

export type ShopRequest<K extends OperationId> = FastifyRequest<RouteTypes<K>>;
/** A request that passed the contract's `session` (or `staff`) scheme: its user is known. */
export type SessionRequest<K extends OperationId> = ShopRequest<K> & { user: SessionUser };

export type Handler<K extends OperationId> = (request: ShopRequest<K>, reply: FastifyReply) => Promise<unknown>;
export type SessionHandlerFn<K extends OperationId> = (request: SessionRequest<K>, reply: FastifyReply) => Promise<unknown>;

/**
 * One handler per operation of openapi.yaml. Route files build a part of it with
 * `satisfies Partial<Handlers>` (a name the contract lacks is an error there); app.ts builds
 * the whole with `satisfies Handlers`, so a missing handler fails `tsc`, not a request.
 */
export type Handlers = { [K in OperationId]: Handler<K> };

/** Types a stand-alone handler by its operation id (handlers inside a record are typed by the record). */
export function handler<K extends OperationId>(fn: Handler<K>): Handler<K> {
  return fn;
}

/**
 * A handler for an operation the contract guards with `session` or `staff`: the security
 * handler has set `request.user` before this runs, so the handler sees a user that is never
 * null. Should the binding ever run it without one, the caller gets the ordinary 401.
 */
export function sessionHandler<K extends OperationId>(fn: SessionHandlerFn<K>): Handler<K> {
  return async (request, reply) => {
    const { user } = request;
    if (!user) throw new DomainError('UNAUTHORIZED', LOGIN_REQUIRED);
    return fn(Object.assign(request, { user }), reply);
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends an already-serialised envelope (cached answers skip serialisation entirely). */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(JSON_TYPE).send(json);
}

/** The success envelope of openapi.yaml, serialised. */
export function envelope(data: unknown, message?: string): string {
  return JSON.stringify(message === undefined ? { success: true, data } : { success: true, message, data });
}
