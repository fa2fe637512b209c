import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('domain package', () => {
  it('exposes the rules the app and the UI build on', () => {
    for (const name of [
      'decryptResponse',
      'encryptResponse',
      'parseCatalogue',
      'searchGames',
      'applyFilters',
      'sortGames',
      'guardRoute',
      'tileClickOutcome',
      'toSafeInternalPath',
      'serverClock',
      'isMultiplierActive',
      'tournamentView',
      'promoExpiryTarget',
      'countdownParts',
      'balanceChangeNotice',
      'validateDepositAmount',
      'couponSteps',
      'dfsState',
      'addRecentGame',
      'keepPlayingGames',
      'seededRandom',
      'parseCasinoConfig',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
    }
  });

  it('exposes the constants of the spec', () => {
    expect(domain.NOTIFICATION_DISMISS_MS).toBe(7200);
    expect(domain.PAGE_SIZE).toBe(50);
    expect(domain.SERVER_TIME_ZONE).toBe('America/New_York');
  });
});
