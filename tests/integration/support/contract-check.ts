import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ShopApp } from '../../../src/server/app';
import { answerContractErrors } from './contract';

/** An answer of the shop that broke openapi.yaml; thrown into the test that made the request. */
export class ContractViolation extends Error {
  constructor(
    readonly request: string,
    readonly status: number,
    readonly problems: string[],
    body: string,
  ) {
    super(`${request} answered ${status} outside openapi.yaml:\n  ${problems.join('\n  ')}\nbody: ${body.slice(0, 600)}`);
    this.name = 'ContractViolation';
  }
}

function pathOf(options: string | InjectOptions): { method: string; url: string } {
  if (typeof options === 'string') return { method: 'GET', url: options };
  const raw = options.url ?? options.path ?? '/';
  const url = typeof raw === 'string' ? raw : String((raw as { pathname?: string }).pathname ?? '/');
  return { method: String(options.method ?? 'GET'), url: /^https?:/.test(url) ? new URL(url).pathname : url };
}

/** The body as the client reads it: compressed answers are unpacked first. */
function bodyOf(response: LightMyRequestResponse): string {
  const encoding = String(response.headers['content-encoding'] ?? '');
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

/**
 * Makes every answer a test gets through `app.inject()` keep openapi.yaml: the answer's
 * body is checked against the operation's schema for its status, with objects closed
 * (support/contract.ts). A leak or a mismatch rejects the request with a ContractViolation,
 * so the test that made it fails there, naming the fields. Every answer checked is also kept
 * in `violations`, so one a test swallows (`.catch(() => null)`) can still be asserted on.
 */
export function checkAnswersAgainstContract(app: ShopApp): { violations: ContractViolation[] } {
  const violations: ContractViolation[] = [];
  const inject = app.inject.bind(app) as (options: string | InjectOptions) => Promise<LightMyRequestResponse>;
  const checked = async (options: string | InjectOptions) => {
    const response = await inject(options);
    const { method, url } = pathOf(options);
    const body = bodyOf(response);
    const problems = answerContractErrors({ method, url, status: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), body });
    if (problems.length) {
      const violation = new ContractViolation(`${method} ${url}`, response.statusCode, problems, body);
      violations.push(violation);
      throw violation;
    }
    return response;
  };
  // Only the promise form is used by the tests; the chained and callback forms stay unchecked on purpose, so refuse them.
  (app as { inject: unknown }).inject = (options?: string | InjectOptions, callback?: unknown) => {
    if (options === undefined || callback !== undefined) throw new Error('checkAnswersAgainstContract: use app.inject(options) and await it');
    return checked(options);
  };
  return { violations };
}
