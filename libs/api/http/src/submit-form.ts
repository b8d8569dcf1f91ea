import type { z } from 'zod';
import { callService, type ApiContext } from './api-context';
import type { BackendService } from './backend-addresses';
import { parseWith, type SchemaSource } from './lazy-contract';

/** A form answer without `success: true` (SPEC §5: only then did the submit succeed). */
export class FormSubmitError extends Error {
  constructor(
    readonly path: string,
    readonly answer: unknown,
  ) {
    super(`Form submit ${path} was not successful`);
    this.name = 'FormSubmitError';
  }
}

export interface FormSubmitOptions {
  /**
   * One key per submit attempt (e.g. per checkout attempt, kept across retries): the backend
   * stores a repeated submit with the same key once and answers it with the first answer.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

const hasSuccessFlag = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true;

/** POSTs a form (JSON or FormData) and succeeds only when the answer has `success: true`; then parses it with `schema`. */
export async function submitForm<T extends z.ZodTypeAny>(
  ctx: ApiContext,
  service: BackendService,
  path: string,
  body: unknown,
  schema: SchemaSource<T>,
  options: FormSubmitOptions = {},
): Promise<z.infer<T>> {
  const headers: Record<string, string> = options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {};
  const answer = await callService(ctx, service, path, { method: 'POST', body, headers, signal: options.signal });
  if (!hasSuccessFlag(answer)) throw new FormSubmitError(path, answer);
  return parseWith(schema, answer);
}

/** A fresh idempotency key for one submit attempt. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
