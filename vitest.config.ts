import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './.ci/chromium.mjs';
import { storyCommands } from './.storybook/commands.ts';
import { sharedPlugins } from './vite.shared.ts';

const executablePath = findChromium() ?? undefined;

export default defineConfig({
  test: {
    projects: [
      'packages/domain/vitest.config.ts',
      'vitest.unit.config.ts',
      {
        // Every story is a test in real Chromium: it renders, its play function runs, axe runs, and the
        // screenshot gate compares each of its visual modes with the committed baseline.
        plugins: [...sharedPlugins(), storybookTest({ configDir: '.storybook' })],
        // Crawl every story up front so Vite pre-bundles all their dependencies before the first test; a
        // dependency discovered mid-run makes Vite reload and fail the stories that were loading.
        optimizeDeps: {
          entries: ['.storybook/preview.tsx', 'packages/*/src/**/*.stories.tsx'],
        },
        test: {
          name: 'storybook',
          // Story files share their page and the modules it loaded, instead of a fresh frame importing the whole
          // preview again for each of some 90 files: the suite takes 811 s instead of 1,138 on a slow two-core
          // machine. Each story still mounts into a fresh canvas, with its own args and globals.
          isolate: false,
          // A story's page waits much of its time (fonts, stable screenshots, play steps), so one page per core
          // (at least two) keeps the cores busy: on two cores the suite takes 9.5 min instead of 14.4 with
          // Vitest's default for browsers (one page fewer than the cores)
          maxWorkers: Math.max(2, availableParallelism()),
          // screenshot-heavy stories take several seconds each in every brand; leave room on a busy machine
          testTimeout: 30_000,
          // One more attempt for a story that timed out on a loaded machine; a real regression fails twice.
          // The end of the test log names every story that failed, so a retry never hides a broken one.
          retry: 1,
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
            // forced colours (a media emulation only the browser's driver can switch) for the screenshot gate
            commands: storyCommands,
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // baselines are stable on the same machine type, so tolerate only stray anti-aliasing pixels
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 24 },
              },
            },
          },
        },
      },
    ],
  },
});
