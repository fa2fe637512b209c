/**
 * Import boundaries: lobby-app -> ui -> domain, and lobby-app -> domain. Nothing imports upward,
 * and the domain stays pure (no React, no DOM helpers, no network or storage libraries).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'packages/domain holds rules only: no UI, app, React, DOM or I/O libraries.',
      severity: 'error',
      from: { path: '^packages/domain/src', pathNot: '\\.(test|bench)\\.ts$' },
      to: {
        path: [
          '^packages/(ui|lobby-app)/',
          '(^|/)node_modules/(react|react-dom|@radix-ui|wouter|valtio|localforage|msw|@lingui|dompurify)(/|$)',
        ],
      },
    },
    {
      name: 'domain-no-node-builtins',
      comment: 'domain runs in the browser too: no node: imports outside tests.',
      severity: 'error',
      from: { path: '^packages/domain/src', pathNot: '\\.(test|bench)\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'ui-does-not-import-app',
      comment: 'packages/ui is presentational: it must not know the app, its state or its API.',
      severity: 'error',
      from: { path: '^packages/ui/src' },
      to: {
        path: ['^packages/lobby-app/', '(^|/)node_modules/(valtio|wouter|localforage|msw)(/|$)'],
      },
    },
    {
      name: 'no-circular',
      comment:
        'A cycle of static imports makes load order matter; type-only and lazy (dynamic) imports cannot.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'domain-no-circular-types',
      comment:
        'The domain is read file by file: no two of its files lean on each other, not even for a type, so each topic can be understood (and moved) alone.',
      severity: 'error',
      from: { path: '^packages/domain/src' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', 'dist', 'storybook-static', '__screenshots__'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
