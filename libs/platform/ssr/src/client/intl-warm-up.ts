/** Hydration never waits longer for the worker: on a busy host the page's thread does the work itself. */
const WARM_UP_LIMIT_MS = 300;

/**
 * Readies Intl off the page's thread. The first number format of a page builds ICU's locale tables, one task of
 * 15–50 ms on this host (its longest after the first paint); V8 keeps those tables for the whole renderer process, so a
 * worker that formats once leaves the page's own first format at ≈ 0.1 ms (decision 0057). Resolves when the worker is
 * done or failed, or after `WARM_UP_LIMIT_MS`; where there are no workers, at once.
 */
export function warmUpIntl(lang: string): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url));
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    const timer = setTimeout(done, WARM_UP_LIMIT_MS);
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
    worker.postMessage(lang);
  });
}
