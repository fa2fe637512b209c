// Mutation testing of the domain rules. Slow on a small machine: run it on purpose, not on every change.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/*.bench.ts',
    '!src/testing/**',
    '!src/**/*.d.ts',
    '!src/index.ts',
  ],
  ignorePatterns: ['reports', '.stryker-tmp', 'bench'],
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 80, break: 80 },
  timeoutMS: 20000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
