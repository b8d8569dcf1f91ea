import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

/**
 * A part that loads its code when it first renders — or earlier, with `preload()`: what a visitor may click first
 * (a filter group's inputs, a dialog) is fetched while the browser is idle after hydration (`useIdlePreload`, `preload-hooks.ts`), so
 * the first click does not wait for the network (decision 0032). Once the code is there the part renders at once:
 * `React.lazy` alone suspends on its first render even then, and React holds a revealed fallback for ≈ 300 ms.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props of any component, as React.lazy takes them
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T & { preload(): Promise<unknown> } {
  let loaded: T | undefined;
  let promise: Promise<{ default: T }> | undefined;
  // a failed load (an outage: offline, a deployment in between) is not kept: the part's render or the next preload tries again
  const preload = () =>
    (promise ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        promise = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  // chosen once per instance: one that rendered the lazy part keeps it (switching would remount its DOM)
  const Part = (props: ComponentProps<T>) => createElement(useState(() => loaded ?? Lazy)[0], props);
  return Object.assign(Part, { preload }) as unknown as T & { preload(): Promise<unknown> };
}
