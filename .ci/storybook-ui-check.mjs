// Stories in the Storybook UI: serves the static build (storybook-static/, from `pnpm build-storybook`) over a
// local HTTP server, opens the Storybook manager in Chromium in a 1440 × 900 window, and visits every story of
// the build's index.json the way a reviewer does: the manager stays loaded and switches stories through its own
// router, so each story renders in the preview iframe, at the size the manager gives it, with its play
// function running. The outcome of each story is what the preview reports on its channel (render errors,
// play-function exceptions, unhandled errors while playing, a failed accessibility report, or nothing at all
// within the time limit). Fails listing every failing story; writes reports/storybook-ui.json and prints a
// one-line summary, with a screenshot of the Storybook window for each failing story in reports/storybook-ui/.
// The manager opens with its sidebar hidden (`nav=false`, as a reviewer's "Show sidebar" toggle leaves it): the
// sidebar's tree of some 600 stories redrawn at every switch was a quarter of the check's time, and a story
// renders at the size it declares (.storybook/visual.ts) with the sidebar shown or not.
//
//   node .ci/storybook-ui-check.mjs              check every story
//   node .ci/storybook-ui-check.mjs --serve      only serve the static build, for a reviewer to open by hand
//   STORY_FILTER=a,b node .ci/storybook-ui-check.mjs   check only the stories whose id contains a or b
//   STORYBOOK_UI_WINDOWS=1 node .ci/storybook-ui-check.mjs   one Storybook window instead of two side by side
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { contentTypes, fileInside } from '../packages/lobby-app/scripts/static-file.mjs';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { root, seconds } from './lib.mjs';

export const windowSize = { width: 1440, height: 900 };
/** Storybook windows open side by side, each switching through its share of the stories (STORYBOOK_UI_WINDOWS). */
const windows = Math.max(1, Number(process.env.STORYBOOK_UI_WINDOWS ?? 2));

/**
 * How long one story may take from being selected to reporting its outcome: the room the story tests give
 * a story (vitest.config.ts), as page stories wait up to 15 s for a lobby on a busy machine.
 */
export const storyTimeoutMs = 30_000;
/** How long the Storybook UI itself may take to load in a window, before its story's clock starts. */
const managerLoadMs = 60_000;

/** The stories of a static build's index.json, in the order the index lists them (docs entries left out). */
export function storiesOf(index) {
  return Object.values(index.entries ?? {})
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }));
}

/**
 * The verdict on one story from the channel events the preview sent while it was selected, in order
 * (`{ type, args }`), and whether the time ran out: `{ ok, causes, message }`.
 */
export function verdict(events, timedOut) {
  const causes = [];
  const messages = [];
  const add = (cause, message) => {
    if (!causes.includes(cause)) causes.push(cause);
    if (message) messages.push(message);
  };
  for (const { type, args } of events) {
    const [first] = args;
    if (type === 'storyMissing') add('missing', `story missing from the preview: ${first ?? ''}`.trim());
    if (type === 'storyErrored') add('render', `${first?.title ?? 'error'}: ${first?.description ?? ''}`);
    if (type === 'storyThrewException') add('render', errorText(first));
    if (type === 'playFunctionThrewException') add('play', errorText(first));
    if (type === 'unhandledErrorsWhilePlaying')
      add('unhandled', (first ?? []).map(errorText).join(' | ') || 'unhandled error while playing');
    if (type === 'storyFinished' && first?.status === 'error') {
      const reports = (first.reporters ?? []).filter((report) => report.status === 'failed');
      for (const report of reports) add(report.type, `${report.type} report failed: ${report.summary ?? ''}`);
      // an error already reported above (or an unhandled one) leaves no failed report: the cause is known
      if (reports.length === 0 && causes.length === 0) add('error', 'the story finished with an error');
    }
  }
  const finished = events.some(
    ({ type }) => type === 'storyFinished' || type === 'storyErrored' || type === 'storyMissing',
  );
  if (timedOut && !finished) add('timeout', `no outcome within ${seconds(storyTimeoutMs)}`);
  return { ok: causes.length === 0, causes, message: messages.join(' ⏎ ').slice(0, 600) };
}

function errorText(error) {
  if (!error) return 'unknown error';
  if (typeof error === 'string') return error;
  const text = `${error.name ? `${error.name}: ` : ''}${error.message ?? ''}`;
  return text.split('\n').filter(Boolean).slice(0, 3).join(' ⏎ ');
}

/** The size of a folder in bytes. */
export function folderBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return total;
}

export const megabytes = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Serves a folder of static files on 127.0.0.1; resolves with the server and its base URL. */
function serve(dir, port = 0) {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    let path = fileInside(dir, pathname.replace(/^\/+/, ''));
    if (path === null) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
    if (!existsSync(path)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    createReadStream(path).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${server.address().port}` });
    });
  });
}

/** Channel events the check listens to in the manager; the preview sends them to it. */
const watched = [
  'storyMissing',
  'storyErrored',
  'storyThrewException',
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
  'storyFinished',
];

/**
 * Runs in the manager window before its scripts: when the manager creates its channel, listen to the events
 * above and hand each one (made serialisable: errors as name and message, accessibility reports as counts)
 * to the check, with the id of the story the manager shows at that moment.
 */
function hookChannel(names) {
  if (window.top !== window) return;
  const slim = (value) => {
    if (
      value instanceof Error ||
      (value && typeof value === 'object' && 'message' in value && 'name' in value)
    )
      return { name: value.name, message: String(value.message) };
    return value;
  };
  const slimArgs = (type, args) => {
    if (type === 'storyFinished') {
      const [{ storyId, status, reporters = [] } = {}] = args;
      return [
        {
          storyId,
          status,
          reporters: reporters.map((report) => {
            const violations = report.result?.violations ?? [];
            return {
              type: report.type,
              status: report.status,
              summary: violations.map((v) => `${v.id} (${v.nodes?.length ?? 0})`).join(', '),
            };
          }),
        },
      ];
    }
    if (type === 'unhandledErrorsWhilePlaying') return [(args[0] ?? []).map(slim)];
    return args.map(slim);
  };
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      for (const type of names) {
        value.on(type, (...args) => {
          const storyId = new URLSearchParams(location.search).get('path')?.replace(/^\/story\//, '');
          window.__storybookUiCheck?.({ type, storyId, args: slimArgs(type, args) });
        });
      }
    },
  });
}

/** Selects a story in a loaded manager through its router, as a click in the sidebar does. */
function selectStory(id) {
  history.pushState(history.state, '', `?path=/story/${id}`);
  dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
}

/**
 * Records the casino calls a window makes, each with its answer, and the warnings and errors its pages log
 * (a call whose answer could not be read is only logged), so that a story that fails says what it was told.
 * `clear` starts over for the next story; `soFar` lists them as `GET /casino-api/lobby?getpromos → 200 in
 * 35 ms` and `console warning: …`.
 */
function recordCasinoCalls(page) {
  let calls = [];
  const call = (request) => calls.find((entry) => entry.request === request);
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    // the calls of spec §7, and the casino's translation files (the demo's path for them)
    if (pathname.includes('/casino-api/') || pathname.includes('/Dashboard/json/'))
      calls.push({ request, name: `${request.method()} ${pathname}${search}`, t0: Date.now() });
  });
  page.on('requestfinished', async (request) => {
    const entry = call(request);
    if (!entry) return;
    entry.ms = Date.now() - entry.t0;
    entry.status = (await request.response().catch(() => null))?.status() ?? 'no response';
  });
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'warning' || type === 'error')
      calls.push({ note: `console ${type}: ${message.text().replace(/\s+/g, ' ').slice(0, 200)}` });
  });
  page.on('requestfailed', (request) => {
    const entry = call(request);
    if (!entry) return;
    entry.ms = Date.now() - entry.t0;
    entry.status = `failed (${request.failure()?.errorText ?? 'no reason given'})`;
  });
  return {
    clear: () => {
      calls = [];
    },
    soFar: () =>
      calls.map(({ note, name, status, ms }) => {
        if (note) return note;
        return status === undefined ? `${name} → no answer yet` : `${name} → ${status} in ${ms} ms`;
      }),
  };
}

async function check() {
  const staticDir = join(root, 'storybook-static');
  const indexPath = join(staticDir, 'index.json');
  if (!existsSync(indexPath)) throw new Error('no static Storybook: run `pnpm build-storybook` first');
  let stories = storiesOf(JSON.parse(readFileSync(indexPath, 'utf8')));
  const filter = (process.env.STORY_FILTER ?? '').split(',').filter(Boolean);
  if (filter.length > 0) stories = stories.filter(({ id }) => filter.some((part) => id.includes(part)));
  const buildMb = megabytes(folderBytes(staticDir));

  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: set CHROMIUM_PATH.');
  const { chromium } = await import('playwright');
  const { server, url } = await serve(staticDir);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
  const started = Date.now();
  const results = [];
  const shots = join(root, 'reports', 'storybook-ui');
  rmSync(shots, { recursive: true, force: true });
  /** One Storybook window: takes the next story from `queue` until none is left. */
  const worker = async (queue, again = false) => {
    // a window of its own (storage, service worker), as two reviewers on two machines
    const context = await browser.newContext({ viewport: windowSize, deviceScaleFactor: 1 });
    const page = await context.newPage();
    let listener = null;
    await page.exposeFunction('__storybookUiCheck', (event) => listener?.(event));
    await page.addInitScript(hookChannel, watched);
    const casinoCalls = recordCasinoCalls(page);

    /** Selects a story (loading the manager first when asked) and collects its events until it finishes. */
    const open = async (story, load) => {
      const events = [];
      let done;
      const finished = new Promise((resolve) => {
        done = resolve;
      });
      listener = (event) => {
        if (event.storyId !== story.id) return;
        events.push(event);
        if (['storyFinished', 'storyErrored', 'storyMissing'].includes(event.type)) done(false);
      };
      const t0 = Date.now();
      casinoCalls.clear();
      // Loading the manager is the window's cost, not the story's: the story's clock starts once the manager
      // has loaded (its events are collected meanwhile), so the first story of a window has the same time
      // as the others. A manager that does not load in its own time ends the story at once.
      let managerProblem = null;
      if (load)
        await page
          .goto(`${url}/index.html?path=/story/${story.id}&nav=false`, { timeout: managerLoadMs })
          .catch((error) => {
            managerProblem = `the Storybook UI did not load: ${errorText(error)}`;
          });
      else await page.evaluate(selectStory, story.id);
      const timer = setTimeout(() => done(true), managerProblem ? 0 : storyTimeoutMs);
      const timedOut = await finished;
      clearTimeout(timer);
      listener = null;
      const outcome = managerProblem
        ? { ok: false, causes: ['manager'], message: managerProblem }
        : verdict(events, timedOut);
      return { ...story, ms: Date.now() - t0, ...outcome, calls: casinoCalls.soFar() };
    };

    let load = true;
    for (let story = queue.shift(); story; story = queue.shift()) {
      // a second attempt opens the story in a freshly loaded manager, nothing left of the one before
      const result = await open(story, load || again);
      results.push(again ? { ...result, again } : result);
      // after a story that never finished (or a manager that did not load), start the next one in a freshly
      // loaded manager
      load = result.causes.includes('timeout') || result.causes.includes('manager');
      if (!result.ok) {
        const attempt = again ? '✗' : '~ (first attempt)';
        console.error(`${attempt} ${story.id} [${result.causes.join(', ')}]: ${result.message}`);
        console.error(`  its casino calls: ${result.calls.length > 0 ? result.calls.join('; ') : 'none'}`);
        // what the reviewer would see: the manager with the failing story in it
        mkdirSync(shots, { recursive: true });
        await page.screenshot({ path: join(shots, `${story.id}.png`) }).catch(() => undefined);
      }
    }
    await context.close();
  };

  try {
    const queue = [...stories];
    await Promise.all(Array.from({ length: windows }, () => worker(queue)));
    // As the story tests do, a story that failed gets one more attempt, alone in a window of its own: a
    // story starved of the machine by the other window passes then, a broken one fails twice.
    const failedOnce = results.filter((result) => !result.ok);
    results.splice(0, results.length, ...results.filter((result) => result.ok));
    if (failedOnce.length > 0)
      await worker(
        failedOnce.map(({ id, title, name, causes, message, calls: firstCalls }) => ({
          id,
          title,
          name,
          first: { causes, message, calls: firstCalls },
        })),
        true,
      );
  } finally {
    await browser.close();
    server.close();
  }

  const ms = Date.now() - started;
  const order = new Map(stories.map(({ id }, i) => [id, i]));
  results.sort((a, b) => order.get(a.id) - order.get(b.id));
  const failures = results.filter((r) => !r.ok);
  const second = results.filter((r) => r.ok && r.again);
  const secondText = second.length > 0 ? ` (${second.length} only on a second attempt)` : '';
  const summary = `${results.length} stories opened in the Storybook UI at ${windowSize.width} × ${windowSize.height}, ${results.length - failures.length} passed${secondText}, ${failures.length} failed, in ${seconds(ms)}; static build ${buildMb} MB`;
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(
    join(root, 'reports', 'storybook-ui.json'),
    `${JSON.stringify(
      {
        summary,
        window: windowSize,
        storyTimeoutMs,
        windows,
        buildMb,
        ms,
        opened: results.length,
        failed: failures.length,
        failures: failures.map(({ id, causes, message, calls: storyCalls, first }) => ({
          id,
          causes,
          message,
          calls: storyCalls,
          first,
        })),
        // what went wrong the first time, and the casino calls it made, so a flaky story can be read
        passedOnSecondAttempt: second.map(({ id, first }) => ({ id, first })),
        stories: results.map(({ id, ok, causes, ms: storyMs }) => ({ id, ok, causes, ms: storyMs })),
      },
      null,
      2,
    )}\n`,
  );
  console.info(summary);
  return failures.length === 0 && results.length > 0;
}

async function serveOnly() {
  const staticDir = join(root, 'storybook-static');
  if (!existsSync(join(staticDir, 'index.json')))
    throw new Error('no static Storybook: run `pnpm build-storybook` first');
  const { url } = await serve(staticDir, Number(process.env.PORT ?? 6007));
  console.info(`Storybook (static build) at ${url}/ — open it in a 1440 × 900 window; Ctrl+C stops it`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--serve')) await serveOnly();
  else process.exit((await check()) ? 0 : 1);
}
