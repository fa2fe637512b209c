// Bundle budgets of the production build, from Vite's manifest: the JavaScript the home page needs before it
// can render (entry + static imports, the demo casino excluded: it loads only in demo mode), each route's
// own chunk, and the CSS. Sizes are gzip level 9. Fails when a budget is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const dist = join(root, 'packages', 'lobby-app', 'dist');
const KB = 1024;
export const budgets = {
  initialJs: 110 * KB,
  routeChunk: 40 * KB,
  lightRoutes: { 'src/pages/PromotionsPage.tsx': 10 * KB, 'src/pages/TournamentsPage.tsx': 10 * KB },
  css: 25 * KB,
};

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

export function measure() {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('No build manifest: build the app first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry.');

  const initial = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(entryKey);
  const initialJs = [...initial].reduce((sum, file) => sum + gz(file), 0);
  const cssBytes = [...css].reduce((sum, file) => sum + gz(file), 0);

  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => key.startsWith('src/pages/') && chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      // a route costs its own chunk plus shared chunks it needs that the first page did not already load
      const extra = new Set([chunk.file]);
      const walk = (k) => {
        for (const next of manifest[k]?.imports ?? []) {
          const file = manifest[next]?.file;
          if (file && !initial.has(file) && !extra.has(file)) {
            extra.add(file);
            walk(next);
          }
        }
      };
      walk(key);
      return { route: key, bytes: [...extra].reduce((sum, file) => sum + gz(file), 0) };
    });
  return { initialJs, css: cssBytes, routes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { initialJs, css, routes } = measure();
  const problems = [];
  const line = (label, bytes, limit) => {
    const ok = bytes <= limit;
    if (!ok) problems.push(label);
    console.info(`${ok ? 'ok  ' : 'OVER'} ${label}: ${kb(bytes)} (budget ${kb(limit)})`);
  };
  line('initial JS of / (gzip)', initialJs, budgets.initialJs);
  line('CSS (gzip)', css, budgets.css);
  for (const { route, bytes } of routes.sort((a, b) => b.bytes - a.bytes)) {
    line(`route ${route}`, bytes, budgets.lightRoutes[route] ?? budgets.routeChunk);
  }
  if (problems.length > 0) {
    console.error(`budgets exceeded: ${problems.join(', ')}`);
    process.exit(1);
  }
}
