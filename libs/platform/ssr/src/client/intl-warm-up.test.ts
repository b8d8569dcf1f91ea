import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warm-up';

/** A stand-in for the browser's Worker: records what the page sends and answers only when told. */
class FakeWorker extends EventTarget {
  static last: FakeWorker | undefined;
  sent: unknown[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    super();
    FakeWorker.last = this;
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer() {
    this.dispatchEvent(new MessageEvent('message', { data: 'ready' }));
  }
}

describe('warmUpIntl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves at once where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(warmUpIntl('de')).resolves.toBeUndefined();
  });

  it('sends the page language to its worker and resolves when the worker is done', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    let done = false;
    const ready = warmUpIntl('fr').then(() => (done = true));
    const worker = FakeWorker.last as FakeWorker;
    expect(worker.url.pathname).toMatch(/intl-warm-up\.worker\.ts$/);
    expect(worker.sent).toEqual(['fr']);
    await Promise.resolve();
    expect(done).toBe(false);
    worker.answer();
    await ready;
    expect(worker.terminated).toBe(true);
  });

  it('never holds start-up longer than 300 ms, nor after a failed worker', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    let done = false;
    void warmUpIntl('it').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(FakeWorker.last?.terminated).toBe(true);

    const failed = warmUpIntl('de');
    FakeWorker.last?.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeUndefined();
  });
});
