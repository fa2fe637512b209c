import type { Game } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import { findMonthGame, shortnameOfLink } from './month.ts';

const game = (id: string, shortname: string) => ({ id, shortname }) as unknown as Game;
const pick = (id: string, link: string | null) => ({
  id,
  title: 'Pick',
  image: null,
  description: '',
  cta: link === null ? null : { label: 'Play', link },
});

describe('game of the month', () => {
  it('reads the shortname from play and demo links, with or without a provider', () => {
    expect(shortnameOfLink('/play/cashbandits3?by=rtg')).toBe('cashbandits3');
    expect(shortnameOfLink('https://casino.example/lobby/demo/big%20santa')).toBe('big santa');
    expect(shortnameOfLink('/promotions')).toBeNull();
    expect(shortnameOfLink('/play/%E0%A4%A')).toBeNull();
  });

  it('finds the game by id first, then by the link', () => {
    const games = [game('7', 'aztec'), game('9', 'bubble')];
    expect(findMonthGame(pick('9', '/play/aztec'), games)?.shortname).toBe('bubble');
    expect(findMonthGame(pick('404', '/play/aztec'), games)?.shortname).toBe('aztec');
    expect(findMonthGame(pick('404', null), games)).toBeNull();
    expect(findMonthGame(pick('404', '/play/unknown'), games)).toBeNull();
  });
});
