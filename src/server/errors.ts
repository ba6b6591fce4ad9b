/**
 * The one error type for expected business failures. Services throw it with a kind; the
 * error handler turns the kind into an HTTP status in exactly one place (httpStatusOf).
 * UNEXPECTED_STATE is the one kind that is not the caller's doing: one of our own rules broke
 * (a counter past its digits, a rate table with a gap, an amount that is not whole paise), so
 * it answers 500 with the plain sentence and its words go to the log only.
 */
export type DomainErrorKind =
  | 'INVALID_DATA'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNAUTHORIZED'
  | 'NOT_ALLOWED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RANGE_NOT_SATISFIABLE'
  | 'TOO_MANY_REQUESTS'
  | 'PAYMENT_ERROR'
  | 'NOT_IMPLEMENTED'
  | 'UNAVAILABLE'
  | 'UNEXPECTED_STATE';

export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    /** Shown to the shopper as is: plain words, no internals (UNEXPECTED_STATE's is for the log only). */
    message: string,
    readonly details?: { retryAfterSeconds?: number },
  ) {
    super(message);
  }
}

/** The `code` field of the error envelope (openapi.yaml, components.schemas.Error). */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RANGE_NOT_SATISFIABLE'
  | 'TOO_MANY_REQUESTS'
  | 'PAYMENT_ERROR'
  | 'NOT_IMPLEMENTED'
  | 'INTERNAL'
  | 'UNAVAILABLE';

const BY_KIND: Record<DomainErrorKind, { status: number; code: ErrorCode }> = {
  INVALID_DATA: { status: 400, code: 'BAD_REQUEST' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  UNAUTHORIZED: { status: 401, code: 'UNAUTHORIZED' },
  NOT_ALLOWED: { status: 403, code: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, code: 'NOT_FOUND' },
  CONFLICT: { status: 409, code: 'CONFLICT' },
  RANGE_NOT_SATISFIABLE: { status: 416, code: 'RANGE_NOT_SATISFIABLE' },
  TOO_MANY_REQUESTS: { status: 429, code: 'TOO_MANY_REQUESTS' },
  PAYMENT_ERROR: { status: 402, code: 'PAYMENT_ERROR' },
  NOT_IMPLEMENTED: { status: 501, code: 'NOT_IMPLEMENTED' },
  UNAVAILABLE: { status: 503, code: 'UNAVAILABLE' },
  UNEXPECTED_STATE: { status: 500, code: 'INTERNAL' },
};

export function httpStatusOf(kind: DomainErrorKind): { status: number; code: ErrorCode } {
  return BY_KIND[kind];
}

/** The code for a status that did not come from a DomainError (framework errors). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 416:
      return 'RANGE_NOT_SATISFIABLE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 501:
      return 'NOT_IMPLEMENTED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}
