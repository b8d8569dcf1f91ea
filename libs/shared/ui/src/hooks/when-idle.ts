/**
 * Runs `work` when the browser is next idle (at the latest after 4 s); without `requestIdleCallback` (Safari) after a
 * short pause. Returns the cancel. For work after hydration that no visitor waits for (decision 0032).
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 4_000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 300);
  return () => clearTimeout(timer);
}
