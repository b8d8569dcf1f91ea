import { describe, expect, it } from 'vitest';
import { LIBRARY_EXPORTS } from './library-exports';
import { SPEC_CALLS } from './spec-calls';

describe('every call of SPEC §7 has a client operation', () => {
  it.each(
    SPEC_CALLS.filter((call) => call.status !== 'todo').map((call) => [`${call.service} ${call.method} ${call.path}`, call] as const),
  )('%s', (_name, call) => {
    const exports = LIBRARY_EXPORTS[call.service];
    expect(exports, `no client library for the ${call.service} service`).toBeDefined();
    expect(typeof exports?.[call.fetcher], `${call.fetcher} is not exported by the ${call.service} client library`).toBe('function');
  });
});
