import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, codeForStatus, httpStatusOf, type ErrorCode } from '../errors';

interface ErrorBody {
  success: false;
  message: string;
  code: ErrorCode;
}

interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const CONTEXT_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** Turns Ajv's findings into one sentence a developer or shopper can act on. */
export function describeValidation(issues: readonly AjvIssue[], context: string | undefined): string {
  const where = CONTEXT_NAMES[context ?? ''] ?? 'request';
  const parts = issues.slice(0, 3).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const prefix = field ? `${field}` : where;
    switch (issue.keyword) {
      case 'required':
        return `${field ? `${field}.` : ''}${String(issue.params.missingProperty)} is required`;
      case 'additionalProperties':
        return `${field ? `${field}.` : ''}${String(issue.params.additionalProperty)} is not allowed`;
      case 'enum':
        return `${prefix} must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}`;
      default:
        return `${prefix} ${issue.message ?? 'is invalid'}`;
    }
  });
  return `Invalid ${where}: ${parts.join('; ')}.`;
}

/** Messages for Fastify's own request errors, in plain words. */
function describeFrameworkError(error: FastifyError): string | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but JSON was declared.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here; send JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body does not match its Content-Length.';
    default:
      if (error instanceof SyntaxError) return 'The request body is not valid JSON.';
      return null;
  }
}

/** What a 500 says: the log has the details. */
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** PostgreSQL's character_not_in_repertoire and untranslatable_character. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** The driver's error, or drizzle's wrapper of it (its `cause`). */
function isUnstorableText(error: unknown): boolean {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 3; at = (at as { cause?: unknown }).cause, depth++) {
    if (UNSTORABLE_TEXT.has(String((at as { code?: unknown }).code))) return true;
  }
  return false;
}

function toErrorBody(error: FastifyError & { errors?: unknown[] }): { status: number; body: ErrorBody; retryAfter?: number } {
  // fastify-openapi-glue wraps what our security handlers threw; the last one says why.
  const domain =
    error instanceof DomainError
      ? error
      : Array.isArray(error.errors)
        ? (error.errors.findLast((inner) => inner instanceof DomainError) as DomainError | undefined)
        : undefined;
  if (domain) {
    const { status, code } = httpStatusOf(domain.kind);
    // Our own broken rule: its words name internals, so only the log reads them.
    const message = domain.kind === 'UNEXPECTED_STATE' ? INTERNAL_MESSAGE : domain.message;
    return { status, body: { success: false, message, code }, retryAfter: domain.details?.retryAfterSeconds };
  }
  // PostgreSQL refuses text it cannot store (U+0000 in a multipart field, say): the request's fault, not ours.
  if (isUnstorableText(error)) {
    return { status: 400, body: { success: false, message: 'The request holds text that cannot be stored (such as a NUL character).', code: 'BAD_REQUEST' } };
  }
  if (error.validation) {
    const message = describeValidation(error.validation as AjvIssue[], error.validationContext);
    return { status: 400, body: { success: false, message, code: 'BAD_REQUEST' } };
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    // Never leak internals: the log has the details, the shopper gets a plain sentence.
    return {
      status,
      body: { success: false, message: INTERNAL_MESSAGE, code: codeForStatus(status) },
    };
  }
  const message = describeFrameworkError(error) ?? (error.message || 'The request could not be processed.');
  return { status, body: { success: false, message, code: codeForStatus(status) } };
}

/** Maps every error to the one error envelope; 5xx are logged with details and answered without. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, retryAfter } = toErrorBody(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ err: error }, 'request refused');
    if (retryAfter) void reply.header('retry-after', String(retryAfter));
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}

const ROUTER_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid (it has a broken %-encoding).',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or error handler
 * runs (an undecodable %-sequence, an over-long path segment) still gets the error envelope.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message = ROUTER_MESSAGES[error.code] ?? 'The request could not be processed.';
  void reply.code(status).type('application/json; charset=utf-8').send({ success: false, message, code: codeForStatus(status) } satisfies ErrorBody);
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (headers too large,
 * malformed request line, a request that took too long) gets the envelope, then the socket closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers (or its address) are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify({ success: false, message, code: codeForStatus(status) } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
