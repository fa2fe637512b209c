// Accepts the current rendering as the new visual baselines: removes every baseline (so none go stale when a
// story is renamed or removed), then lets the story tests write fresh ones. Review `git diff` before committing.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from './chromium.mjs';
import { must, root } from './lib.mjs';

function removeBaselines(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.name === '__screenshots__') rmSync(path, { recursive: true, force: true });
    else removeBaselines(path);
  }
}

if (!findChromium())
  throw new Error('No Chromium found: set CHROMIUM_PATH or run `npm test` once to install it.');
const filters = process.argv.slice(2);
if (filters.length === 0) removeBaselines(join(root, 'packages'));
await must(join(root, 'node_modules', '.bin', 'vitest'), [
  'run',
  '--project',
  'storybook',
  ...filters,
  // `--update` takes an optional value: keep it last so a folder is never read as its value
  '--update=all',
]);
