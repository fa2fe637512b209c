import { describe, expect, it } from 'vitest';
import { storyFileProblems } from './story-files.mjs';

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
