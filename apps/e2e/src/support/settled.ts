import type { Frame, Page } from '@playwright/test';

/**
 * Waits for what starts after hydration to have had its turn instead of a fixed wait: two idle periods of the browser
 * (what the page starts when idle, tracking, the sticky chat, real-user metrics, has started) and then the network at
 * rest (what it asked for has arrived). The idle callbacks' 4 s timeout only keeps a page that is never idle going.
 */
export async function settled(target: Page | Frame): Promise<void> {
  await target.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 4_000 }), { timeout: 4_000 }),
      ),
  );
  await target.waitForLoadState('networkidle');
}

/** Two animation frames: layout, intersection observers and lazy images of the last scroll have run. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
