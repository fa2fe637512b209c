// Bundle budgets of the demo build (dist-demo/; DIST_DIR for another folder), from Vite's manifest: the JavaScript
// the home page needs before it can render (entry + static imports; the demo casino is excluded: it loads
// only in demo mode, and the check fails if any of its modules ends up in that JavaScript), the start-up
// code every address loads next (src/app/boot.ts and the route table, one chunk), every route's own chunk
// with the shared chunks it adds beyond those two (each ≤ 40 KB; promotions and tournaments ≤ 10 KB), the
// CSS, and the demo casino's own download. Then, in Chromium, a guest's visit to the home page: every script it
// loads by network idle (demo casino excluded), in KB and files.
// Sizes are gzip level 9. Fails when a budget is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { root } from './lib.mjs';
import { freePort, serveBuild } from './serve-build.mjs';

const dist = process.env.DIST_DIR ?? join(root, 'packages', 'lobby-app', 'dist-demo');
const KB = 1024;
export const budgets = {
  /** Held close above what the first download is (101.3 KB), so it cannot grow back unnoticed. */
  initialJs: 103 * KB,
  /** What the initial JavaScript aims for; over it is reported, not failed. */
  initialJsAim: 90 * KB,
  /** The start-up code and the route table, which every address loads once the first paint is up. */
  startUp: 30 * KB,
  routeChunk: 40 * KB,
  lightRoutes: { 'src/pages/PromotionsPage.tsx': 10 * KB, 'src/pages/TournamentsPage.tsx': 10 * KB },
  css: 25 * KB,
  /**
   * The demo casino's part of the page's download (not part of the lobby's budget, but it comes before the
   * first game in demo mode): only what registers its service worker and tells it who the tab is, since
   * the casino itself runs in the worker.
   */
  demoCasino: 5 * KB,
  /** The demo casino's service worker (the casino, its handlers and Mock Service Worker's answering code). */
  demoWorker: 45 * KB,
  /**
   * A guest's visit to the home page: every script by network idle, demo casino excluded (197.0 KB in 30
   * files now). The home sections with calls of their own that sit more than a screen below the window wait
   * for the player to scroll near them, so their code is not part of a visit that stays at the top.
   */
  homeVisit: { bytes: 205 * KB, files: 34 },
  /** What the home visit aims for; over it is reported, not failed. */
  homeVisitAim: { bytes: 150 * KB, files: 40 },
};

const DEMO_WORKER = 'demo-casino-worker.js';

const DEMO_CASINO = 'demo-casino/';
/** The demo panel lives with the demo casino but is the lobby's own screen, loaded once the first one is up. */
const DEMO_PANEL = 'demo-casino/panel/';

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

  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The start-up code and each route page's code, as index.html lists them for public/early-start.js
  const routeList = /<script type="application\/json" id="route-files">([^<]*)<\/script>/.exec(html);
  const routeFiles = routeList ? JSON.parse(routeList[1]) : { always: [], pages: [] };
  const startUp = routeFiles.always.filter((file) => existsSync(join(dist, file)));
  const startUpBytes = startUp.reduce((sum, file) => sum + gz(file), 0);
  const loadedBefore = new Set([...initial, ...startUp]);

  // The demo casino: its lazily loaded entry and the chunks it adds beyond the start-up code, which is what
  // loads it. None of its modules may be in the initial JavaScript (checked against the source maps, which
  // list every module of a chunk).
  const demo = new Set();
  const walkDemo = (key) => {
    const chunk = manifest[key];
    if (!chunk || loadedBefore.has(chunk.file) || demo.has(chunk.file)) return;
    demo.add(chunk.file);
    for (const next of chunk.imports ?? []) walkDemo(next);
  };
  for (const key of Object.keys(manifest))
    if (key.startsWith(DEMO_CASINO) && !key.startsWith(DEMO_PANEL)) walkDemo(key);
  const demoBytes = [...demo].reduce((sum, file) => sum + gz(file), 0);
  const demoInInitial = [...initial].flatMap((file) => {
    const map = join(dist, `${file}.map`);
    if (!existsSync(map)) return [];
    const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
    return sources.filter((source) => source.includes(DEMO_CASINO)).map((source) => `${file}: ${source}`);
  });

  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => key.startsWith('src/pages/') && chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      // a route costs its own chunk plus shared chunks it needs that the first paint and the start-up code
      // did not already load
      const extra = new Set([chunk.file]);
      const walk = (k) => {
        for (const next of manifest[k]?.imports ?? []) {
          const file = manifest[next]?.file;
          if (file && !loadedBefore.has(file) && !extra.has(file)) {
            extra.add(file);
            walk(next);
          }
        }
      };
      walk(key);
      return { route: key, bytes: [...extra].reduce((sum, file) => sum + gz(file), 0) };
    });
  // The demo casino's files that index.html lists for public/early-start.js to preload in demo mode: its
  // entry must be there, and nothing that is not the demo casino's (which would load for a real casino).
  const listed = /<script type="application\/json" id="demo-casino-files">([^<]*)<\/script>/.exec(html);
  const preload = listed ? JSON.parse(listed[1]) : [];
  const demoEntry = manifest['demo-casino/browser.ts']?.file;
  const preloadProblems = [
    ...(listed ? [] : ['index.html has no demo-casino-files list']),
    ...(demoEntry && !preload.includes(demoEntry)
      ? [`the list misses the demo casino's entry ${demoEntry}`]
      : []),
    ...preload
      .filter((file) => !demo.has(file))
      .map((file) => `${file} is listed but is not the demo casino's`),
  ];
  // The start-up code and each route page's code, listed for the same script to preload with the lobby's
  // own: every page must have its own chunk in its list, and no file may be the demo casino's or missing.
  const listedRouteFiles = [...routeFiles.always, ...routeFiles.pages.flatMap((page) => page.files)];
  const pageFiles = routes.map(({ route }) => manifest[route].file);
  preloadProblems.push(
    ...(routeList ? [] : ['index.html has no route-files list']),
    ...pageFiles
      .filter((file) => !listedRouteFiles.includes(file))
      .map((file) => `the route list misses the page ${file}`),
    ...listedRouteFiles
      .filter((file) => demo.has(file) || initial.has(file) || !existsSync(join(dist, file)))
      .map((file) => `${file} is in the route list but is the demo casino's, already loaded or missing`),
  );
  const workerBytes = existsSync(join(dist, DEMO_WORKER)) ? gz(DEMO_WORKER) : null;
  return {
    initialJs,
    startUpBytes,
    css: cssBytes,
    routes,
    demoBytes,
    workerBytes,
    demoInInitial,
    preload,
    preloadProblems,
  };
}

/**
 * The scripts a guest's visit to the home page loads (1280 × 800, the demo casino answering) until the
 * network has been idle, the deferred sections included: their files and gzip bytes. The demo casino's own
 * files (everything built from demo-casino/, the panel too) are left out, as an operator's build has none.
 */
export async function homeVisit() {
  const { chromium } = await import('playwright-core');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const demoFiles = new Set(
    Object.entries(manifest)
      .filter(([key]) => key.startsWith(DEMO_CASINO))
      .map(([, chunk]) => chunk.file),
  );
  const port = await freePort();
  const server = await serveBuild({ dist, port });
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const files = new Set();
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.replace(/^\//, '');
      if (
        file.endsWith('.js') &&
        existsSync(join(dist, file)) &&
        !demoFiles.has(file) &&
        file !== DEMO_WORKER
      )
        files.add(file);
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    // what the page puts off until it is idle (the sections past the first screen) loads after that
    await page.waitForTimeout(2_000);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    return { files: files.size, bytes: [...files].reduce((sum, file) => sum + gz(file), 0) };
  } finally {
    await browser.close();
    server.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const measured = measure();
  const { initialJs, startUpBytes, css, routes, demoBytes, workerBytes, demoInInitial } = measured;
  const { preload, preloadProblems } = measured;
  const problems = [];
  const line = (label, bytes, limit) => {
    const ok = bytes <= limit;
    if (!ok) problems.push(label);
    console.info(`${ok ? 'ok  ' : 'OVER'} ${label}: ${kb(bytes)} (budget ${kb(limit)})`);
  };
  line('initial JS of /, demo casino excluded (gzip)', initialJs, budgets.initialJs);
  console.info(
    `     aim for the initial JS: ${kb(budgets.initialJsAim)} (${initialJs <= budgets.initialJsAim ? 'met' : `${kb(initialJs - budgets.initialJsAim)} to go`})`,
  );
  line('start-up code and route table, every address (gzip)', startUpBytes, budgets.startUp);
  if (demoInInitial.length > 0) {
    problems.push('demo casino in the initial JS');
    console.info(`OVER demo casino modules in the initial JS: ${demoInInitial.join(', ')}`);
  } else {
    console.info('ok   demo casino not in the initial JS (it loads only in demo mode)');
  }
  line('demo casino on the page, loaded in demo mode only (gzip)', demoBytes, budgets.demoCasino);
  if (workerBytes === null) {
    problems.push('demo casino worker missing');
    console.info(`OVER the build has no ${DEMO_WORKER}`);
  } else line(`demo casino's service worker, ${DEMO_WORKER} (gzip)`, workerBytes, budgets.demoWorker);
  if (preloadProblems.length > 0) {
    problems.push('demo casino preload list');
    for (const problem of preloadProblems) console.info(`BAD  ${problem}`);
  } else {
    console.info(
      `ok   index.html lists the demo casino's ${preload.length} files for an early preload in demo mode, and each route's code`,
    );
  }
  line('CSS (gzip)', css, budgets.css);
  for (const { route, bytes } of routes.sort((a, b) => b.bytes - a.bytes)) {
    const name = route.replace('src/pages/', '').replace('.tsx', '');
    line(
      `route ${name} (own chunk + shared chunks it adds)`,
      bytes,
      budgets.lightRoutes[route] ?? budgets.routeChunk,
    );
  }
  const visit = await homeVisit();
  const { bytes: visitBytes, files: visitFiles } = budgets.homeVisit;
  const visitOk = visit.bytes <= visitBytes && visit.files <= visitFiles;
  if (!visitOk) problems.push("a guest's home visit");
  console.info(
    `${visitOk ? 'ok  ' : 'OVER'} a guest's home visit by network idle, demo casino excluded (gzip): ${kb(visit.bytes)} in ${visit.files} files (budget ${kb(visitBytes)} in ${visitFiles} files)`,
  );
  const aim = budgets.homeVisitAim;
  const toGo = [
    ...(visit.bytes > aim.bytes ? [`${kb(visit.bytes - aim.bytes)}`] : []),
    ...(visit.files > aim.files ? [`${visit.files - aim.files} files`] : []),
  ];
  console.info(
    `     aim for the home visit: ${kb(aim.bytes)} in ${aim.files} files (${toGo.length === 0 ? 'met' : `${toGo.join(' and ')} to go`})`,
  );
  if (problems.length > 0) {
    console.error(`budgets exceeded: ${problems.join(', ')}`);
    process.exit(1);
  }
}
