import { describe, expect, it, vi } from 'vitest';
import { lazyRouteCode } from './lazy-page';
import { pageHandle, type PageRoute } from './page-route';
import { INDEX_FOLLOW } from './route-handle';
import type { PageLoaderArgs } from './route-env';

const args = {} as PageLoaderArgs;

describe('lazyRouteCode (decisions 0022, 0040)', () => {
  it('fetches its code once, whether preloaded or called first', async () => {
    const run = vi.fn(() => 'answer');
    const load = vi.fn(async () => run);
    const action = lazyRouteCode(load);
    expect(load).not.toHaveBeenCalled();
    await action.preload();
    await action.preload();
    await expect(action(args)).resolves.toBe('answer');
    expect(load).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(args);
  });

  it('a chunk that failed to load is fetched again by the next call (a prefetch never breaks the submit)', async () => {
    const load = vi
      .fn<() => Promise<(a: PageLoaderArgs) => unknown>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(() => 'sent');
    const action = lazyRouteCode(load);
    await expect(action.preload()).rejects.toThrow('chunk failed');
    await expect(action(args)).resolves.toBe('sent');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a page's handle offers its action's preload; a plain action or none offers nothing", () => {
    const page = (action?: PageRoute['action']): PageRoute => ({
      id: 'form',
      library: '@carweb/test',
      handle: { pageType: 'appointmentCheckoutPage', robots: INDEX_FOLLOW },
      Component: () => null,
      action,
    });
    const lazy = lazyRouteCode(async () => () => null);
    expect(pageHandle(page(lazy), 'de', 'dealer').preloadAction).toBe(lazy.preload);
    expect(
      pageHandle(
        page(() => null),
        'de',
        'dealer',
      ).preloadAction,
    ).toBeUndefined();
    expect(pageHandle(page(), 'de', 'dealer').preloadAction).toBeUndefined();
  });
});
