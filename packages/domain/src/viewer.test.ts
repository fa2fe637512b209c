import { describe, expect, it } from 'vitest';
import { parseCasinoConfig, parsePlayer } from './config.ts';
import { viewerOf } from './viewer.ts';

const casino = parseCasinoConfig({ currency: 'cad', casino_name: 'Lucky Star', is_fusion: true });
const player = parsePlayer({ fname: 'Ana', PID: '7', currency_code: 'eur' });

describe('viewer of the lobby', () => {
  it('sees a guest in the casino currency, by the casino name', () => {
    const viewer = viewerOf(casino, null);
    expect(viewer.isGuest).toBe(true);
    expect(viewer.currency).toBe('CAD');
    expect(viewer.firstName).toBe('');
  });

  it("shows a player's amounts in their own currency, and the wallet's once it names one", () => {
    expect(player).not.toBeNull();
    expect(viewerOf(casino, player).currency).toBe('EUR');
    expect(viewerOf(casino, player, 'GBP').currency).toBe('GBP');
    expect(viewerOf(casino, player, '').currency).toBe('EUR');
    expect(viewerOf(casino, player).firstName).toBe('Ana');
  });

  it('falls back to dollars and "Casino" before the configuration has arrived', () => {
    const viewer = viewerOf(null, null);
    expect(viewer).toMatchObject({ currency: 'USD', casinoName: 'Casino', isFusion: false, logos: null });
  });

  it('offers logo images only when the casino has one, the missing theme left empty', () => {
    expect(viewerOf(casino, null).logos).toBeNull();
    const withLogo = parseCasinoConfig({ casino_logo_light: '/logo.png' });
    expect(viewerOf(withLogo, null).logos).toEqual({ light: '/logo.png', dark: '' });
  });
});
