// Story file check: every story file declares its meta once with `preview.meta(...)` and exports nothing but
// stories made by `meta.story(...)`. Storybook indexes only those exports in this format, so a story written
// any other way (a plain object, a helper's result exported directly) would drop out of Storybook, its tests
// and the screenshot gate without a word. A story file of the UI kit (packages/ui/src) also gives its component
// a docs page a reviewer can find by the spec's words: its meta names the component (the props table), does not
// opt out of the project-wide 'autodocs' tag, and the component's doc comment, which the docs page shows as its
// description, names the spec section it implements (a component wired in the story file itself, whose comment
// the docs page does not read, has its description in the meta instead). Fails naming each file and what is wrong in it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

/** Whether a story file belongs to the UI kit, whose components each get a docs page. */
export const isUiStoryFile = (file) => /^packages\/ui\/src\/.*\.stories\.tsx?$/.test(file);

/** The doc comment standing right before the declaration of `name` in `source`, or null. */
export function docComment(source, name) {
  const found = source.match(
    new RegExp(
      `(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/)\\s*(?:export )?(?:default )?(?:function|const) ${name}\\b`,
    ),
  );
  return found ? found[1] : null;
}

/**
 * What a UI kit story file lacks for its component's docs page: an empty list when its meta names the component,
 * keeps the 'autodocs' tag, and the component's doc comment names a spec section ("Implements §2 Game tile").
 * `readModule(specifier)` gives the source of a module the story file imports, or null.
 */
export function docsPageProblems(source, readModule) {
  const start = source.search(/^const meta = preview\.meta\(/m);
  // a file without a meta is already reported by storyFileProblems
  if (start === -1) return [];
  const end = source.indexOf('\n});', start);
  const meta = source.slice(start, end === -1 ? undefined : end);
  if (/'!autodocs'/.test(meta)) return ["its meta opts out of the 'autodocs' tag (no docs page)"];
  const name = meta.match(/\bcomponent: (\w+)/)?.[1];
  if (!name) return ['its meta names no component (the docs page would have no props table)'];
  const from = [...source.matchAll(/import \{([^}]*)\} from '([^']+)'/g)].find(([, names]) =>
    names.split(',').some((entry) => entry.trim() === name),
  );
  // a component wired in the story file itself has no doc comment the docs page reads: its meta says it instead
  const about = meta.match(/description: \{ component: (\w+) \}/)?.[1];
  const described = about ? source.match(new RegExp(`^const ${about} =\\s*(['"])(.*)\\1;`, 'm'))?.[2] : null;
  const doc =
    described ?? docComment(source, name) ?? (from ? docComment(readModule(from[2]) ?? '', name) : null);
  if (!doc) return [`its component ${name} has no doc comment (the docs page's description)`];
  if (!/§\d/.test(doc))
    return [`the doc comment of ${name} names no spec section (e.g. "Implements §2 Game tile")`];
  return [];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = execFileSync('git', ['ls-files', '*.stories.tsx', '*.stories.ts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  let failed = 0;
  const moduleOf = (file) => (specifier) => {
    const path = join(root, dirname(file), specifier);
    return existsSync(path) ? readFileSync(path, 'utf8') : null;
  };
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    const problems = storyFileProblems(source);
    if (isUiStoryFile(file)) problems.push(...docsPageProblems(source, moduleOf(file)));
    for (const problem of problems) {
      console.error(`${file}: ${problem}`);
      failed += 1;
    }
  }
  if (failed > 0) process.exit(1);
  const ui = files.filter(isUiStoryFile).length;
  console.info(
    `story files: ${files.length} files, each exporting only stories made by meta.story(); ${ui} of the UI kit, each with a docs page naming its spec section`,
  );
}
