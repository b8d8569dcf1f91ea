import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Every story as a test (`npx vitest run --config vitest.storybook.config.ts`): rendered in Debian's Chromium, its
 * `play` function run, and axe run on it (a11y `test: 'error'` in .storybook/preview.tsx): a violation fails it.
 * Separate from the unit run (`npx vitest run`, vitest.config.ts), which stays in node and jsdom.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    // one page for all story files: the preview (providers, catalogs, MSW worker) starts once, not once per file
    isolate: false,
    // a bound for a hung story (its findBy…/waitFor wait up to 30 s each: .storybook/preview.tsx), not a speed assumption
    testTimeout: 120_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
        },
      }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
