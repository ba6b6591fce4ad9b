import { describe, expect, it } from 'vitest';
import { describeRouteError } from './route-error';

// The router's ErrorResponse shape (what a thrown 404 Response becomes).
function errorResponse(status: number, statusText: string, data: unknown = null) {
  return { status, statusText, data, internal: false };
}

describe('describeRouteError', () => {
  it('shows status and status text of a router error response', () => {
    expect(describeRouteError(errorResponse(404, 'Not Found'))).toEqual({ status: 404, line: '404 Not Found' });
  });

  it('falls back to string data when there is no status text', () => {
    expect(describeRouteError(errorResponse(503, '', 'Down for maintenance'))).toEqual({
      status: 503,
      line: '503 Down for maintenance',
    });
  });

  it("shows an Error's message", () => {
    expect(describeRouteError(new TypeError('Failed to fetch dynamically imported module'))).toEqual({
      line: 'Failed to fetch dynamically imported module',
    });
  });

  it('copes with thrown strings and unknown values', () => {
    expect(describeRouteError('boom')).toEqual({ line: 'boom' });
    expect(describeRouteError(undefined)).toEqual({ line: 'Unknown error' });
  });
});
