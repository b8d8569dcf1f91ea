import { createElement, lazy, useEffect, useMemo, useRef, type ComponentProps, type ComponentType } from 'react';

/**
 * A part that loads its code when it first renders — or earlier, with `preload()`: what a visitor may click first
 * (a filter group's inputs, a dialog) is fetched while the browser is idle after hydration (`useIdlePreload`), so
 * the first click does not wait for the network (decision 0032). Once the code is there the part renders at once:
 * `React.lazy` alone suspends on its first render even then, and React holds a revealed fallback for ≈ 300 ms.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props of any component, as React.lazy takes them
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T & { preload(): Promise<unknown> } {
  let loaded: T | undefined;
  let promise: Promise<{ default: T }> | undefined;
  const preload = () =>
    (promise ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  const Part = (props: ComponentProps<T>) => createElement(loaded ?? Lazy, props);
  return Object.assign(Part, { preload }) as unknown as T & { preload(): Promise<unknown> };
}

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

/** Runs `preloads` once, when the browser is first idle after the component mounted (after hydration). */
export function useIdlePreload(...preloads: (() => Promise<unknown>)[]): void {
  useEffect(
    // failures are the part's to show when it renders; a preload only saves time
    () => whenIdle(() => preloads.forEach((preload) => void preload().catch(() => undefined))),
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
