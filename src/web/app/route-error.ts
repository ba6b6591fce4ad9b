import { isRouteErrorResponse } from 'react-router-dom';

/** What an unknown address shows: '404 Not Found', in the shape of the router's error responses. */
export const NOT_FOUND = { status: 404, statusText: 'Not Found', data: null, internal: false };

export interface RouteErrorSummary {
  /** HTTP-like status when the router or a loader reported one (404 for an unknown path). */
  status?: number;
  /** The line shown under the heading: '404 Not Found', or the error's message. */
  line: string;
}

/** What the routing-failure screen shows for an error caught by the router (spec section 8). */
export function describeRouteError(error: unknown): RouteErrorSummary {
  if (isRouteErrorResponse(error)) {
    const text = error.statusText || (typeof error.data === 'string' ? error.data : '');
    return { status: error.status, line: `${error.status} ${text}`.trim() };
  }
  if (error instanceof Error) return { line: error.message || error.name };
  if (typeof error === 'string' && error) return { line: error };
  return { line: 'Unknown error' };
}
