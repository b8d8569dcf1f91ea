import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';
import { useIdlePreload } from './preload-hooks';

const Greeting = ({ name }: { name: string }) => <p>Grüezi {name}</p>;

describe('lazyWithPreload', () => {
  it('loads its code once, on first render or on preload', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Part = lazyWithPreload(load);
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Part name="Anna" />
      </Suspense>,
    );
    expect(screen.getByText('lädt')).toBeTruthy();
    expect(await screen.findByText('Grüezi Anna')).toBeTruthy();
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    const Part = lazyWithPreload(() => Promise.resolve({ default: Greeting }));
    await Part.preload();
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Part name="Beat" />
      </Suspense>,
    );
    expect(screen.getByText('Grüezi Beat')).toBeTruthy();
    expect(screen.queryByText('lädt')).toBeNull();
  });
});

describe('lazyWithPreload after an outage', () => {
  it('loads again when a preload failed (the failure is not kept)', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const Part = lazyWithPreload(load);
    await expect(Part.preload()).rejects.toThrow('Failed to fetch');
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Part name="Dario" />
      </Suspense>,
    );
    expect(await screen.findByText('Grüezi Dario')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useIdlePreload', () => {
  afterEach(() => vi.useRealTimers());

  it('starts the preloads once the browser is idle after mount, once', () => {
    vi.useFakeTimers();
    const preload = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(() => useIdlePreload(preload));
    expect(preload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(5_000));
    rerender();
    act(() => vi.advanceTimersByTime(5_000));
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
