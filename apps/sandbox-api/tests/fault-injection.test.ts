import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Request, Response } from 'express';
import { faultInjection, parseFaults } from '../src/http/fault-injection';
import { startTestSandbox, type TestSandbox } from './support/test-sandbox';

describe('fault settings', () => {
  it('reads per-service settings', () => {
    const spec = 'core:latency=200,error=0.1,malformed=0.05;dealer:error=1';
    expect(parseFaults(spec, 'core')).toEqual({ latency: 200, error: 0.1, malformed: 0.05, errorFlag: 0, down: 0, slow: 0 });
    expect(parseFaults(spec, 'dealer')).toEqual({ latency: 0, error: 1, malformed: 0, errorFlag: 0, down: 0, slow: 0 });
    expect(parseFaults(spec, 'form')).toBeNull();
    expect(parseFaults('*:latency=5', 'model')).toEqual({ latency: 5, error: 0, malformed: 0, errorFlag: 0, down: 0, slow: 0 });
    expect(parseFaults('error=1', 'base')).toEqual({ latency: 0, error: 1, malformed: 0, errorFlag: 0, down: 0, slow: 0 });
  });
});

describe('latency on a share of calls', () => {
  const run = (spec: string, draw: number) => {
    const next = vi.fn();
    const handler = faultInjection('form', { spec }, () => draw);
    handler({ header: () => undefined } as unknown as Request, {} as Response, next);
    return next;
  };

  it('reads the share', () => {
    expect(parseFaults('form:latency=900,slow=0.25', 'form')).toMatchObject({ latency: 900, slow: 0.25 });
  });

  it('delays only the calls drawn into the share', () => {
    vi.useFakeTimers();
    try {
      const fast = run('form:latency=900,slow=0.25', 0.5);
      expect(fast).toHaveBeenCalledOnce();
      const slow = run('form:latency=900,slow=0.25', 0.1);
      expect(slow).not.toHaveBeenCalled();
      vi.advanceTimersByTime(900);
      expect(slow).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('delays every call without a share', () => {
    vi.useFakeTimers();
    try {
      const next = run('form:latency=900', 0.99);
      expect(next).not.toHaveBeenCalled();
      vi.advanceTimersByTime(900);
      expect(next).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('fault injection', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ seedVehicles: 200, faults: 'base:error=1' });
  });
  afterAll(() => sandbox.close());

  it('fails a service configured by env, and only that one', async () => {
    expect((await sandbox.get('/base/footnotes?locale=de')).status).toBe(503);
    expect((await sandbox.get('/dealer/dealer-slug/garage-lugano?locale=it')).status).toBe(200);
  });

  it('lets the X-Sandbox-Fault header override per request', async () => {
    expect((await sandbox.get('/base/footnotes?locale=de', { 'X-Sandbox-Fault': 'error=0' })).status).toBe(200);
    expect((await sandbox.get('/dealer/dealer-slug/garage-lugano', { 'X-Sandbox-Fault': 'error=1' })).status).toBe(503);
    expect((await sandbox.get('/dealer/dealer-slug/garage-lugano', { 'X-Sandbox-Fault': 'core:error=1' })).status).toBe(200);
  });

  it('answers malformed JSON with status 200', async () => {
    const response = await sandbox.get('/dealer/dealer-slug/garage-lugano', { 'X-Sandbox-Fault': 'malformed=1' });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it('answers a vehicle list with the error flag set', async () => {
    const response = await sandbox.get('/core/de/kia/ch/partnerweb/list', { 'X-Sandbox-Fault': 'errorFlag=1' });
    expect(await response.json()).toEqual({ vehicles: [], totalMatches: 0, currentPage: 1, error: true });
  });

  it('drops the connection of a service that is down', async () => {
    await expect(sandbox.get('/dealer/dealer-slug/garage-lugano', { 'X-Sandbox-Fault': 'down=1' })).rejects.toThrow();
  });

  it('switches faults at run time and back to the start setting', async () => {
    const put = (spec: string) =>
      fetch(`${sandbox.url}/__sandbox/faults`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ spec }),
      });
    expect(await (await put('dealer:error=1')).json()).toEqual({ spec: 'dealer:error=1' });
    expect((await sandbox.get('/dealer/dealer-slug/garage-lugano')).status).toBe(503);
    expect((await sandbox.get('/base/footnotes?locale=de')).status).toBe(200);
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
    expect(await sandbox.json('/__sandbox/faults')).toEqual({ spec: 'base:error=1' });
    expect((await sandbox.get('/dealer/dealer-slug/garage-lugano')).status).toBe(200);
  });

  it('adds latency', async () => {
    const started = performance.now();
    await sandbox.get('/dealer/dealer-slug/garage-lugano', { 'X-Sandbox-Fault': 'latency=150' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});
