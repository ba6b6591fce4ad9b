import fc from 'fast-check';
import type { Db } from '../../src/server/db/client';
import { answerProblems, type Operation } from './contract';
import { brokenRequests, urlOf, type FuzzCase } from './requests';
import { changedTables, snapshotDatabase } from './snapshot';
import type { Send, WireRequest, WireResponse } from './transport';
import { callerFor, type World } from './world';

export interface FuzzOptions {
  world: World;
  send: Send;
  db: Db;
  /** Generated requests per operation. */
  runs: number;
  seed: number;
  /** The files the shop has stored, to see that a refused upload left none. */
  files?: () => Promise<string[]>;
  /** An answer slower than this counts as a hang. */
  timeoutMs?: number;
  /** Stop sending (after at least MIN_RUNS) once this time (Date.now()) has passed: the quick run's budget. */
  deadline?: number;
}

const MIN_RUNS = 10;

export interface OperationResult {
  operation: string;
  requests: number;
  /** Answers by status, e.g. { 400: 870, 404: 120 }. */
  statuses: Record<number, number>;
  failures: string[];
  ms: number;
}

const ERROR_CODES = new Set(['BAD_REQUEST', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'TOO_MANY_REQUESTS', 'PAYMENT_ERROR']);

/** The request on the wire: the case's parts with the operation's caller's cookies and token. */
export function wireRequest(operation: Operation, fuzzCase: FuzzCase, world: World): WireRequest {
  const caller = callerFor(world, operation);
  const spoiled = fuzzCase.credentials === 'valid' ? {} : fuzzCase.credentials;
  const sid = 'sid' in spoiled ? spoiled.sid : caller.sid;
  const xsrfHeader = 'xsrfHeader' in spoiled ? spoiled.xsrfHeader : caller.xsrf;
  const { parts } = fuzzCase;
  const headers: Record<string, string> = {
    cookie: [`XSRF-TOKEN=${caller.xsrf}`, ...(sid !== undefined ? [`sid=${sid}`] : [])].join('; '),
    ...(xsrfHeader !== null && xsrfHeader !== undefined ? { 'x-xsrf-token': xsrfHeader } : {}),
    ...parts.headers,
    ...(parts.contentType !== undefined ? { 'content-type': parts.contentType } : {}),
  };
  const body = parts.body.kind === 'json' ? JSON.stringify(parts.body.value) : parts.body.kind === 'raw' ? parts.body.text : undefined;
  return { method: operation.method, url: fuzzCase.rawUrl ?? urlOf(operation, parts), headers, ...(body === undefined ? {} : { body }) };
}

/** What is wrong with an answer (null when it is as the contract says). */
export function judge(operation: Operation, fuzzCase: FuzzCase, response: WireResponse): string | null {
  if (response.status >= 500) return `answered ${response.status}`;
  const isError = response.status >= 400;
  if (fuzzCase.mustRefuse && !isError) return `accepted with ${response.status}`;
  if (isError) {
    let body: { success?: unknown; message?: unknown; code?: unknown };
    try {
      body = JSON.parse(response.body) as typeof body;
    } catch {
      return `${response.status} without a JSON body: ${response.body.slice(0, 80)}`;
    }
    if (!response.contentType.startsWith('application/json')) return `${response.status} as ${response.contentType}`;
    if (body.success !== false || typeof body.message !== 'string' || body.message === '' || !ERROR_CODES.has(String(body.code))) {
      return `${response.status} without the error envelope: ${response.body.slice(0, 120)}`;
    }
    return null;
  }
  if (response.contentType.startsWith('application/json')) {
    const problems = answerProblems(operation, response.status, JSON.parse(response.body));
    if (problems.length) return `${response.status} answer breaks the contract: ${problems.join('; ')}`;
  }
  return null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<T>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Sends `runs` generated contract-breaking requests to one operation and checks each answer,
 * then that neither the database nor the stored files changed.
 */
export async function fuzzOperation(operation: Operation, options: FuzzOptions): Promise<OperationResult> {
  const started = Date.now();
  const cases = fc.sample(brokenRequests(operation, options.world), { numRuns: options.runs, seed: options.seed });
  const before = await snapshotDatabase(options.db);
  const filesBefore = (await options.files?.()) ?? [];
  const statuses: Record<number, number> = {};
  const failures: string[] = [];
  let sent = 0;
  for (const fuzzCase of cases) {
    if (options.deadline !== undefined && sent >= MIN_RUNS && Date.now() > options.deadline) break;
    sent++;
    const request = wireRequest(operation, fuzzCase, options.world);
    let problem: string | null;
    try {
      const response = await withTimeout(options.send(request), options.timeoutMs ?? 10_000);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      problem = judge(operation, fuzzCase, response);
    } catch (error) {
      problem = `no answer: ${(error as Error).message}`;
    }
    if (problem && failures.length < 10) failures.push(`${fuzzCase.label}: ${problem} [${request.method} ${request.url.slice(0, 160)}]`);
  }
  const changed = changedTables(before, await snapshotDatabase(options.db));
  if (changed.length) failures.push(`refused requests changed the database: ${changed.join('; ')}`);
  const filesAfter = (await options.files?.()) ?? [];
  const left = filesAfter.filter((file) => !filesBefore.includes(file));
  if (left.length) failures.push(`refused requests left files: ${left.slice(0, 5).join(', ')}`);
  return { operation: operation.id, requests: sent, statuses, failures, ms: Date.now() - started };
}
