// `npm test`: sets up everything it needs, then runs every check of the project and prints what it counted.
// Any failing step fails the run (after the remaining steps have reported, so one run shows every problem).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { findHeadlessChromium } from './chromium.mjs';
import { root, run, runKept, seconds } from './lib.mjs';
import { ensureChromium, ensureNginx, ensurePnpm, installPackages, pnpm } from './setup.mjs';
import { folderBytes, megabytes, storiesOf } from './storybook-ui-check.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const started = Date.now();
const results = [];
const groups = [];

/** The machine's CPU counters (Linux): total and stolen time, to tell a slow step from a slow machine. */
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return {
      total: fields.reduce((sum, n) => sum + n, 0),
      idle: fields[3] + fields[4],
      steal: fields[7] ?? 0,
    };
  } catch {
    return null;
  }
}

/** Browser processes still running (Linux): a step that leaves one behind slows every step after it. */
function browsersLeft() {
  try {
    return readdirSync('/proc').filter((pid) => {
      if (!/^\d+$/.test(pid)) return false;
      try {
        const name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
        return /chrom/i.test(name) && !name.includes('crashpad');
      } catch {
        return false;
      }
    }).length;
  } catch {
    return 0;
  }
}

function machineNote(before, after) {
  if (!before || !after || after.total <= before.total) return '';
  const span = after.total - before.total;
  const pct = (n) => `${Math.round((100 * n) / span)}%`;
  const left = browsersLeft();
  return [
    `CPU busy ${pct(span - (after.idle - before.idle))}`,
    `stolen ${pct(after.steal - before.steal)}`,
    `load ${os.loadavg()[0].toFixed(1)}`,
    ...(left > 0 ? [`${left} browser processes left running`] : []),
  ].join(', ');
}

async function step(name, command, args, summarise) {
  const t0 = Date.now();
  const cpu0 = cpuTimes();
  console.info(`\n━━ ${name} ━━`);
  const code = await run(command, args);
  const summary = summarise ? summarise() : '';
  const ms = Date.now() - t0;
  // a browser closed at the very end of a step takes a moment to exit: give it up to two seconds
  for (let waited = 0; waited < 2_000 && browsersLeft() > 0; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  results.push({ name, ok: code === 0, ms, summary, machine: machineNote(cpu0, cpuTimes()) });
}

/**
 * Runs steps that start no browser side by side, as many at once as the machine has cores: each starts once
 * a core is free and the steps it `needs` have ended. A step's output is kept while it runs and shown in one
 * piece when it ends, so the log reads step by step. The steps go into the summary in the order given.
 */
async function sideBySide(steps, width = Math.max(1, os.availableParallelism())) {
  const t0 = Date.now();
  const cpu0 = cpuTimes();
  const done = new Map();
  const begun = new Set();
  let running = 0;
  console.info(`\n━━ ${steps.map((s) => s.name).join(', ')}: side by side, ${width} at a time ━━`);
  await new Promise((resolve) => {
    const startMore = () => {
      for (const next of steps) {
        if (running >= width) break;
        if (begun.has(next.name) || !(next.needs ?? []).every((name) => done.has(name))) continue;
        begun.add(next.name);
        running += 1;
        const t = Date.now();
        void runKept(next.command, next.args).then(({ code, output }) => {
          const ms = Date.now() - t;
          const summary = next.summarise ? next.summarise() : '';
          done.set(next.name, { name: next.name, ok: code === 0, ms, summary, machine: 'beside others' });
          running -= 1;
          console.info(`\n━━ ${next.name} (${seconds(ms)}, ${code === 0 ? 'ok' : 'FAILED'}) ━━`);
          process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
          if (done.size === steps.length) resolve();
          else startMore();
        });
      }
    };
    startMore();
  });
  for (const { name } of steps) results.push(done.get(name));
  const own = steps.reduce((sum, { name }) => sum + done.get(name).ms, 0);
  groups.push(
    `${steps.length} steps side by side (${width} at a time): ${seconds(Date.now() - t0)} in all; their own times, each slowed by the others, add up to ${seconds(own)} (${machineNote(cpu0, cpuTimes())})`,
  );
}

function vitestCounts(file) {
  const path = join(root, 'reports', file);
  if (!existsSync(path)) return { passed: 0, failed: 0, text: 'no report' };
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const passed = report.numPassedTests ?? 0;
  const failed = (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  return {
    passed,
    failed,
    text: `${passed} passed, ${failed} failed, ${report.numPendingTests ?? 0} skipped`,
  };
}

// The names (and the first lines of the message) of every failed test, so the end of the log says what broke.
function vitestFailures(file) {
  const path = join(root, 'reports', file);
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const out = [];
  for (const suite of report.testResults ?? []) {
    const failedTests = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (failedTests.length === 0 && suite.status === 'failed') {
      out.push(`${suite.name.replace(`${root}/`, '')}: ${firstLines(suite.message)}`);
    }
    for (const test of failedTests) {
      out.push(
        `${suite.name.replace(`${root}/`, '')} › ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`,
      );
    }
  }
  return out;
}

/** End-to-end tests with the given outcome: 'unexpected' failed twice, 'flaky' passed on the second attempt. */
function e2eTests(status, report = 'e2e.json') {
  const path = join(root, 'reports', report);
  if (!existsSync(path)) return [];
  const out = [];
  const walk = (suite, trail) => {
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        out.push(`[${test.projectName}] ${[...trail, spec.title].join(' › ')}: ${firstLines(error)}`);
      }
    }
  };
  for (const suite of JSON.parse(readFileSync(path, 'utf8')).suites ?? []) walk(suite, [suite.title]);
  return out;
}

function firstLines(text = '') {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes
  const plain = String(text).replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').filter(Boolean).slice(0, 3).join(' ⏎ ').slice(0, 400);
}

function e2eCounts(report = 'e2e.json') {
  const path = join(root, 'reports', report);
  if (!existsSync(path)) return { passed: 0, failed: 0, text: 'no report' };
  const { stats } = JSON.parse(readFileSync(path, 'utf8'));
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = stats.unexpected ?? 0;
  const flaky = stats.flaky ? ` (${stats.flaky} only on a second attempt)` : '';
  return {
    passed,
    failed,
    text: `${passed} passed${flaky}, ${failed} failed, ${stats.skipped ?? 0} skipped`,
  };
}

// The fault matrix spec writes its own counts: cases (call × fault), passes, and the calls it leaves out.
function faultMatrixSummary(report = 'fault-matrix.json') {
  const path = join(root, 'reports', report);
  if (!existsSync(path)) return '';
  const {
    cases,
    passed,
    passedOnSecondAttempt = 0,
    calls,
    skipped = [],
    knownIssues = [],
  } = JSON.parse(readFileSync(path, 'utf8'));
  const second =
    passedOnSecondAttempt > 0 ? ` (${passedOnSecondAttempt} in a second attempt of their test)` : '';
  return `fault matrix: ${cases} cases over ${calls} calls, ${passed} passed${second}; ${skipped.length} calls not made by the lobby, ${knownIssues.length} known issues left out`;
}

// The Lighthouse gate writes its own one-line summary (score ranges and the worst layout shift).
function lighthouseSummary() {
  const path = join(root, 'reports', 'lighthouse.json');
  if (!existsSync(path)) return 'no report';
  const { summary, failed } = JSON.parse(readFileSync(path, 'utf8'));
  return failed > 0 ? `${summary}; ${failed} pages under the bars` : summary;
}

// The static Storybook a reviewer opens: its size (the step's own time is its build time).
function storybookBuildSummary() {
  const dir = join(root, 'storybook-static');
  if (!existsSync(join(dir, 'index.json'))) return 'no build';
  const stories = storiesOf(JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'))).length;
  return `${stories} stories, ${megabytes(folderBytes(dir))} MB`;
}

// The Storybook UI check writes its own one-line summary, the stories that failed there and those that
// passed only on a second attempt.
function storybookUiReport() {
  const path = join(root, 'reports', 'storybook-ui.json');
  const report = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  return { summary: 'no report', failures: [], passedOnSecondAttempt: [], ...report };
}

const storybookUiSummary = () => storybookUiReport().summary;

function storybookUiFailures() {
  const { failures } = storybookUiReport();
  return failures.map(
    ({ id, causes, message }) => `Storybook UI › ${id} [${causes.join(', ')}]: ${firstLines(message)}`,
  );
}

function countBaselines(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) count += countBaselines(path);
    else if (entry.name.endsWith('.png') && path.includes('__screenshots__')) count += 1;
  }
  return count;
}

await ensurePnpm();
await installPackages();
rmSync(join(root, 'reports'), { recursive: true, force: true });
const chromium = await ensureChromium();
console.info(`Chromium: ${chromium}; end-to-end suites: ${findHeadlessChromium()}`);
process.env.NGINX = await ensureNginx();
console.info(`nginx: ${process.env.NGINX}`);

const vitest = (project, report) => [
  'run',
  ...project.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=reports/${report}`,
];

// What starts no browser runs side by side first. The translations check rewrites the message catalogues
// (lingui extract) that the tests and the builds read, so those wait for it; the builds wait for lint too,
// which reads the tree they write into.
await sideBySide([
  { name: 'typecheck', command: pnpm, args: ['run', 'typecheck'] },
  {
    name: 'translations',
    command: process.execPath,
    args: [join(root, '.ci', 'i18n-check.mjs')],
    summarise: () => {
      const path = join(root, 'reports', 'i18n.json');
      if (!existsSync(path)) return 'no report';
      const { messages, languages, problems } = JSON.parse(readFileSync(path, 'utf8'));
      return `${messages} messages × ${languages.length} languages, ${problems} missing or untranslated`;
    },
  },
  { name: 'lint and import boundaries', command: pnpm, args: ['run', 'lint'] },
  {
    name: 'unit tests (domain, ui, app)',
    command: bin('vitest'),
    args: vitest(['domain', 'unit'], 'unit.json'),
    summarise: () => vitestCounts('unit.json').text,
    needs: ['translations'],
  },
  // the demo build (dist-demo/) is what the budgets, Lighthouse and the end-to-end tests run on; the
  // operator's (dist/) must hold none of the demo casino; the static Storybook is what the UI check opens
  {
    name: 'Storybook static build',
    command: pnpm,
    args: ['run', 'build-storybook'],
    summarise: storybookBuildSummary,
    needs: ['translations', 'lint and import boundaries'],
  },
  {
    name: 'demo build (dist-demo/)',
    command: pnpm,
    args: ['--filter', '@lobby/app', 'build:demo'],
    needs: ['translations', 'lint and import boundaries'],
  },
  {
    name: 'operator build (dist/)',
    command: pnpm,
    args: ['--filter', '@lobby/app', 'build'],
    needs: ['translations', 'lint and import boundaries'],
  },
]);
await step(
  'story tests in Chromium (render, play, axe, screenshots)',
  bin('vitest'),
  vitest(['storybook'], 'stories.json'),
  () => {
    const counts = vitestCounts('stories.json').text;
    return `${counts}; ${countBaselines(join(root, 'packages'))} screenshots compared with baselines`;
  },
);
// Every story of the static build as a reviewer opens it: the Storybook UI in a 1440 × 900 window, switching
// stories through its own sidebar router, failing on any render error, failed play function or accessibility
// report.
await step(
  'stories in the Storybook UI (static build, 1440 × 900)',
  process.execPath,
  [join(root, '.ci', 'storybook-ui-check.mjs')],
  storybookUiSummary,
);
await step('bundle budgets (gzip)', process.execPath, [join(root, '.ci', 'budgets.mjs')]);
await step('operator build holds no demo casino', process.execPath, [
  join(root, '.ci', 'operator-build.mjs'),
]);
await step(
  'Lighthouse on mobile (home, category, providers, promotions, game page)',
  process.execPath,
  [join(root, '.ci', 'lighthouse.mjs')],
  lighthouseSummary,
);
await step('end-to-end tests in Chromium (demo build)', bin('playwright'), ['test'], () =>
  [e2eCounts().text, faultMatrixSummary()].filter(Boolean).join('; '),
);
// The operator's build as it is deployed: nginx serves it over HTTPS with the server block the build wrote,
// the demo casino answering as a backend of its own behind it (playwright.served.config.ts).
await step(
  'hardening suites on nginx (operator build, HTTPS, its generated headers)',
  bin('playwright'),
  ['test', '-c', 'playwright.served.config.ts'],
  () =>
    [e2eCounts('served.json').text, faultMatrixSummary('fault-matrix.served.json')]
      .filter(Boolean)
      .join('; '),
);

const unit = vitestCounts('unit.json');
const stories = vitestCounts('stories.json');
const e2e = e2eCounts();
const served = e2eCounts('served.json');
console.info('\n━━ summary ━━');
for (const { name, ok, ms, summary, machine } of results) {
  const when = machine ? `${seconds(ms)}; ${machine}` : seconds(ms);
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${name} (${when})${summary ? ` — ${summary}` : ''}`);
}
const failures = [
  ...vitestFailures('unit.json'),
  ...vitestFailures('stories.json'),
  ...storybookUiFailures(),
  ...e2eTests('unexpected'),
  ...e2eTests('unexpected', 'served.json'),
];
const secondAttempts = [
  ...e2eTests('flaky'),
  ...e2eTests('flaky', 'served.json'),
  ...storybookUiReport().passedOnSecondAttempt.map(
    ({ id, first }) =>
      `Storybook UI › ${id}; the first time [${first.causes.join(', ')}]: ${firstLines(first.message)}; its casino calls: ${first.calls.join('; ') || 'none'}`,
  ),
];
if (secondAttempts.length > 0) {
  console.info('\ntests that passed only on their second attempt (end-to-end, Storybook UI):');
  for (const line of secondAttempts) console.info(`  ~ ${line}`);
}
if (failures.length > 0) {
  console.info('\nfailed tests:');
  for (const line of failures) console.info(`  ✗ ${line}`);
}
for (const line of groups) console.info(line);
console.info(`wall time: ${seconds(Date.now() - started)}`);
const failedSteps = results.filter((r) => !r.ok).length;
const passed = unit.passed + stories.passed + e2e.passed + served.passed;
const failed = unit.failed + stories.failed + e2e.failed + served.failed + failedSteps;
console.info(`${passed} passed, ${failed} failed`);
process.exit(failedSteps === 0 ? 0 : 1);
