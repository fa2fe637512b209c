import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    // property tests run thousands of cases; on a busy 2-core machine they need more than the default 5 s
    testTimeout: 30_000,
    include: ['src/**/*.test.ts'],
    benchmark: { include: ['src/**/*.bench.ts', 'bench/**/*.bench.ts'] },
  },
});
