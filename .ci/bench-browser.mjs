// `npm run bench:browser`: measures the demo build (dist-demo/) in Chromium with a 10,000-game
// catalogue, and writes medians to reports/bench-browser.json. It needs a build (`pnpm --filter @lobby/app
// build:demo`, or DIST_DIR for another folder). Measurements, each repeated RUNS times in a fresh browser page:
// - home first render: navigation start to the first game tile on screen, cold (empty browser database and
//   HTTP cache) and warm: started again once the 10,000-game catalogue is in IndexedDB (waited for, not assumed),
//   so the tiles come from the browser database while the network refreshes it;
// - search keystroke to painted results: keydown of the character that completes a query to the frame that
//   drew the changed results (this includes the spec's 300 ms debounce, reported with and without it);
// - search keystroke echo: the same keystrokes, to the frame that shows the character in the search field
//   (what typing feels like, before the search runs);
// - filter toggle to painted grid: click on a provider filter to the frame that drew the changed grid;
// - sort change to painted grid: click on a sort order in the sort menu to the frame that drew the changed grid;
// - favourite toggle to paint: click on a tile's favourite toggle to the frame that drew the changed toggle
//   (its saving state or its pressed state, whichever the player sees first);
// - each interaction to the end of the frame that drew the change (interactionToPaintMs) and, as reported
//   before, to the start of the frame after it (interactionToNextFrameMs, which adds up to a frame's wait);
// - the four interactions again with the CPU slowed down four times (Chromium's CPU throttling), as a
//   mid-range phone runs them;
// - scroll of a 2,000-game list: long tasks (> 50 ms) while scrolling /all-games top to bottom, the worst
//   one, and the most tiles in the DOM at once (the list is windowed).
// Timings here are a machine's, not a contract: the note of a change quotes them, nothing fails on them.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { root } from './lib.mjs';
import { serveBuild } from './serve-build.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4480);
const dist = process.env.DIST_DIR ?? join(root, 'packages', 'lobby-app', 'dist-demo');
const base = `http://127.0.0.1:${PORT}/`;
const SEARCH_DEBOUNCE_MS = 300;

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run the demo build first (pnpm build:demo).`);
  process.exit(1);
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (n) => Math.round(n * 10) / 10;

// In every page: the time the first tile appears, and long tasks; and, called in the task that changed the page
// (`started` being the input event's time), the time to the end of the frame that draws the change (painted: a
// top-priority task posted from the next animation frame runs once that frame's rendering is done) and to the
// start of the frame after it (nextFrame, which adds the wait for it: on an empty page about 28 ms, the other
// 13 ms). A busy main thread can run that next frame first: the change was drawn by then, so painted is the
// earlier of the two.
const probe = () => {
  window.__bench = { firstTile: null, longTasks: [] };
  window.__benchFrameDone = (started, resolve) =>
    requestAnimationFrame(() => {
      let painted = null;
      let nextFrame = null;
      const both = () => {
        if (painted !== null && nextFrame !== null)
          resolve({ painted: Math.min(painted, nextFrame), nextFrame });
      };
      scheduler.postTask(
        () => {
          painted = performance.now() - started;
          both();
        },
        { priority: 'user-blocking' },
      );
      requestAnimationFrame(() => {
        nextFrame = performance.now() - started;
        both();
      });
    });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const watch = new MutationObserver(() => {
    if (window.__bench.firstTile === null && document.querySelector('[data-slot="game-tile"]')) {
      window.__bench.firstTile = performance.now();
      watch.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    watch.observe(document.body, { childList: true, subtree: true }),
  );
};

/** In the page: the number of games in the catalogue cache of IndexedDB (0 while there is none). */
const cachedGames = async () => {
  // opening a database that does not exist would create it: look first
  const known = await indexedDB.databases();
  if (!known.some((db) => db.name === 'casino-lobby')) return 0;
  return new Promise((resolve) => {
    const open = indexedDB.open('casino-lobby');
    open.onerror = () => resolve(0);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('catalogue')) {
        db.close();
        resolve(0);
        return;
      }
      const read = db.transaction('catalogue').objectStore('catalogue').getAll();
      read.onerror = () => resolve(0);
      read.onsuccess = () => {
        db.close();
        const games = read.result.map((entry) => entry?.catalogue?.games?.length ?? 0);
        resolve(Math.max(0, ...games) >= 10_000 ? Math.max(...games) : 0);
      };
    };
  });
};

/**
 * Resolves with the times from the next trusted keydown/click to the end of the first frame drawn after the
 * names of the tiles matched by `selector` changed (what the player sees), whatever else moved in between
 * (`painted`), and to the start of the frame after it (`nextFrame`).
 */
function armChangeTimer(page, selector, eventType, attributes = null) {
  return page.evaluate(
    ([sel, type, attrs]) =>
      new Promise((resolve) => {
        const names = () =>
          [...document.querySelectorAll(sel)]
            .map((tile) =>
              attrs ? attrs.map((name) => tile.getAttribute(name)).join(',') : tile.textContent,
            )
            .join('|');
        const before = names();
        let started = null;
        let emptied = false;
        setTimeout(() => resolve({ painted: Number.NaN, nextFrame: Number.NaN }), 20_000);
        document.addEventListener(
          type,
          () => {
            started = performance.now();
          },
          { capture: true, once: true },
        );
        const observer = new MutationObserver(() => {
          // the search shows a spinner while it waits: tiles back on screen after that count, even the same
          const now = names();
          if (started === null) return;
          if (now === '') {
            emptied = true;
            return;
          }
          if (now === before && !emptied) return;
          observer.disconnect();
          window.__benchFrameDone(started, resolve);
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: Boolean(attrs),
        });
        window.__benchArmed = true;
      }),
    [selector, eventType, attributes],
  );
}

/**
 * Resolves with the times from the next trusted keydown to the end of the frame that drew the character it
 * typed into the focused field (`painted`), and to the start of the frame after it (`nextFrame`): what a
 * player feels of each keystroke while typing, before any search runs.
 */
function armEchoTimer(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let started = null;
        setTimeout(() => resolve({ painted: Number.NaN, nextFrame: Number.NaN }), 20_000);
        document.addEventListener(
          'keydown',
          () => {
            started = performance.now();
          },
          { capture: true, once: true },
        );
        // after the lobby's own handler, which redraws the field in this same event (a discrete one for React)
        document.addEventListener('input', () => window.__benchFrameDone(started, resolve), { once: true });
        window.__benchArmed = true;
      }),
  );
}

/** The CPU slowdowns each interaction is measured at: none, and four times (a mid-range phone). */
const SLOWDOWNS = [1, 4];

/**
 * Times one interaction at each slowdown: `prepare` (if any) gets it ready untimed, `act` performs it (it
 * must change what `selector` shows each time it runs), timed from its `eventType` event to the frame
 * after the change.
 */
async function timeInteraction(page, cdp, { selector, eventType, attributes = null, prepare, act, arm }) {
  const times = {};
  for (const rate of SLOWDOWNS) {
    if (prepare) await prepare(rate);
    await page.evaluate(() => {
      window.__benchArmed = false;
    });
    const timer = arm ? arm() : armChangeTimer(page, selector, eventType, attributes);
    await page.waitForFunction(() => window.__benchArmed === true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    try {
      await act(rate);
      times[rate] = await timer;
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    // let the change settle (a favourite's save, the list's last pictures) before the next measurement
    await page.waitForTimeout(600);
  }
  return times;
}

async function run() {
  const server = await serveBuild({ dist, port: PORT });
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
  const kinds = ['coldHome', 'warmHome', 'search', 'typing', 'filter', 'sort', 'favourite', 'scroll'];
  const results = Object.fromEntries(kinds.map((kind) => [kind, []]));
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(probe);
      const page = await context.newPage();
      // home, cold: nothing cached yet
      await page.goto(`${base}?demo_games=10000&demo_profile=vip`);
      await page.waitForFunction(() => window.__bench.firstTile !== null, null, { timeout: 60_000 });
      results.coldHome.push(await page.evaluate(() => window.__bench.firstTile));
      // the catalogue is written to the browser database in the background: wait until it is there
      await page.waitForFunction(cachedGames, null, { timeout: 60_000, polling: 250 }).catch(() => {
        throw new Error('the catalogue never reached IndexedDB: the warm start would not come from it');
      });
      // home, warm: the catalogue comes from IndexedDB while the network refreshes it
      await page.goto(base);
      await page.waitForFunction(() => window.__bench.firstTile !== null, null, { timeout: 60_000 });
      results.warmHome.push(await page.evaluate(() => window.__bench.firstTile));

      const cdp = await context.newCDPSession(page);
      // search: 'gol' shows results, then one more keystroke narrows them ('gold'), and another widens
      // them again ('gol')
      await page.getByRole('button', { name: 'Search games' }).first().click();
      const box = page.getByRole('searchbox');
      await box.fill('gol');
      await page.waitForSelector('[role="dialog"] [data-slot="game-tile"]');
      await page.waitForTimeout(500);
      results.search.push(
        await timeInteraction(page, cdp, {
          selector: '[role="dialog"] [data-slot="game-tile-name"]',
          eventType: 'keydown',
          act: (rate) => box.press(rate === 1 ? 'd' : 'Backspace'),
        }),
      );
      // typing: the same two keystrokes, timed to the frame that shows them in the field
      results.typing.push(
        await timeInteraction(page, cdp, {
          arm: () => armEchoTimer(page),
          act: (rate) => box.press(rate === 1 ? 'd' : 'Backspace'),
        }),
      );
      await page.keyboard.press('Escape');

      // filter: the first provider box on the 10,000-game list, ticked and then unticked
      await page.goto(`${base}all-games`);
      await page.waitForSelector('main [data-slot="game-tile"]');
      await page.getByRole('button', { name: 'Filters' }).first().click();
      const box1 = page.getByRole('checkbox').first();
      await box1.waitFor();
      results.filter.push(
        await timeInteraction(page, cdp, {
          selector: 'main [data-slot="game-tile-name"]',
          eventType: 'click',
          act: () => box1.click(),
        }),
      );
      await page.keyboard.press('Escape');

      // sort: Z-A, then back to A-Z, from the list's sort menu (opened before the timer starts)
      const sortItem = (rate) => page.getByRole('menuitemradio', { name: rate === 1 ? 'Z-A' : 'A-Z' });
      results.sort.push(
        await timeInteraction(page, cdp, {
          selector: 'main [data-slot="game-tile-name"]',
          eventType: 'click',
          prepare: async (rate) => {
            await page.locator('main [data-slot="sort-menu"]').first().click();
            await sortItem(rate).waitFor();
          },
          act: (rate) => sortItem(rate).click(),
        }),
      );

      // favourite: the first tile's toggle, pressed and then released
      const toggle = page.locator('main [data-slot="favourite-toggle"]').first();
      await toggle.waitFor();
      results.favourite.push(
        await timeInteraction(page, cdp, {
          selector: 'main [data-slot="favourite-toggle"]',
          eventType: 'click',
          attributes: ['aria-pressed', 'data-status'],
          act: async () => {
            await toggle.click();
            await page.waitForFunction(
              () => document.querySelector('main [data-slot="favourite-toggle"]')?.dataset.status === 'idle',
            );
          },
        }),
      );
      await context.close();

      // scroll: a 2,000-game list from top to bottom
      const scrollContext = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
      });
      await scrollContext.addInitScript(probe);
      const phone = await scrollContext.newPage();
      await phone.goto(`${base}all-games?demo_games=2000&demo_profile=vip`);
      await phone.waitForSelector('[data-slot="game-tile"]');
      await phone.waitForTimeout(1_000);
      const before = await phone.evaluate(() => window.__bench.longTasks.length);
      const outcome = await phone.evaluate(async () => {
        let most = 0;
        const step = Math.round(window.innerHeight * 0.9);
        while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
          window.scrollBy(0, step);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          most = Math.max(most, document.querySelectorAll('[data-slot="game-tile"]').length);
        }
        return { most, height: document.documentElement.scrollHeight };
      });
      await phone.waitForTimeout(300);
      const tasks = await phone.evaluate((from) => window.__bench.longTasks.slice(from), before);
      results.scroll.push({
        longTasks: tasks.length,
        worst: tasks.length ? Math.max(...tasks) : 0,
        ...outcome,
      });
      await scrollContext.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return results;
}

function homeRouteKb() {
  const assets = join(dist, 'assets');
  const file = readdirSync(assets).find((name) => /^HomePage-.*\.js$/.test(name));
  return file ? round(gzipSync(readFileSync(join(assets, file))).length / 1024) : null;
}

const raw = await run();
const at = (list, rate, moment) => round(median(list.map((times) => times[rate][moment])));
const interaction = (list, less = 0, moment = 'painted') =>
  Object.fromEntries(SLOWDOWNS.map((rate) => [`cpu${rate}x`, round(at(list, rate, moment) - less)]));
const summary = {
  runs: RUNS,
  catalogue: 10_000,
  homeFirstRenderColdMs: round(median(raw.coldHome)),
  homeFirstRenderWarmFromIndexedDbMs: round(median(raw.warmHome)),
  // medians, from the input event to the end of the frame that drew the change (the search's after its
  // 300 ms debounce)
  interactionToPaintMs: {
    searchKeystrokeAfterDebounce: interaction(raw.search, SEARCH_DEBOUNCE_MS),
    searchKeystrokeEcho: interaction(raw.typing),
    filterToggle: interaction(raw.filter),
    sortChange: interaction(raw.sort),
    favouriteToggle: interaction(raw.favourite),
  },
  // the same, to the start of the frame after that one
  interactionToNextFrameMs: {
    searchKeystrokeAfterDebounce: interaction(raw.search, SEARCH_DEBOUNCE_MS, 'nextFrame'),
    searchKeystrokeEcho: interaction(raw.typing, 0, 'nextFrame'),
    filterToggle: interaction(raw.filter, 0, 'nextFrame'),
    sortChange: interaction(raw.sort, 0, 'nextFrame'),
    favouriteToggle: interaction(raw.favourite, 0, 'nextFrame'),
  },
  scroll2000: {
    longTasksMedian: median(raw.scroll.map((s) => s.longTasks)),
    worstLongTaskMs: round(Math.max(...raw.scroll.map((s) => s.worst))),
    mostTilesInDom: Math.max(...raw.scroll.map((s) => s.most)),
  },
  homeRouteChunkKbGzip: homeRouteKb(),
  raw,
};
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports', 'bench-browser.json'), `${JSON.stringify(summary, null, 2)}\n`);
const { raw: _raw, ...shown } = summary;
console.info(JSON.stringify(shown, null, 2));
