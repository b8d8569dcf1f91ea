import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpClientError } from '@carweb/api-http';
import { describeFailure } from './describe-failure';
import type { SpecCall } from './spec-calls';

const call: SpecCall = { operation: 'core.jobs', service: 'core', method: 'GET', path: 'jobs', fetcher: 'getJobs' };
const answered = (status: number, body: string) => [{ method: 'GET', url: 'http://sandbox/core/de/kia/ch/partnerweb/jobs', status, body }];

describe('describeFailure', () => {
  it('names a missing sandbox endpoint', () => {
    const body = JSON.stringify({ error: 'notFound', message: 'No sandbox endpoint for GET /core/de/kia/ch/partnerweb/jobs' });
    expect(describeFailure(call, new HttpClientError(404, 'Not Found'), answered(404, body))).toMatch(
      /^sandbox endpoint missing: core GET jobs/,
    );
  });

  it('names an answer off the contract, with the zod issues', () => {
    const error = z.object({ jobs: z.array(z.unknown()) }).safeParse({ jobs: 'none' }).error;
    const message = describeFailure(call, error, answered(200, '{"jobs":"none"}'));
    expect(message).toMatch(/^sandbox answers off-contract: core GET jobs/);
    expect(message).toContain('jobs');
  });

  it('passes other failures on with what the sandbox answered', () => {
    expect(describeFailure(call, new HttpClientError(500, 'Internal Server Error'), answered(500, '{}'))).toContain(
      'HTTP Client 500 Internal Server Error',
    );
  });
});
