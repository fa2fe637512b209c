import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveFor, type Whereabouts } from './leave-for.ts';
import { sayPageRefused } from './refused-page.ts';

// the message is a translated text; here only that the player is told counts
vi.mock('./refused-page.ts', () => ({ sayPageRefused: vi.fn() }));

function lobbyAt(base: string): Whereabouts & { readonly left: string[] } {
  const left: string[] = [];
  return { origin: new URL(base).origin, baseUri: base, assign: (href) => left.push(href), left };
}

describe('leaving the lobby for a casino page', () => {
  afterEach(() => {
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it('opens a configured page read against the base location', () => {
    const lobby = lobbyAt('https://casino.example/lobby/');
    expect(leaveFor('cashier/', lobby)).toBe(true);
    expect(leaveFor('/signup', lobby)).toBe(true);
    expect(leaveFor('https://pay.example/deposit', lobby)).toBe(true);
    expect(sayPageRefused).not.toHaveBeenCalled();
    expect(lobby.left).toEqual([
      'https://casino.example/lobby/cashier/',
      'https://casino.example/signup',
      'https://pay.example/deposit',
    ]);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'https:evil.example',
  ])('stays, and says the page cannot be opened, for %j', (raw) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lobby = lobbyAt('https://casino.example/');
    expect(leaveFor(raw, lobby)).toBe(false);
    expect(lobby.left).toEqual([]);
    expect(sayPageRefused).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(JSON.stringify(raw)));
  });
});
