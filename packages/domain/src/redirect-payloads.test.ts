import { describe, expect, it } from 'vitest';
import { toSafeInternalPath } from './internal-path.ts';
import {
  favQueryOutcome,
  playQueryTarget,
  returnPageOrHome,
  toSafeProvider,
  toSafeShortname,
} from './return-path.ts';
import { REDIRECT_PAYLOADS } from './testing/redirect-payloads.ts';

describe('open-redirect payloads', () => {
  it.each(REDIRECT_PAYLOADS)('%j is no internal path, return page, game or provider', (payload) => {
    expect(toSafeInternalPath(payload)).toBeNull();
    expect(returnPageOrHome(payload)).toBe('/');
    expect(toSafeShortname(payload)).toBeNull();
    expect(toSafeProvider(payload)).toBeNull();
    expect(playQueryTarget(payload, null, true)).toBeNull();
    expect(favQueryOutcome(payload, null, false)).toBeNull();
  });

  it.each(REDIRECT_PAYLOADS)('as a provider (`by`) %j is dropped and the game stays inside', (payload) => {
    expect(playQueryTarget('cash-bandits', payload, true)).toBe('/play/cash-bandits');
    expect(favQueryOutcome('cash-bandits', payload, false)).toEqual({
      kind: 'store-and-go',
      favourite: { shortname: 'cash-bandits', provider: null },
      to: '/favorites',
    });
  });

  it('still accepts the lobby’s own paths', () => {
    expect(returnPageOrHome('/providers/betsoft?page=2')).toBe('/providers/betsoft?page=2');
    expect(returnPageOrHome('/category/online-slots')).toBe('/category/online-slots');
  });
});
