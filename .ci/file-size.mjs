// Room size check: fails when a source file of the workspace has more than 400 lines. Tests, stories,
// end-to-end suites and test support are left out; so is what a tool writes (none of it is TypeScript today).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

export const MAX_LINES = 400;

/** Whether a tracked file is source this check holds to the limit. */
export function isCheckedSource(file) {
  if (!/\.(ts|tsx|mjs)$/.test(file) || file.endsWith('.d.ts') || file.endsWith('.d.mts')) return false;
  if (/\.(test|stories|spec|bench)\.(ts|tsx)$/.test(file)) return false;
  return !/(^|\/)(e2e|testing|__screenshots__)\//.test(file);
}

/** The files over the limit, with their line counts. */
export function oversizeFiles(files, read = (file) => readFileSync(join(root, file), 'utf8')) {
  return files
    .filter(isCheckedSource)
    .map((file) => ({ file, lines: read(file).split('\n').length - 1 }))
    .filter(({ lines }) => lines > MAX_LINES);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = execFileSync('git', ['ls-files', 'packages', '.storybook', '.ci'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const over = oversizeFiles(files);
  for (const { file, lines } of over) console.error(`${file}: ${lines} lines (at most ${MAX_LINES})`);
  if (over.length > 0) process.exit(1);
  console.info(`file sizes: every source file has at most ${MAX_LINES} lines`);
}
