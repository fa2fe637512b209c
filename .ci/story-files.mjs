// Story file check: every story file declares its meta once with `preview.meta(...)` and exports nothing but
// stories made by `meta.story(...)`. Storybook indexes only those exports in this format, so a story written
// any other way (a plain object, a helper's result exported directly) would drop out of Storybook, its tests
// and the screenshot gate without a word. Fails naming each file and what is wrong in it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

/** What is wrong with one story file's source: an empty list when it is well formed. */
export function storyFileProblems(source) {
  const problems = [];
  const metas = source.match(/^const meta = preview\.meta\(/gm) ?? [];
  if (metas.length !== 1)
    problems.push(`declares its meta ${metas.length} times with preview.meta() (once expected)`);
  if (/^export default\b/m.test(source)) problems.push('has a default export (the meta is not exported)');
  for (const line of source.match(/^export .*$/gm) ?? []) {
    if (/^export default\b/.test(line)) continue;
    const story = /^export const \w+ = meta\.story\(/.test(line);
    if (!story) problems.push(`exports something that is not a story: "${line.slice(0, 80)}"`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = execFileSync('git', ['ls-files', '*.stories.tsx', '*.stories.ts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  let failed = 0;
  for (const file of files) {
    for (const problem of storyFileProblems(readFileSync(join(root, file), 'utf8'))) {
      console.error(`${file}: ${problem}`);
      failed += 1;
    }
  }
  if (failed > 0) process.exit(1);
  console.info(`story files: ${files.length} files, each exporting only stories made by meta.story()`);
}
