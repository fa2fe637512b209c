import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './.ci/chromium.mjs';
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
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.15, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
        },
      },
    ],
  },
});
