// The operator's build check: lists the files of packages/lobby-app/dist/ (DIST_DIR for another folder), the
// build an operator copies to their host, with their count and size, and fails when any of the demo casino
// is in it: a file named for it (its worker, Mock Service Worker's, a chunk of its code or panel), a module
// of demo-casino/ or of Mock Service Worker in a chunk (the source maps list every module a chunk holds), or
// text only the demo casino's code carries. The demo build (dist-demo/) is checked by the bundle budgets.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib.mjs';

/** File names of the demo build's own files and chunks. */
const DEMO_FILES = [/(^|\/)demo-casino-worker\.js$/, /(^|\/)mockServiceWorker\.js$/, /demo/i];

/** Module paths that must not be in any chunk: the demo casino (its panel included) and Mock Service Worker. */
const DEMO_MODULES = [/(^|\/)demo-casino\//, /(^|\/)node_modules\/(\.pnpm\/)?msw[@/]/];

/**
 * Text that only the demo casino's code holds: its start, its worker's bundle name, its URL switches and
 * stored state, and Mock Service Worker's own names.
 */
export const DEMO_MARKERS = [
  'startDemoCasino',
  'demoCasinoWorker',
  'demo_variant',
  'demo-casino.settings',
  'mockServiceWorker',
  'Mock Service Worker',
  'MSW_',
];

/** Every file under `dir`, as paths relative to it with '/' between folders, sorted. */
export function filesOf(dir) {
  const out = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** What of the demo casino the build in `dir` holds: one line per problem, none for a clean build. */
export function demoCodeIn(dir, files = filesOf(dir)) {
  const problems = [];
  for (const file of files) {
    if (DEMO_FILES.some((pattern) => pattern.test(file))) problems.push(`${file}: a demo file`);
    if (file.endsWith('.map')) {
      // a map's sources are the modules of its chunk; its sourcesContent quotes comments, so it is not read
      let sources = [];
      try {
        sources = JSON.parse(readFileSync(join(dir, file), 'utf8')).sources ?? [];
      } catch {
        problems.push(`${file}: not a source map`);
      }
      for (const source of sources)
        if (DEMO_MODULES.some((pattern) => pattern.test(source)))
          problems.push(`${file}: holds the demo module ${source}`);
      continue;
    }
    if (!/\.(js|mjs|html|css|json|webmanifest)$/.test(file)) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    for (const marker of DEMO_MARKERS)
      if (text.includes(marker)) problems.push(`${file}: contains "${marker}"`);
    if (file === '.vite/manifest.json')
      for (const key of Object.keys(JSON.parse(text)))
        if (DEMO_MODULES.some((pattern) => pattern.test(key)))
          problems.push(`${file}: the build has a chunk for ${key}`);
  }
  if (files.includes('env.json')) {
    const env = JSON.parse(readFileSync(join(dir, 'env.json'), 'utf8'));
    if (env.demo !== false) problems.push('env.json: "demo" must be false in the operator\'s build');
  } else problems.push('env.json: missing');
  if (!files.includes('env.schema.json')) problems.push('env.schema.json: missing');
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.env.DIST_DIR ?? join(root, 'packages', 'lobby-app', 'dist');
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No build in ${dir}: run pnpm --filter @lobby/app build first.`);
    process.exit(1);
  }
  const files = filesOf(dir);
  let bytes = 0;
  for (const file of files) {
    const size = statSync(join(dir, file)).size;
    bytes += size;
    console.info(`  ${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
  }
  const kb = (bytes / 1024).toFixed(1);
  const problems = demoCodeIn(dir, files);
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.info(
    `operator build: ${files.length} files, ${kb} KB; ${problems.length === 0 ? 'no demo casino code' : `${problems.length} problems`}`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
