import { z } from 'zod';
import { HttpClientError } from '@carweb/api-http';
import type { CallRecord } from './sandbox-harness';
import type { SpecCall } from './spec-calls';

const last = (calls: CallRecord[]) => calls[calls.length - 1];
const answer = (call?: CallRecord) =>
  call ? `${call.method} ${call.url} → ${call.status ?? 'no answer'} ${call.body ?? ''}` : 'no call made';

/** Says in one line whether the sandbox lacks the endpoint, answers off-contract or fails otherwise. */
export function describeFailure(spec: SpecCall, error: unknown, calls: CallRecord[]): string {
  const where = `${spec.service} ${spec.method} ${spec.path}`;
  const call = last(calls);
  if (error instanceof HttpClientError && error.status === 404 && call?.body?.includes('No sandbox endpoint')) {
    return `sandbox endpoint missing: ${where} (${answer(call)})`;
  }
  if (error instanceof z.ZodError) {
    return `sandbox answers off-contract: ${where}\n${z.prettifyError(error)}\n${answer(call)}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `${where} failed: ${message} (${answer(call)})`;
}
