import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findHeadlessChromium } from './.ci/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4390);

/** End-to-end tests: system Chromium against the demo build (dist-demo/) served locally. */
export default defineConfig({
  testDir: 'packages/lobby-app/e2e',
  outputDir: 'reports/e2e-results',
  fullyParallel: true,
  workers: 2,
  // One more attempt for a test that failed, as the story tests have: a real regression fails twice, and the
  // test command's summary counts and names every test that passed only on its second attempt.
  retries: 1,
  forbidOnly: true,
  // Two browsers share the CI machine's two cores with the test runner and the server, and a fresh page
  // starts the demo casino before the lobby: the first paint there takes several seconds. Waits are about
  // behaviour, not speed; speed has its own gates (budgets, Lighthouse, the catalogue bench).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    launchOptions: { executablePath: findHeadlessChromium() ?? undefined, args: chromiumArgs },
    // Recording a trace snapshots the DOM at every step and makes each test a third to a half slower, so
    // only a second attempt records one: a test that failed once leaves a trace of its retry and a passing
    // run pays nothing. E2E_TRACE=1 records first attempts too and keeps the traces of failed ones.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'on-first-retry',
  },
  projects: [
    // every spec runs on a desktop; phone-only specs (*.mobile.spec.ts) and the basics also run on a phone
    {
      name: 'desktop',
      testIgnore: ['**/*.mobile.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testMatch: ['**/*.mobile.spec.ts', '**/boot.spec.ts', '**/routes.spec.ts', '**/login.spec.ts'],
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
    },
  ],
  webServer: {
    command: `node packages/lobby-app/scripts/serve.mjs`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
