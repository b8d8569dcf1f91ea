import type { z } from 'zod';
import { parseWith, type SchemaSource } from './lazy-contract';
import { CSRF_HEADER } from './csrf';

export class HttpClientError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    /** the error answer (JSON when it is JSON), e.g. `{ error, message, fieldErrors }` of a 400 */
    readonly body?: unknown,
  ) {
    super(`HTTP Client ${status} ${statusText}`);
    this.name = 'HttpClientError';
  }
}

export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[] | object;

export interface RequestOptions<T extends z.ZodTypeAny> {
  /** the answer's contract; without one the answer is returned unparsed (`unknown`) */
  schema?: SchemaSource<T>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  method?: 'GET' | 'POST';
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface HttpClientConfig {
  locale: string;
  bearerToken?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** read on every non-GET call to a relative address (browser only) */
  readCsrfToken?: () => string | undefined | Promise<string | undefined>;
}

/** Time budget of one backend call; a call over it is an outage (decision 0015). `BACKEND_TIMEOUT_MS` sets it on the server. */
export const DEFAULT_TIMEOUT_MS = 2_500;

export function buildUrl(base: string, path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const search = params.toString();
  const joined = `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  return search ? `${joined}?${search}` : joined;
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text);
  } catch {
    return text || undefined;
  }
}

function isRelative(url: string): boolean {
  return url.startsWith('/');
}

/** Performs one call: language on every call, bearer token, CSRF on relative non-GET calls, timeout, zod parse. */
export async function request<T extends z.ZodTypeAny = z.ZodUnknown>(
  config: HttpClientConfig,
  base: string,
  path: string,
  options: RequestOptions<T>,
): Promise<z.infer<T>> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const url = buildUrl(base, path, { locale: config.locale, ...options.query });
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': config.locale,
    ...options.headers,
  };
  if (config.bearerToken) headers['Authorization'] = `Bearer ${config.bearerToken}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && isRelative(url)) {
    const token = await config.readCsrfToken?.();
    if (token) headers[CSRF_HEADER] = token;
  }
  const timeout = AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const body = options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body);
  // a lazy contract loads while the request is on its way
  const schema: Promise<T | undefined> = Promise.resolve(typeof options.schema === 'function' ? options.schema() : options.schema);
  schema.catch(() => undefined); // a failed load surfaces below, not as an unhandled rejection
  const response = await (config.fetch ?? fetch)(url, { method, headers, body, signal });
  if (!response.ok) throw new HttpClientError(response.status, response.statusText, await readErrorBody(response));
  const json: unknown = await response.json();
  const contract = await schema;
  return contract ? parseWith(contract, json) : (json as z.infer<T>);
}
