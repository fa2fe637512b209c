import { describe, expect, it } from 'vitest';
import { storiesOf, verdict } from './storybook-ui-check.mjs';

const finished = (storyId: string, status: 'success' | 'error', reporters: unknown[] = []) => ({
  type: 'storyFinished',
  args: [{ storyId, status, reporters }],
});

describe('the Storybook UI check', () => {
  it('visits the stories of the static build and leaves docs entries out', () => {
    const index = {
      v: 5,
      entries: {
        'primitives-tag--new': {
          type: 'story',
          id: 'primitives-tag--new',
          title: 'Primitives/Tag',
          name: 'New',
        },
        'primitives-tag--docs': {
          type: 'docs',
          id: 'primitives-tag--docs',
          title: 'Primitives/Tag',
          name: 'Docs',
        },
        'pages-lobby--guest-home': {
          type: 'story',
          id: 'pages-lobby--guest-home',
          title: 'Pages/Lobby',
          name: 'Guest Home',
        },
      },
    };
    expect(storiesOf(index).map((story) => story.id)).toEqual([
      'primitives-tag--new',
      'pages-lobby--guest-home',
    ]);
    expect(storiesOf({})).toEqual([]);
  });

  it('passes a story that finished without an error', () => {
    expect(verdict([finished('a--b', 'success')], false)).toEqual({ ok: true, causes: [], message: '' });
  });

  it('fails a play function that threw, with its message', () => {
    const result = verdict(
      [
        {
          type: 'playFunctionThrewException',
          args: [{ name: 'TestingLibraryElementError', message: 'Unable to find role="navigation"\nmore' }],
        },
        finished('a--b', 'error'),
      ],
      false,
    );
    expect(result.ok).toBe(false);
    expect(result.causes).toEqual(['play']);
    expect(result.message).toContain('TestingLibraryElementError: Unable to find role="navigation"');
  });

  it('fails a story that could not render', () => {
    expect(
      verdict(
        [{ type: 'storyThrewException', args: [{ name: 'TypeError', message: 'x is undefined' }] }],
        false,
      ),
    ).toMatchObject({ ok: false, causes: ['render'] });
    expect(
      verdict([{ type: 'storyErrored', args: [{ title: 'No component', description: 'set one' }] }], false),
    ).toMatchObject({ ok: false, causes: ['render'] });
    expect(verdict([{ type: 'storyMissing', args: ['a--b'] }], false)).toMatchObject({
      ok: false,
      causes: ['missing'],
    });
  });

  it('fails errors thrown while the play function ran, even when it passed', () => {
    const result = verdict(
      [
        { type: 'unhandledErrorsWhilePlaying', args: [[{ name: 'Error', message: 'late' }]] },
        finished('a--b', 'error'),
      ],
      false,
    );
    expect(result).toMatchObject({ ok: false, causes: ['unhandled'], message: 'Error: late' });
  });

  it('fails a failed accessibility report and names the rules', () => {
    const result = verdict(
      [finished('a--b', 'error', [{ type: 'a11y', status: 'failed', summary: 'color-contrast (2)' }])],
      false,
    );
    expect(result).toMatchObject({ ok: false, causes: ['a11y'] });
    expect(result.message).toContain('color-contrast (2)');
  });

  it('fails a story that reported nothing in time, and one that finished with an error of no known cause', () => {
    expect(verdict([], true)).toMatchObject({ ok: false, causes: ['timeout'] });
    expect(verdict([finished('a--b', 'error')], false)).toMatchObject({ ok: false, causes: ['error'] });
  });

  it('does not call a story that finished a timeout', () => {
    expect(verdict([finished('a--b', 'success')], true).ok).toBe(true);
  });
});
