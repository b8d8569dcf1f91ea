import { describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '@carweb/api-contracts';
import { LIBRARY_EXPORTS } from './library-exports';
import { OPERATION_FETCHERS, SPEC_CALLS } from './spec-calls';
import { SPEC_SECTION_7 } from './spec-section-7';

const nameOf = (call: (typeof SPEC_CALLS)[number]) => `${call.service} ${call.method} ${call.path}`;

describe('every call of SPEC §7 is an operation of API_OPERATIONS', () => {
  const operations = new Set(SPEC_CALLS.map(nameOf));
  it.each(SPEC_SECTION_7)('%s', (call) => {
    expect(operations.has(call), `no operation in API_OPERATIONS for the SPEC §7 call ${call}`).toBe(true);
  });

  it('and API_OPERATIONS has no call SPEC §7 does not list', () => {
    expect(SPEC_CALLS.map(nameOf).filter((call) => !SPEC_SECTION_7.includes(call))).toEqual([]);
  });

  it('names a fetcher for each operation, and for no other', () => {
    expect(Object.keys(OPERATION_FETCHERS).sort()).toEqual(Object.keys(API_OPERATIONS).sort());
  });
});

describe('every call of SPEC §7 has a client operation', () => {
  it.each(SPEC_CALLS.map((call) => [nameOf(call), call] as const))('%s', (_name, call) => {
    const exports = LIBRARY_EXPORTS[call.service];
    expect(exports, `no client library for the ${call.service} service`).toBeDefined();
    expect(typeof exports?.[call.fetcher], `${call.fetcher} is not exported by the ${call.service} client library`).toBe('function');
  });
});
