import type { Request, Response } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAccess, isLoopback } from '../src/http/admin-access';
import { startTestSandbox, type TestSandbox } from './support/test-sandbox';

/** What the guard answers a request from `address` with these headers: 'next' or the refusal's status. */
function answer(token: string | undefined, address: string, headers: Record<string, string> = {}) {
  const req = { socket: { remoteAddress: address }, get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
  let status: number | undefined;
  const res = { status: (code: number) => ((status = code), res), json: () => res } as unknown as Response;
  const next = vi.fn();
  adminAccess(token)(req, res, next);
  return next.mock.calls.length ? 'next' : status;
}

describe('the sandbox admin API guard', () => {
  it('lets this machine in: 127.0.0.0/8 and ::1, also IPv4-mapped', () => {
    for (const address of ['127.0.0.1', '127.4.5.6', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['10.0.0.1', '172.28.0.11', '::ffff:10.0.0.1', '1127.0.0.1', '::2', '']) expect(isLoopback(address)).toBe(false);
    expect(answer(undefined, '127.0.0.1')).toBe('next');
  });

  it('refuses any other address, whatever X-Forwarded-For says; with a token set, its bearer gets in', () => {
    expect(answer(undefined, '172.28.0.11', { 'x-forwarded-for': '127.0.0.1' })).toBe(403);
    expect(answer(undefined, '172.28.0.11', { authorization: 'Bearer ' })).toBe(403);
    expect(answer('admin-secret', '172.28.0.11', { authorization: 'Bearer admin-secret' })).toBe('next');
    expect(answer('admin-secret', '172.28.0.11', { authorization: 'Bearer admin-secreT' })).toBe(403);
    expect(answer('admin-secret', '172.28.0.11')).toBe(403);
  });
});

describe('the admin API on a running sandbox', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ seedVehicles: 200, adminToken: 'admin-secret' });
  });
  afterAll(() => sandbox.close());

  it('answers this machine; the services stay open to anyone', async () => {
    expect((await sandbox.get('/__sandbox/leads')).status).toBe(200);
    expect((await sandbox.get('/__sandbox/faults')).status).toBe(200);
    expect((await sandbox.get('/healthz')).status).toBe(200);
  });
});
