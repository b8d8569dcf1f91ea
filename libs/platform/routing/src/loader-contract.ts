import { data, isRouteErrorResponse } from 'react-router-dom';
import { classifyFailure, logEvent } from '@carweb/api-http';

/** Status of a page whose critical data hit a backend outage (decision 0015). */
export const OUTAGE_STATUS = 503;

/**
 * The answer to an outage: a 503 error response for the nearest error boundary (the dealer or site
 * layout keeps its header and footer). Never a redirect; the SSR server adds Retry-After and no-store.
 */
export function outageResponse() {
  return data({ outage: true }, { status: OUTAGE_STATUS, statusText: 'Service Unavailable' });
}

/** The outage answer as a loader threw it, or as an error boundary receives it. */
export function isOutageResponse(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === OUTAGE_STATUS;
  return (
    typeof error === 'object' && error !== null && 'init' in error && (error as { init?: ResponseInit }).init?.status === OUTAGE_STATUS
  );
}

/**
 * Critical data of a loader (decision 0015): the value; `null` when the backend says it does not
 * exist (absence — the caller applies the spec's rule: redirect, not-found page, …); an outage
 * (5xx, timeout, malformed body, refused connection) throws the 503 answer instead.
 */
export async function critical<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (classifyFailure(error) === 'absence') return null;
    logEvent('warn', 'Backend outage', { err: error });
    throw outageResponse();
  }
}

/** Optional data: the value, or `undefined` on any failure — the page renders without it. */
export async function optional<T>(load: Promise<T>): Promise<T | undefined> {
  try {
    return await load;
  } catch {
    return undefined;
  }
}
