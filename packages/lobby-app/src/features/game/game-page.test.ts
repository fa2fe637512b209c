import { type Game, gamePath } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import { frameMessageAction } from './frame-messages.ts';
import { fallbackGameName, findCatalogueGame, menuLinkTarget, screenGameName } from './game-page.ts';

const LOBBY = 'https://lobby.example';

describe('frameMessageAction', () => {
  it('opens the cashier for a cashier request from any origin', () => {
    expect(frameMessageAction('openCashier', 'https://games.example', LOBBY)).toBe('open-cashier');
    expect(frameMessageAction({ action: 'deposit' }, LOBBY, LOBBY)).toBe('open-cashier');
  });

  it('leaves the game only for the exit message of the lobby’s own origin', () => {
    expect(frameMessageAction({ type: 'lobby:game-exit' }, LOBBY, LOBBY)).toBe('exit');
    expect(frameMessageAction({ type: 'lobby:game-exit' }, 'https://games.example', LOBBY)).toBeNull();
  });

  it('ignores anything else', () => {
    expect(frameMessageAction({ type: 'spin' }, LOBBY, LOBBY)).toBeNull();
    expect(frameMessageAction(null, LOBBY, LOBBY)).toBeNull();
  });
});

describe('the game page’s game and name', () => {
  const games = [
    { shortname: 'cash-bandits', provider: 'rtg', displayName: 'Cash Bandits' },
    { shortname: 'cash-bandits', provider: 'vig', displayName: 'Cash Bandits VIG' },
  ] as unknown as readonly Game[];

  it('finds the game of the `?by=` provider, or the first of its shortname without one', () => {
    expect(findCatalogueGame(games, 'cash-bandits', 'vig')?.displayName).toBe('Cash Bandits VIG');
    expect(findCatalogueGame(games, 'cash-bandits', null)?.displayName).toBe('Cash Bandits');
    expect(findCatalogueGame(games, 'cash-bandits', 'other')).toBeUndefined();
  });

  it('names an unknown game after its shortname until the launcher answers', () => {
    expect(fallbackGameName('cash_bandits-2', undefined)).toBe('cash bandits 2');
    expect(fallbackGameName('cash-bandits', { displayName: 'Cash Bandits' })).toBe('Cash Bandits');
    expect(screenGameName({ kind: 'loading' }, 'cash bandits')).toBe('cash bandits');
    expect(screenGameName({ kind: 'login', gameName: 'Cash Bandits' }, 'cash bandits')).toBe('Cash Bandits');
  });
});

describe('the game page’s links', () => {
  it('keeps safe lobby paths and http(s) addresses, and drops anything else', () => {
    expect(menuLinkTarget({ internal: true, action: '/promotions' })).toEqual({
      kind: 'internal',
      href: '/promotions',
    });
    expect(menuLinkTarget({ internal: false, action: 'https://help.example' })).toEqual({
      kind: 'external',
      href: 'https://help.example',
    });
    expect(menuLinkTarget({ internal: true, action: '//evil.example' })).toBeNull();
    expect(menuLinkTarget({ internal: false, action: 'javascript:alert(1)' })).toBeNull();
  });

  it('leads a provider choice to the same game from that provider', () => {
    expect(gamePath('demo', { shortname: 'cash bandits', provider: 'rtg & co' }, true)).toBe(
      '/demo/cash%20bandits?by=rtg%20%26%20co',
    );
  });
});
