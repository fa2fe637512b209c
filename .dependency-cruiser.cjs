/**
 * Import boundaries: lobby-app -> ui -> domain, and lobby-app -> domain. Nothing imports upward,
 * and the domain stays pure (no React, no DOM helpers, no network or storage libraries).
 *
 * Inside the app, the folders of `packages/lobby-app/src` form a one-way stack, bottom first: a folder may
 * import the folders below it, never one above. The demo casino (`packages/lobby-app/demo-casino`) lives
 * beside the app's source but keeps its place in that stack: it may use the app's wire pieces below it, and
 * only the app's upper layers may start or steer it. Tests and stories stand outside the stack (they may
 * boot the whole lobby on the demo casino).
 * @type {import('dependency-cruiser').IConfiguration}
 */
const APP_LAYERS = [
  'src/platform', // clock, random source, scheduling primitives
  'src/navigation', // the lobby's own paths, as data
  'src/api', // the typed client of the platform's calls
  'demo-casino', // the demo casino, a model of the platform behind those calls
  'src/state', // valtio stores and the running lobby's connections
  'src/features', // connected features, one folder each
  'src/pages', // one file per route, composed from features
  'src/routes', // the router
  'src/app', // the shell: start-up, chrome, error boundary
];
const APP = '^packages/lobby-app/';
const NOT_TESTS = '\\.(test|stories|spec|bench)\\.tsx?$';
const layerName = (layer) => layer.replace(/^src\//, '');

const appLayerRules = APP_LAYERS.map((layer, rank) => ({
  name: `app-layer-${layerName(layer)}`,
  comment: `${layer}/ sits in the app's stack below ${APP_LAYERS.slice(rank + 1).join(', ') || 'src/main.tsx'}: it must not import them.`,
  severity: 'error',
  from: { path: `${APP}${layer}/`, pathNot: NOT_TESTS },
  to: {
    path: [`${APP}(${[...APP_LAYERS.slice(rank + 1)].join('|')})/`, `${APP}src/main\\.tsx$`],
  },
}));

/**
 * The app's own code knows the demo casino only by these files: start-up loads `browser.ts` in demo mode,
 * `control.ts` and `casino.ts` give its handle's types, `settings.ts` the demo panel's switches,
 * `panel/DemoPanel.tsx` is the demo panel the shell loads, and `index.ts` serves the stories' support.
 * Everything else in it is its own business.
 */
const DEMO_CASINO_ENTRIES = ['browser', 'casino', 'control', 'settings', 'panel/DemoPanel', 'index'];

/**
 * The stories' support (it boots the lobby on an in-page demo casino for each page story): loaded by stories
 * only, never by the lobby's entry, so it may import the demo casino as a story does.
 */
const STORY_SUPPORT = `${APP}src/app/page-stories/story-support\\.tsx$`;

module.exports = {
  forbidden: [
    ...appLayerRules,
    {
      name: 'app-reaches-demo-casino-through-its-entries',
      comment: `The app uses the demo casino only through ${DEMO_CASINO_ENTRIES.join(', ')}.`,
      severity: 'error',
      from: { path: `${APP}src/`, pathNot: NOT_TESTS },
      to: {
        path: `${APP}demo-casino/`,
        pathNot: `${APP}demo-casino/(${DEMO_CASINO_ENTRIES.join('|')})\\.tsx?$`,
      },
    },
    {
      name: 'app-loads-demo-casino-lazily',
      comment:
        "The lobby's code reaches the demo casino only by a dynamic import (which the operator's build drops: see vite.config.ts) or for its types, so no static import can bring the demo casino into the operator's build.",
      severity: 'error',
      from: { path: `${APP}src/`, pathNot: [NOT_TESTS, STORY_SUPPORT] },
      to: { path: `${APP}demo-casino/`, dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
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
        'No two files depend on each other, however they import: a circle of type-only or lazy imports is still two rooms that cannot be understood apart.',
      severity: 'error',
      from: {},
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
