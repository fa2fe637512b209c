/**
 * The fault matrix: every call of spec §7 the lobby makes, broken in every way the demo casino can break
 * it (500, network error, a hang past the call's time limit, malformed JSON, the wrong schema and, for
 * encoded answers, a bad ciphertext). Each case starts as it would in a new tab (the cases of one call share
 * a browser context and a tab, whose session storage is emptied between them) and checks that the
 * lobby ends in a clear, recoverable state: no uncaught error, not blank, nothing left busy, money
 * unchanged and sent once, and the message the case names. The counts go to reports/fault-matrix.json.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  expect as baseExpect,
  type ConsoleMessage,
  type Page,
  type Request,
  test,
} from '@playwright/test';
import { API_CALLS, type CallName } from '../src/api/calls.ts';
import {
  CASES,
  expectStartupFailure,
  type Fault,
  type FaultCase,
  faultsFor,
  HANG_MS,
  KNOWN_ISSUES,
  quickAccess,
  SKIPPED,
  STARTUP_CASES,
} from './fault-matrix.cases.ts';

// the demo casino answers from a service worker on a shared, busy machine: allow a few seconds to settle
const expect = baseExpect.configure({ timeout: 20_000 });

/** How long the lobby may take to start in a fresh context (first visit: the service worker installs). */
const FIRST_PAINT_MS = 60_000;
/** Time past the call's limit within which the lobby must have stopped waiting. */
const MARGIN_MS = 1_500;

interface CaseResult {
  readonly call: CallName;
  readonly fault: Fault;
  readonly ok: boolean;
  readonly ms: number;
  readonly error?: string;
  /** 0 on the test's first attempt, 1 on its retry: a case run again counts once, as its last attempt ran. */
  readonly attempt: number;
}

interface EnvJson {
  endpoint: string;
  controllers?: Record<string, string>;
  translationsBase?: string;
  timeouts?: Record<string, number>;
}

const results: CaseResult[] = [];
// biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes from messages
const COLOURS = /\u001b\[[0-9;]*m/g;
// reports/ beside the Playwright config, where the other e2e reports go
const reportDir = () => join(dirname(test.info().config.configFile ?? process.cwd()), 'reports');
/** The report's name: the nginx suite's run (its project is `served`) keeps its own beside the main one. */
const reportName = () => (test.info().project.name === 'served' ? 'fault-matrix.served' : 'fault-matrix');

/** The served env.json of the demo build, for the controller paths calls go to. */
function readEnv(): EnvJson {
  const path = join(test.info().project.testDir, '..', 'demo-casino', 'env.json');
  return JSON.parse(readFileSync(path, 'utf8')) as EnvJson;
}

/** A test of whether a request is the given call, mirroring how the demo casino tells calls apart. */
function callMatcher(env: EnvJson, call: CallName): (request: Request) => boolean {
  const spec = API_CALLS.find((entry) => entry.name === call);
  if (!spec) throw new Error(`unknown call ${call}`);
  const pathOf = (relative: string) => new URL(relative, 'http://lobby.test/').pathname.replace(/\/$/, '');
  if (call === 'translations') {
    const base = pathOf(env.translationsBase ?? 'app/shared/Dashboard/json/');
    return (request) => {
      const url = new URL(request.url());
      return url.pathname.startsWith(`${base}/`) && url.pathname.endsWith('.json');
    };
  }
  const controller =
    spec.controller === 'endpoint' ? env.endpoint : (env.controllers?.[spec.controller] ?? env.endpoint);
  const path = pathOf(controller);
  const markers: Partial<Record<CallName, string>> = {
    setFavorite: 'setFavorite',
    tryoutRollback: 'tryout',
    redeemCoupon: 'redeem',
    quickDepositSubmit: 'amount',
  };
  return (request) => {
    const url = new URL(request.url());
    if (request.method() !== spec.method || url.pathname.replace(/\/$/, '') !== path) return false;
    if (spec.query !== null) return url.searchParams.has(spec.query);
    const marker = markers[call];
    return marker !== undefined && new URLSearchParams(request.postData() ?? '').has(marker);
  };
}

function withFault(url: string, call: CallName, fault: Fault): string {
  return `${url}${url.includes('?') ? '&' : '?'}demo_fault=${call}:${fault}`;
}

/** The amount of money the quick-access bar shows, or null when it shows none. */
async function balanceText(page: Page): Promise<string | null> {
  const bar = quickAccess(page);
  if ((await bar.count()) === 0) return null;
  const text = (await bar.first().textContent()) ?? '';
  return /[$€£]\s?[\d,.]+/.exec(text)?.[0] ?? null;
}

/** True when the page shows something: a visible level-1 heading, or a main landmark with visible text. */
function notBlank(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    if (Array.from(document.querySelectorAll('h1')).some(visible)) return true;
    const main = document.querySelector('main');
    // biome-ignore lint/performance/useDomNodeTextContent: only text the player can see counts as content
    return main !== null && visible(main) && (main as HTMLElement).innerText.trim() !== '';
  });
}

/**
 * Waits until the request got an answer or failed; a hanging one fails when the lobby gives up on it at the
 * call's time limit, which must come within the limit and a margin.
 */
async function settled(page: Page, request: Request, fault: Fault): Promise<void> {
  const ended = new Promise<void>((resolve) => {
    const done = (other: Request) => {
      if (other !== request) return;
      page.off('requestfinished', done);
      page.off('requestfailed', done);
      resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
  // the events may already have fired
  const answered = request
    .response()
    .then(() => undefined)
    .catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<'limit'>((resolve) => {
    timer = setTimeout(() => resolve('limit'), HANG_MS + MARGIN_MS);
  });
  const outcome = await Promise.race([ended, answered, limit]);
  clearTimeout(timer);
  if (fault === 'hang')
    expect(outcome, `the lobby stops waiting for ${request.url()} within its time limit`).not.toBe('limit');
}

/** The page's call that counts an env.json read with the short limit. */
const ENV_SERVED = '__faultMatrixEnvServed';

/**
 * A browser context for the cases of one call: the call gets a short time limit, so a hang is over
 * quickly. Its cases share one tab (see `leaveForNextCase`), whose session storage (the demo casino's state)
 * starts empty for each.
 *
 * The limit is written into the env.json the page reads by a wrapper around the page's own `fetch`, set up
 * before any of the page's scripts run, rather than by a Playwright route: a route turns the browser's HTTP
 * cache off for the whole context, so every case would download and compile the lobby's code afresh (about
 * 0.7 s more for each case's lobby to open on a slow two-core machine).
 */
async function contextFor(browser: Browser, baseURL: string, call: CallName): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.exposeFunction(ENV_SERVED, () => {
    envServed += 1;
  });
  await context.addInitScript(
    ({ call, limitMs, served }) => {
      const pageFetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const response = await pageFetch(input, init);
        const url = new URL(input instanceof Request ? input.url : String(input), document.baseURI);
        if (!url.pathname.endsWith('/env.json') || !response.ok) return response;
        const json = await response.json();
        json.timeouts = { ...json.timeouts, [call]: limitMs };
        await (window as unknown as Record<string, () => Promise<void>>)[served]?.();
        const headers = new Headers(response.headers);
        // the body is a new one: the length and encoding of the one read no longer apply
        headers.delete('content-length');
        headers.delete('content-encoding');
        return new Response(JSON.stringify(json), { status: response.status, headers });
      };
    },
    { call, limitMs: HANG_MS, served: ENV_SERVED },
  );
  return context;
}

let envServed = 0;

/**
 * Leaves the lobby for a page of its origin that runs nothing (its icon) and empties the tab's session
 * storage there, where the demo casino and the lobby keep a tab's state: the next case opens as in a new tab.
 * The tab keeps its renderer process, which a new tab would start afresh: on a slow two-core machine that
 * made each case's lobby take about a second longer to open (2.8 s against 1.8 s, median of six).
 */
async function leaveForNextCase(page: Page, baseURL: string): Promise<void> {
  await page.goto(new URL('favicon.svg', baseURL).href);
  await page.evaluate(() => sessionStorage.clear());
}

/** One case in `page`, a tab of the call's context that shows nothing of an earlier case. */
async function runCase(page: Page, baseURL: string, env: EnvJson, item: FaultCase, fault: Fault) {
  const problems: string[] = [];
  const onPageError = (error: Error) => problems.push(`uncaught error: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && /uncaught/i.test(message.text()))
      problems.push(`console: ${message.text()}`);
  };
  const isCall = callMatcher(env, item.call);
  const sent: Request[] = [];
  const onRequest = (request: Request) => {
    if (isCall(request)) sent.push(request);
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  page.on('request', onRequest);
  try {
    if (item.clock) await page.clock.install();
    await item.prepare?.(page, new URL(baseURL).origin);
    const served = envServed;
    const t0 = Date.now();
    const mark = (what: string) => {
      if (process.env.FAULT_MATRIX_TIMING)
        console.info(`${item.call} ${fault} ${what} +${Date.now() - t0}ms`);
    };
    await page.goto(withFault(item.url, item.call, fault));
    mark('loaded');

    let before: string | null = null;
    let sentBefore = 0;
    if (item.act) {
      // the first paint of the lobby: every page has a level-1 heading, if only for screen readers (hidden from
      // them for the moment when a dialog the address asks for, such as search, has opened over the page)
      await expect(page.getByRole('heading', { level: 1, includeHidden: true }).first()).toBeAttached({
        timeout: FIRST_PAINT_MS,
      });
      await item.ready?.(page);
      if (item.money) await expect.poll(() => balanceText(page), { timeout: FIRST_PAINT_MS }).not.toBeNull();
      before = item.money ? await balanceText(page) : null;
      sentBefore = sent.length;
      mark('ready');
      await item.act(page);
    }
    await expect
      .poll(() => sent.length - sentBefore, {
        timeout: FIRST_PAINT_MS,
        // a count kept in the test process: cheap to read often, and 200 cases add up every wasted moment
        intervals: [100],
        message: `the lobby sends ${item.call}`,
      })
      .toBeGreaterThan(0);
    mark('sent');
    await settled(page, sent[sentBefore] as Request, fault);
    mark('settled');

    await expect.poll(() => notBlank(page), { message: 'the page shows a heading or content' }).toBe(true);
    await expect(page.locator('[aria-busy="true"]'), 'nothing is left busy').toHaveCount(0);
    if (item.control) {
      const control = item.control(page);
      if ((await control.count()) > 0)
        await expect(control.first(), 'the pressed control is usable again').toBeEnabled();
    }
    await item.expectRecovered(page, fault);
    if (item.money) {
      expect(await balanceText(page), 'the balance is unchanged').toBe(before);
      expect(sent.length - sentBefore, `${item.call} is sent once`).toBe(1);
    }
    mark('checked');
    expect(problems.join(' ⏎ ') || 'none', 'uncaught errors').toBe('none');
    expect(envServed, 'the page read the env with the short time limit').toBeGreaterThan(served);
  } finally {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
    page.off('request', onRequest);
  }
}

function writeReport(): void {
  const dir = join(reportDir(), reportName());
  mkdirSync(dir, { recursive: true });
  // the workers of one run share the runner as their parent process
  const run = `run-${process.ppid}-`;
  const mine = join(dir, `${run}${process.pid}.json`);
  writeFileSync(`${mine}.tmp`, JSON.stringify(results));
  renameSync(`${mine}.tmp`, mine);
  const latest = new Map<string, CaseResult>();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!name.endsWith('.json')) continue;
    if (name.startsWith(run)) {
      for (const result of JSON.parse(readFileSync(path, 'utf8')) as CaseResult[]) {
        const key = `${result.call} ${result.fault}`;
        const seen = latest.get(key);
        if (!seen || result.attempt > seen.attempt) latest.set(key, result);
      }
    }
    // files of earlier runs
    else if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { force: true });
  }
  const all = [...latest.values()];
  const failed = all.filter((result) => !result.ok);
  const summary = {
    cases: all.length,
    passed: all.length - failed.length,
    failed: failed.length,
    passedOnSecondAttempt: all.filter((result) => result.ok && result.attempt > 0).length,
    calls: new Set(all.map((result) => result.call)).size,
    callsInSpec: API_CALLS.length,
    skipped: SKIPPED.map(({ call, reason }) => ({ call, reason })),
    knownIssues: KNOWN_ISSUES,
    failures: failed.map(({ call, fault, error }) => ({ call, fault, error })),
  };
  const path = join(reportDir(), `${reportName()}.json`);
  writeFileSync(`${path}.${process.pid}.tmp`, `${JSON.stringify(summary, null, 2)}\n`);
  renameSync(`${path}.${process.pid}.tmp`, path);
  console.info(
    `fault matrix: ${summary.cases} cases over ${summary.calls} calls, ${summary.passed} passed (${summary.passedOnSecondAttempt} in a second attempt), ${summary.failed} failed; ${summary.skipped.length} calls not made by the lobby, ${KNOWN_ISSUES.length} known issues left out`,
  );
}

test.describe('fault matrix', () => {
  test.afterAll(() => {
    if (results.length > 0) writeReport();
  });

  test('covers every call of §7 once, or says why not', () => {
    const covered = [...CASES.map((item) => item.call), ...SKIPPED.map((item) => item.call)];
    expect([...covered].sort()).toEqual(API_CALLS.map((spec) => spec.name).sort());
  });

  for (const item of CASES) {
    test(`${item.call}: ${item.recovers}`, async ({ browser, baseURL }) => {
      const faults = faultsFor(item.call);
      test.setTimeout(faults.length * 90_000);
      const env = readEnv();
      const attempt = test.info().retry;
      const failures: string[] = [];
      const context = await contextFor(browser, baseURL ?? '', item.call);
      // the cases share a tab; a case that moves the page's clock leaves it moved, so those get a tab each
      let tab: Page | null = null;
      for (const fault of faults) {
        if (KNOWN_ISSUES.some((issue) => issue.call === item.call && issue.fault === fault)) continue;
        const started = Date.now();
        tab ??= await context.newPage();
        const page = tab;
        try {
          await runCase(page, baseURL ?? '', env, item, fault);
          results.push({ call: item.call, fault, ok: true, ms: Date.now() - started, attempt });
        } catch (error) {
          const plain = (error instanceof Error ? error.message : String(error)).replace(COLOURS, '');
          const message = plain.split('\n').filter(Boolean).slice(0, 6).join('\n');
          results.push({
            call: item.call,
            fault,
            ok: false,
            ms: Date.now() - started,
            error: message,
            attempt,
          });
          failures.push(`${item.call} × ${fault}: ${message}`);
        } finally {
          // a tab that cannot be left cleanly is closed too, and the next case opens a new one
          const kept =
            !item.clock &&
            (await leaveForNextCase(page, baseURL ?? '').then(
              () => true,
              () => false,
            ));
          if (!kept) {
            tab = null;
            await page.close();
          }
        }
      }
      await context.close();
      expect(failures, 'every fault ends in a clear, recoverable state').toEqual([]);
    });
  }
});

test.describe('start-up faults', () => {
  /**
   * Time past the limit within which the failure screen must show: the lobby's own code starts its wait a
   * moment after the request (env.json is asked for by the page's head script), and the screen is drawn.
   */
  const STARTUP_MARGIN_MS = 5_000;

  for (const item of STARTUP_CASES) {
    test(`${item.name}: ${item.recovers}`, async ({ page }) => {
      test.setTimeout(FIRST_PAINT_MS + 3 * (item.limitMs + STARTUP_MARGIN_MS));
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      let startedAt: number | null = null;
      page.on('request', (request) => {
        if (startedAt === null && item.startsAt(new URL(request.url()))) startedAt = Date.now();
      });
      await item.prepare(page);
      await page.goto(item.url);
      await expect.poll(() => startedAt, { timeout: FIRST_PAINT_MS }).not.toBeNull();
      const waited = Date.now() - (startedAt ?? Date.now());
      await expectStartupFailure(page, item.limitMs + STARTUP_MARGIN_MS - waited);
      const shownAfter = Date.now() - (startedAt ?? 0);
      expect(shownAfter, 'the failure screen shows within the limit').toBeLessThan(
        item.limitMs + STARTUP_MARGIN_MS,
      );

      await item.mend?.(page);
      await page.getByRole('button', { name: /^Try again$/ }).click();
      if (item.mend) await expect(page.getByRole('heading', { name: 'New Games' })).toBeVisible();
      else await expectStartupFailure(page, item.limitMs + STARTUP_MARGIN_MS);
      expect(problems, 'uncaught errors').toEqual([]);
    });
  }
});
