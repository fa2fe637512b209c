import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findHeadlessChromium } from './.ci/chromium.mjs';
import base from './playwright.config.ts';

const port = Number(process.env.SERVED_PORT ?? 8443);

/**
 * The nginx suite: the hardening tests against the build as an operator deploys it. nginx serves it over
 * HTTPS with the server block the build wrote (its headers), and the demo casino runs as a backend of its own
 * behind it (packages/lobby-app/scripts/nginx-served.mjs): no service worker, no demo code in the page.
 */
export default defineConfig({
  // the main suite's runner settings: workers, one more attempt for a failed test, its time limits
  ...base,
  outputDir: 'reports/served-results',
  reporter: [['list'], ['json', { outputFile: 'reports/served.json' }]],
  use: {
    ...base.use,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: `https://127.0.0.1:${port}/`,
    // the throwaway certificate: accepted for pages and, with the flag, for the service worker's script too
    ignoreHTTPSErrors: true,
    launchOptions: {
      executablePath: findHeadlessChromium() ?? undefined,
      args: [...chromiumArgs, '--ignore-certificate-errors'],
    },
  },
  projects: [
    {
      name: 'served-hardening',
      testMatch: ['headers.spec.ts', 'hostile.spec.ts', 'redirects.spec.ts', 'storage-faults.spec.ts'],
    },
    {
      // the fault matrix's start-up faults and the calls a deployment gets most wrong: the configuration and
      // game list, launching a game, a money action clicked twice, and the translations a proxy may not pass
      name: 'served',
      testMatch: ['fault-matrix.spec.ts'],
      grep: /covers every call|start-up faults|fault matrix (getconfig|getgames|gamelauncher|redeemCoupon|translations):/,
    },
  ],
  webServer: {
    command: 'node packages/lobby-app/scripts/nginx-served.mjs',
    env: { PORT: String(port), ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}) },
    url: `https://127.0.0.1:${port}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
