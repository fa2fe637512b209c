import { defineProject } from 'vitest/config';

/** Node-side tests of the ui and app packages (logic, schemas, generated files). Browser tests live in stories. */
export default defineProject({
  test: {
    name: 'unit',
    environment: 'node',
    include: [
      'packages/ui/src/**/*.test.ts',
      'packages/lobby-app/src/**/*.test.ts',
      'packages/lobby-app/demo-casino/**/*.test.ts',
      'packages/lobby-app/scripts/**/*.test.ts',
      '.ci/**/*.test.ts',
    ],
  },
});
