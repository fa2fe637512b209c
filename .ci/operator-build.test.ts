import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCodeIn, filesOf } from './operator-build.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A build folder holding `files` (path → content), with a clean operator's env.json and schema unless given. */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'operator-build-'));
  folders.push(dir);
  const all = { 'env.json': '{"demo": false}', 'env.schema.json': '{}', ...files };
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

const map = (...sources: string[]) => JSON.stringify({ version: 3, sources, sourcesContent: [] });

describe("the operator's build check", () => {
  it('passes a build of the lobby alone, whose maps may quote comments about the demo casino', () => {
    const dir = build({
      'index.html': '<script src="./early-start.js"></script>',
      'assets/index-1.js': 'import("./start-2.js")',
      'assets/index-1.js.map': JSON.stringify({
        sources: ['../../src/app/boot.ts'],
        sourcesContent: ["// import('../../demo-casino/browser.ts') in the demo build"],
      }),
      '.vite/manifest.json': '{"index.html": {"file": "assets/index-1.js"}}',
    });
    expect(filesOf(dir)).toContain('assets/index-1.js.map');
    expect(demoCodeIn(dir)).toEqual([]);
  });

  it('names each kind of demo code: its files, its modules in a chunk, its text and a demo env.json', () => {
    const dir = build({
      'demo-casino-worker.js': '',
      'mockServiceWorker.js': '',
      'assets/DemoPanel-1.js': '',
      'assets/browser-2.js.map': map('../../demo-casino/browser.ts'),
      'assets/vendor-3.js.map': map(
        '../../node_modules/.pnpm/msw@2.15.0/node_modules/msw/lib/core/index.mjs',
      ),
      'assets/start-4.js': 'const s = startDemoCasino;',
      '.vite/manifest.json': '{"demo-casino/browser.ts": {"file": "assets/browser-2.js"}}',
      'env.json': '{"demo": true}',
    });
    expect(demoCodeIn(dir)).toEqual([
      '.vite/manifest.json: the build has a chunk for demo-casino/browser.ts',
      'assets/DemoPanel-1.js: a demo file',
      'assets/browser-2.js.map: holds the demo module ../../demo-casino/browser.ts',
      'assets/start-4.js: contains "startDemoCasino"',
      'assets/vendor-3.js.map: holds the demo module ../../node_modules/.pnpm/msw@2.15.0/node_modules/msw/lib/core/index.mjs',
      'demo-casino-worker.js: a demo file',
      'mockServiceWorker.js: a demo file',
      'env.json: "demo" must be false in the operator\'s build',
    ]);
  });

  it('wants the env.json template and its schema', () => {
    const dir = mkdtempSync(join(tmpdir(), 'operator-build-'));
    folders.push(dir);
    writeFileSync(join(dir, 'index.html'), '');
    expect(demoCodeIn(dir)).toEqual(['env.json: missing', 'env.schema.json: missing']);
  });
});
