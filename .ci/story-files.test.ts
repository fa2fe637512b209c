import { describe, expect, it } from 'vitest';
import { docsPageProblems, isUiStoryFile, storyFileProblems } from './story-files.mjs';

const file = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('the story file check', () => {
  it('passes a file whose exports are all made by meta.story()', () => {
    const source = file(
      "import preview from '#.storybook/preview';",
      "const meta = preview.meta({ title: 'Primitives/Tag', component: Tag });",
      "export const New = meta.story({ args: { kind: 'new' } });",
      'export const Jackpot = meta.story(jackpotStory());',
    );
    expect(storyFileProblems(source)).toEqual([]);
  });

  it('names a story written another way, which Storybook would leave out', () => {
    const source = file(
      "const meta = preview.meta({ title: 'Primitives/Tag' });",
      "export const New = { args: { kind: 'new' } };",
      'export const Made = reasonStory(1);',
    );
    expect(storyFileProblems(source)).toEqual([
      `exports something that is not a story: "export const New = { args: { kind: 'new' } };"`,
      'exports something that is not a story: "export const Made = reasonStory(1);"',
    ]);
  });

  it('asks for exactly one meta and no default export', () => {
    expect(storyFileProblems(file('export default { title: "Old" };'))).toEqual([
      'declares its meta 0 times with preview.meta() (once expected)',
      'has a default export (the meta is not exported)',
    ]);
  });
});

describe('the docs page check of the UI kit', () => {
  const story = (meta: string, ...rest: string[]) =>
    file("import { Tag } from './Tag.tsx';", `const meta = preview.meta(${meta});`, ...rest);
  const tag = (doc: string) => () => `${doc}\nexport function Tag() {}\n`;

  it('holds the UI kit to it, not the page stories', () => {
    expect(isUiStoryFile('packages/ui/src/components/tag/Tag.stories.tsx')).toBe(true);
    expect(isUiStoryFile('packages/lobby-app/src/app/page-stories/HomePage.stories.tsx')).toBe(false);
  });

  it('passes a component whose doc comment, in its own module, names the spec section', () => {
    const source = story("{ title: 'Primitives/Tag', component: Tag }");
    expect(
      docsPageProblems(source, tag('/** A label on tiles. Implements the tags of §2 Game tile. */')),
    ).toEqual([]);
  });

  it("reads the description of a component wired in the story file from the meta's docs parameters", () => {
    const about = "const about = 'Every piece together. Implements §2 Page chrome.';";
    const source = file(
      about,
      'const meta = preview.meta({ component: Demo, parameters: { docs: { description: { component: about } } } });',
    );
    expect(docsPageProblems(source, () => null)).toEqual([]);
    const vague = file("const about = 'Every piece together.';", source.split('\n').slice(1).join('\n'));
    expect(docsPageProblems(vague, () => null)).toEqual([
      'the doc comment of Demo names no spec section (e.g. "Implements §2 Game tile")',
    ]);
  });

  it('reads the doc comment of a component declared in the story file itself', () => {
    const source = story(
      '{ component: Demo }',
      '/**\n * Every piece together. Implements §2 Page chrome.\n */',
      'function Demo() {}',
    );
    expect(docsPageProblems(source, () => null)).toEqual([]);
  });

  it('fails a component without a doc comment, or one that names no spec section', () => {
    const source = story("{ title: 'Primitives/Tag', component: Tag }");
    expect(docsPageProblems(source, tag('// not a doc comment'))).toEqual([
      "its component Tag has no doc comment (the docs page's description)",
    ]);
    expect(docsPageProblems(source, tag('/** A label on tiles. */'))).toEqual([
      'the doc comment of Tag names no spec section (e.g. "Implements §2 Game tile")',
    ]);
  });

  it('fails a meta without a component, or one that opts out of its docs page', () => {
    expect(docsPageProblems(story("{ title: 'Primitives/Tag' }"), () => null)).toEqual([
      'its meta names no component (the docs page would have no props table)',
    ]);
    expect(docsPageProblems(story("{ component: Tag, tags: ['!autodocs'] }"), () => null)).toEqual([
      "its meta opts out of the 'autodocs' tag (no docs page)",
    ]);
  });

  it('takes the doc comment nearest the declaration, not an earlier one', () => {
    const module = () =>
      '/** Elsewhere: §3. */\nconst x = 1;\n/** A label on tiles. */\nexport function Tag() {}\n';
    expect(docsPageProblems(story('{ component: Tag }'), module)).toEqual([
      'the doc comment of Tag names no spec section (e.g. "Implements §2 Game tile")',
    ]);
  });
});
