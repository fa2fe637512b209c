import { describe, expect, it } from 'vitest';
import { gameOfTheMonthView } from './game-of-the-month.ts';
import { makeGame, makeGameLock } from './testing/catalogue-generator.ts';
import type { GameOfTheMonth } from './wire-promos.ts';

const pick: GameOfTheMonth = {
  id: '77',
  title: 'Cash Bandits: our pick',
  image: 'https://assets.test/cash-bandits.jpg',
  description: '<p>Heist night.</p>',
  cta: { label: 'Spin it', link: '/play/cash-bandits' },
};
const game = makeGame({ shortname: 'cash-bandits', name: 'Cash Bandits', provider: 'rtg' });
const player = { isGuest: false, isFusion: false, allowPlayForFreeBeforeLogin: true };
const guest = { ...player, isGuest: true };

describe('game of the month', () => {
  it("shows the casino's title, picture, description and button label", () => {
    expect(gameOfTheMonthView(pick, game, player)).toEqual({
      name: 'Cash Bandits: our pick',
      description: '<p>Heist night.</p>',
      image: 'https://assets.test/cash-bandits.jpg',
      label: 'Spin it',
      play: { kind: 'open', href: '/play/cash-bandits' },
    });
  });

  it("falls back to the catalogue's name and the lobby's own label", () => {
    const view = gameOfTheMonthView({ ...pick, title: '', cta: { label: '', link: '/x' } }, game, player);
    expect(view?.name).toBe('Cash Bandits');
    expect(view?.label).toBeNull();
  });

  it('asks a guest to log in even where free play is allowed, coming back to the real-money page', () => {
    expect(gameOfTheMonthView(pick, game, guest)?.play).toEqual({
      kind: 'log-in',
      returnTo: '/play/cash-bandits',
    });
    expect(gameOfTheMonthView(pick, game, { ...guest, isFusion: true })?.play).toEqual({
      kind: 'log-in',
      returnTo: '/play/cash-bandits?by=rtg',
    });
  });

  it("follows the call to action when the game is not in the visitor's catalogue", () => {
    const away = { ...pick, cta: { label: 'Go', link: '/promotions' } };
    expect(gameOfTheMonthView(away, null, player)?.play).toEqual({ kind: 'open', href: '/promotions' });
    expect(gameOfTheMonthView(away, null, guest)?.play).toEqual({ kind: 'log-in', returnTo: '/promotions' });
  });

  it('sends a locked game to its link, and shows nothing with neither a game nor a link', () => {
    const locked = { ...game, gameLock: makeGameLock() };
    const away = { ...pick, cta: { label: 'Go', link: '/vip' } };
    expect(gameOfTheMonthView(away, locked, player)?.play).toEqual({ kind: 'open', href: '/vip' });
    expect(gameOfTheMonthView({ ...pick, cta: null }, locked, player)).toBeNull();
    expect(gameOfTheMonthView({ ...pick, cta: null }, null, guest)).toBeNull();
  });
});
