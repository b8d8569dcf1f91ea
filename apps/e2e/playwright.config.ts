import { defineConfig, devices } from '@playwright/test';
import { consentStorageState } from './src/support/consent';
import { E2E_EDITOR_ORIGIN, E2E_PREVIEW_SECRET } from './src/support/preview';

/**
 * Journeys against the production builds of kia (4201), toyota (4202), suzuki, zeekr, emilfrey and multilease
 * (4204–4207) with a sandbox of their own (4199).
 * Chromium is Debian's (`apt-get install chromium`); Playwright never downloads a browser here.
 */
const SANDBOX_PORT = 4199;
const FAULTS_SANDBOX_PORT = 4198;
// every test's requests come from 127.0.0.1 (leads, check-ins, lists): the per-client rate limits would refuse them
const serverEnv = { NODE_ENV: 'production', SANDBOX_PORT: String(SANDBOX_PORT), RATE_LIMITS: 'off' };
/** a brand server's port and configured origin: the address the tests reach it at (decision 0058) */
const site = (port: number) => ({ PORT: String(port), PUBLIC_ORIGIN: `http://127.0.0.1:${port}` });
/** suzuki 4204, zeekr 4205, emilfrey 4206, multilease 4207 */
const BRAND_FORM_APPS = ['suzuki', 'zeekr', 'emilfrey', 'multilease'] as const;

export default defineConfig({
  testDir: './src',
  fullyParallel: true,
  workers: 2,
  // a test that passes only on a second try is a failure: no retries
  retries: 0,
  reporter: [['list']],
  // bounds for a hung page, not speed assumptions: an assertion waits for its condition, on a busy host as long as it takes
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: 'http://127.0.0.1:4201',
    // every journey as a visitor who allowed only what is necessary (consent-and-tracking.spec.ts starts without)
    storageState: consentStorageState(['necessary']),
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // a fresh database per run: reservations and leads of an earlier run never decide this one
      command: 'rm -f tmp/e2e-sandbox.db* && node --import tsx apps/sandbox-api/src/main.ts',
      url: `http://127.0.0.1:${SANDBOX_PORT}/healthz`,
      env: { SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_DB: 'tmp/e2e-sandbox.db' },
      cwd: '../..',
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: 'node dist/apps/kia/server/server.js',
      url: 'http://127.0.0.1:4201/healthz',
      // the editor's preview (content.spec.ts, decision 0038): preview.localhost framed by a stand-in editor origin
      env: {
        ...serverEnv,
        ...site(4201),
        SITE_HOSTNAMES: 'preview.localhost',
        CONTENT_PREVIEW_SECRET: E2E_PREVIEW_SECRET,
        CONTENT_PREVIEW_KEY: 'sandbox-preview-key',
        CONTENT_EDITOR_ORIGINS: E2E_EDITOR_ORIGIN,
      },
      cwd: '../..',
      reuseExistingServer: false,
    },
    {
      // failure-contract.spec.ts: a sandbox whose faults the tests switch at run time, and a kia server on it
      command: 'rm -f tmp/e2e-faults-sandbox.db* && node --import tsx apps/sandbox-api/src/main.ts',
      url: `http://127.0.0.1:${FAULTS_SANDBOX_PORT}/healthz`,
      env: { SANDBOX_PORT: String(FAULTS_SANDBOX_PORT), SANDBOX_DB: 'tmp/e2e-faults-sandbox.db' },
      cwd: '../..',
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: 'node dist/apps/kia/server/server.js',
      url: 'http://127.0.0.1:4203/healthz',
      // a short time budget keeps the over-budget case quick (decision 0015)
      // every request renders and calls its backends: the failure contract is the renderer's (a cache would hide the fault)
      env: {
        NODE_ENV: 'production',
        SANDBOX_PORT: String(FAULTS_SANDBOX_PORT),
        ...site(4203),
        BACKEND_TIMEOUT_MS: '1000',
        PAGE_CACHE: 'off',
        BACKEND_CACHE: 'off',
        RATE_LIMITS: 'off',
      },
      cwd: '../..',
      reuseExistingServer: false,
    },
    {
      command: 'node dist/apps/toyota/server/server.js',
      url: 'http://127.0.0.1:4202/healthz',
      env: { ...serverEnv, ...site(4202) },
      cwd: '../..',
      reuseExistingServer: false,
    },
    // the brands with brand-specific forms (brand-forms.spec.ts), one server each on the shared sandbox
    ...BRAND_FORM_APPS.map((brand, index) => ({
      command: `node dist/apps/${brand}/server/server.js`,
      url: `http://127.0.0.1:${4204 + index}/healthz`,
      env: { ...serverEnv, ...site(4204 + index) },
      cwd: '../..',
      reuseExistingServer: false,
    })),
  ],
});
