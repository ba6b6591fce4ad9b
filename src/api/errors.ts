/**
 * What went wrong with an API call, in the data client's kinds (spec section 8): the network
 * failed, it took too long, the answer was not JSON, or the server answered with a status.
 */
export type ApiErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | number;

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** The server's `message` when it sent one; screens show it or their own fixed text. */
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }

  get status(): number | null {
    return typeof this.kind === 'number' ? this.kind : null;
  }
}

/** The server's message when it gave one, else the screen's fixed fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && typeof error.kind === 'number' && error.message ? error.message : fallback;
}
