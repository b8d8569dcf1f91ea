import { useEffect, useMemo, useRef } from 'react';
import { whenIdle } from './when-idle';

/** The performance mark set before the first idle prefetch: what loads after it is not the page's first load. */
export const PREFETCH_MARK = 'carweb:prefetch';

/**
 * Runs `preloads` once, in the second idle period after the component mounted: after hydration and after the
 * after-hydration adapters (their idle period) started loading. Marks `PREFETCH_MARK` first, so the first-load check
 * tells the page's code from what is fetched for a first click (decision 0032).
 */
export function useIdlePreload(...preloads: (() => Promise<unknown>)[]): void {
  useEffect(
    () => {
      let cancel = whenIdle(() => {
        cancel = whenIdle(() => {
          if (performance.getEntriesByName(PREFETCH_MARK).length === 0) performance.mark(PREFETCH_MARK);
          // failures are the part's to show when it renders; a preload only saves time
          preloads.forEach((preload) => void preload().catch(() => undefined));
        });
      });
      return () => cancel();
    },
    // the preloads of a component are fixed (module-level lazy parts)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}

/**
 * Event props that run `preload` once, when the visitor first points at, touches or tabs into a region: for code
 * too heavy for the idle time after load (zod and the contracts: one task of ≈ 30 ms, decision 0032) that the
 * region's first use needs.
 */
export function usePreloadOnIntent(preload: () => Promise<unknown>) {
  const started = useRef(false);
  return useMemo(() => {
    const start = () => {
      if (started.current) return;
      started.current = true;
      void preload().catch(() => undefined);
    };
    return { onPointerOver: start, onTouchStart: start, onFocus: start };
  }, [preload]);
}
