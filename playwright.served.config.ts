import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './.ci/chromium.mjs';

const port = Number(process.env.SERVED_PORT ?? 8443);

/**
 * The nginx suite: the hardening tests against the build as an operator deploys it. nginx serves it over
 * HTTPS with the server block the build wrote (its headers), and the demo casino runs as a backend of its own
 * behind it (packages/lobby-app/scripts/nginx-served.mjs): no service worker, no demo code in the page.
 */
export default defineConfig({
  testDir: 'packages/lobby-app/e2e',
  testMatch: [
    'headers.spec.ts',
    'hostile.spec.ts',
    'redirects.spec.ts',
    'storage-faults.spec.ts',
    'fault-matrix.spec.ts',
  ],
  // tests that need the demo casino in the page (its panel, its messages) say so and stay in the main suite
  grepInvert: /@in-page-demo/,
  outputDir: 'reports/served-results',
  fullyParallel: true,
  workers: 2,
  retries: 1,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/served.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: `https://127.0.0.1:${port}/`,
    // the throwaway certificate: accepted for pages and, with the flag, for the service worker's script too
    ignoreHTTPSErrors: true,
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: [...chromiumArgs, '--ignore-certificate-errors'],
    },
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'on-first-retry',
  },
  webServer: {
    command: 'node packages/lobby-app/scripts/nginx-served.mjs',
    env: { PORT: String(port), ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}) },
    url: `https://127.0.0.1:${port}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
