import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { toSafeInternalPath } from '@lobby/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('../../../public/game-exit.js', import.meta.url), 'utf8');
const lobby = 'https://casino.test/lobby/game-exit.html';

/** Runs the exit page's script outside any frame with `stored` as the return page; returns where it went. */
function exitTo(stored: unknown): string {
  let target = '';
  const location = Object.assign(new URL(lobby), {
    replace: (href: string) => {
      target = href;
    },
  });
  const window = { parent: null as unknown };
  window.parent = window;
  runInNewContext(source, {
    URL,
    location,
    window,
    document: { getElementById: () => null },
    sessionStorage: { getItem: () => stored },
  });
  return target;
}

/** Where the lobby itself would send the player for the same stored value. */
function lobbyTarget(stored: unknown): string {
  const path = toSafeInternalPath(stored) ?? '/';
  return new URL(path.slice(1), new URL('./', lobby)).href;
}

describe('the game exit page', () => {
  it.each([
    '/providers/Tom%20Horn',
    '/providers/Caf%C3%A9%20Games?page=2',
    '/category/online-slots',
    '/%2e%2e/admin',
    '/a%2Fb',
    '//evil.example',
    '/x%E2%80%AEtxt',
    '/x%zz',
    null,
    42,
  ])('goes where the lobby would for %j', (stored) => {
    expect(exitTo(stored)).toBe(lobbyTarget(stored));
  });

  it('agrees with the domain rule on any input', () => {
    const part = fc.constantFrom(
      '/',
      '.',
      '..',
      '%',
      '%2e',
      '%2F',
      '%20',
      '%C3%A9',
      '%E2%80%AE',
      'a',
      ':',
      '@',
      '\\',
      '?',
    );
    const input = fc.oneof(
      fc.string(),
      fc.array(part, { maxLength: 10 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(input, (stored) => {
        expect(exitTo(stored)).toBe(lobbyTarget(stored));
      }),
      { numRuns: 500 },
    );
  });
});
