import { HttpClientError } from './http-client';

/**
 * What a failed backend call means for the page (decision 0015):
 * - `absence`: the backend says the thing does not exist (HTTP 404 or 410);
 * - `outage`: anything else — 5xx, other 4xx, timeout over the call's budget, malformed body,
 *   an answer that breaks its contract, refused connection.
 */
export type BackendFailure = 'absence' | 'outage';

const ABSENCE_STATUSES = new Set([404, 410]);

export function classifyFailure(error: unknown): BackendFailure {
  return error instanceof HttpClientError && ABSENCE_STATUSES.has(error.status) ? 'absence' : 'outage';
}

export const isAbsence = (error: unknown): boolean => classifyFailure(error) === 'absence';
