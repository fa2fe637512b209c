import { describe, expect, it } from 'vitest';
import { canLaunchRealMoney, isDemoAvailable } from './access.ts';
import {
  composeGameUrl,
  fireworksText,
  type LaunchContext,
  launchOutcome,
  loaderTipCount,
  lockMessage,
  moneySwitchTarget,
  offersFavourite,
  parseGameLaunchResponse,
  pickLoaderTip,
  randomPlayOutcome,
  showsMoneySwitch,
  tileClickOutcome,
} from './game-launch.ts';
import { makeGame, makeGameLock, mulberry32 } from './testing/catalogue-generator.ts';

const game = makeGame({ shortname: 'cash-bandits', provider: 'rtg' });
const rtgPlayer: LaunchContext = { isGuest: false, isFusion: false, allowPlayForFreeBeforeLogin: false };
const rtgGuest: LaunchContext = { ...rtgPlayer, isGuest: true };
const fusionGuest: LaunchContext = { ...rtgGuest, isFusion: true };

describe('game lock modal text', () => {
  it('asks for VIP status on a player_class lock', () => {
    expect(
      lockMessage(makeGameLock({ lockBy: 'player_class', displayName: 'Gold Rush', gameName: 'gold' })),
    ).toEqual({ kind: 'vip-required', gameName: 'Gold Rush' });
  });

  it('gives the opening date of a signup event lock', () => {
    expect(
      lockMessage(
        makeGameLock({ lockBy: 'event', visibleEvent: 'signup', targetDate: '2024-06-01', gameName: 'g' }),
      ),
    ).toEqual({
      kind: 'opens-on-date',
      gameName: 'g',
      targetDate: '2024-06-01',
    });
  });

  it('asks for a deposit on a deposit event lock', () => {
    expect(lockMessage(makeGameLock({ lockBy: 'event', visibleEvent: 'deposit' }))).toEqual({
      kind: 'deposit-required',
      gameName: null,
    });
  });

  it('falls back to a plain locked text when the lock does not say why', () => {
    expect(lockMessage(makeGameLock({}))).toEqual({ kind: 'locked', gameName: null });
    expect(lockMessage(makeGameLock({ lockBy: 'event' }))).toEqual({ kind: 'locked', gameName: null });
    expect(lockMessage(makeGameLock({ visibleEvent: 'signup' }))).toEqual({ kind: 'locked', gameName: null });
    expect(lockMessage(makeGameLock({ visibleEvent: 'deposit' }))).toEqual({
      kind: 'locked',
      gameName: null,
    });
  });
});

describe('tile click', () => {
  it('sends a player to real-money play, with the provider in fusion', () => {
    expect(tileClickOutcome(game, rtgPlayer)).toEqual({ kind: 'navigate', to: '/play/cash-bandits' });
    expect(tileClickOutcome(game, { ...rtgPlayer, isFusion: true })).toEqual({
      kind: 'navigate',
      to: '/play/cash-bandits?by=rtg',
    });
  });

  it('prompts a fusion guest to log in, returning to the play path', () => {
    expect(tileClickOutcome(game, fusionGuest)).toEqual({
      kind: 'login-prompt',
      returnTo: '/play/cash-bandits?by=rtg',
    });
    expect(tileClickOutcome(game, { ...fusionGuest, allowPlayForFreeBeforeLogin: true })).toEqual({
      kind: 'login-prompt',
      returnTo: '/play/cash-bandits?by=rtg',
    });
  });

  it('sends a non-fusion guest to the demo when free play is allowed, else shows a login button', () => {
    expect(tileClickOutcome(game, { ...rtgGuest, allowPlayForFreeBeforeLogin: true })).toEqual({
      kind: 'navigate',
      to: '/demo/cash-bandits',
    });
    expect(tileClickOutcome(game, rtgGuest)).toEqual({
      kind: 'login-button',
      returnTo: '/play/cash-bandits',
    });
  });

  it('opens the lock modal for a locked game', () => {
    expect(
      tileClickOutcome({ ...game, gameLock: makeGameLock({ lockBy: 'player_class' }) }, rtgPlayer),
    ).toEqual({
      kind: 'lock-modal',
      message: { kind: 'vip-required', gameName: null },
    });
  });
});

describe('random play', () => {
  const games = [
    makeGame({ shortname: 'synth', synth: true }),
    makeGame({ shortname: 'first-sportsbook' }),
    makeGame({ shortname: 'plain', provider: 'rival' }),
  ];

  it('never gives a non-fusion guest a synth game, nor anyone the sportsbook', () => {
    for (let seed = 0; seed < 50; seed++) {
      expect(randomPlayOutcome(games, rtgGuest, mulberry32(seed))?.game.shortname).toBe('plain');
    }
  });

  it('may give a player a synth game', () => {
    expect(randomPlayOutcome(games, rtgPlayer, () => 0)).toEqual({
      game: games[0],
      outcome: { kind: 'navigate', to: '/play/synth' },
    });
  });

  it('prompts login for guests without free play and fusion guests; demo for others', () => {
    expect(randomPlayOutcome(games, rtgGuest, () => 0)?.outcome).toEqual({
      kind: 'login-prompt',
      returnTo: '/play/plain',
    });
    expect(randomPlayOutcome(games, fusionGuest, () => 0.9)?.outcome).toEqual({
      kind: 'login-prompt',
      returnTo: '/play/plain?by=rival',
    });
    expect(
      randomPlayOutcome(games, { ...rtgGuest, allowPlayForFreeBeforeLogin: true }, () => 0)?.outcome,
    ).toEqual({ kind: 'navigate', to: '/demo/plain' });
    expect(randomPlayOutcome(games, { ...rtgPlayer, isFusion: true }, () => 0.9)?.outcome).toEqual({
      kind: 'navigate',
      to: '/play/plain?by=rival',
    });
  });

  it('gives nothing when there is nothing to pick', () => {
    expect(randomPlayOutcome([], rtgPlayer, () => 0)).toBeNull();
  });

  it('never picks a game locked in the catalogue, whatever the draw', () => {
    const locked = makeGame({
      shortname: 'vault',
      provider: 'rtg',
      gameLock: makeGameLock({ lockBy: 'player_class' }),
    });
    const pool = [locked, makeGame({ shortname: 'open-one', provider: 'rtg' }), locked];
    for (const draw of [0, 0.2, 0.5, 0.8, 0.99]) {
      expect(randomPlayOutcome(pool, rtgPlayer, () => draw)?.game.shortname).toBe('open-one');
      expect(randomPlayOutcome(pool, fusionGuest, () => draw)?.game.shortname).toBe('open-one');
    }
    expect(randomPlayOutcome([locked], rtgPlayer, () => 0)).toBeNull();
  });
});

describe('demo and real decisions', () => {
  it('has no demo in fusion', () => {
    expect(isDemoAvailable(true)).toBe(false);
    expect(isDemoAvailable(false)).toBe(true);
  });

  it('blocks a real-money launch of a game locked in the catalogue', () => {
    expect(canLaunchRealMoney({ gameLock: makeGameLock({}) })).toBe(false);
    expect(canLaunchRealMoney({ gameLock: null })).toBe(true);
    expect(canLaunchRealMoney(undefined)).toBe(true);
  });
});

describe('launch response', () => {
  it('reads games and synth details', () => {
    const parsed = parseGameLaunchResponse({
      success: '1',
      error: '',
      game_name: 'Cash Bandits',
      games: [
        {
          url: 'https://g.example/1',
          provider: 'rtg',
          gameID: 12,
          synth: 1,
          synth_details: { imgLoader: 'l.png', 'frwText sp': 'Hola' },
        },
        { provider: 'no url' },
      ],
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        success: true,
        error: null,
        gameName: 'Cash Bandits',
        games: [
          {
            url: 'https://g.example/1',
            provider: 'rtg',
            gameId: '12',
            synth: true,
            synthDetails: {
              imgLoader: 'l.png',
              imgReminder: null,
              imgPopup: null,
              linkReminder: null,
              frwText: null,
              frwTextSpanish: 'Hola',
            },
          },
        ],
      },
    });
  });

  it('reads a game without synth details and refuses a body that is not an object', () => {
    const parsed = parseGameLaunchResponse({ success: true, games: [{ url: 'u', gameId: 'x' }] });
    expect(parsed.ok && parsed.value.games[0]).toMatchObject({
      gameId: 'x',
      synth: false,
      synthDetails: null,
    });
    expect(parseGameLaunchResponse(null)).toEqual({
      ok: false,
      error: 'the launch response must be an object',
    });
    expect(parseGameLaunchResponse([1])).toMatchObject({ ok: false });
    expect(parseGameLaunchResponse('ok')).toMatchObject({ ok: false });
  });

  const response = (partial: Partial<Parameters<typeof launchOutcome>[0]>) => ({
    success: true,
    error: null,
    gameName: 'g',
    games: [],
    ...partial,
  });
  const launched = { url: 'u', provider: 'p', gameId: '1', synth: false, synthDetails: null };

  it('plays a single game and offers a chooser for several providers', () => {
    expect(launchOutcome(response({ games: [launched] }), '/')).toEqual({ kind: 'play', game: launched });
    expect(launchOutcome(response({ games: [launched, { ...launched, provider: 'q' }] }), '/')).toMatchObject(
      { kind: 'choose-provider' },
    );
  });

  it('handles each named error', () => {
    expect(launchOutcome(response({ success: false, error: 'invalid_game' }), '/providers')).toEqual({
      kind: 'return',
      to: '/providers',
    });
    expect(launchOutcome(response({ success: false, error: 'INVALID_GAME' }), '//evil')).toEqual({
      kind: 'return',
      to: '/',
    });
    expect(launchOutcome(response({ success: false, error: 'auth_required' }), '/')).toEqual({
      kind: 'auth-required',
    });
    expect(launchOutcome(response({ success: false, error: 'mobile_only' }), '/')).toEqual({
      kind: 'mobile-only',
    });
    expect(launchOutcome(response({ success: false, error: 'geo_blocked' }), '/')).toEqual({
      kind: 'failed',
      error: 'geo_blocked',
    });
    expect(launchOutcome(response({ success: true, games: [] }), '/')).toEqual({
      kind: 'failed',
      error: null,
    });
    expect(launchOutcome(response({ success: false, games: [launched] }), '/')).toEqual({
      kind: 'failed',
      error: null,
    });
  });
});

describe('real and fun money switch', () => {
  const base = { isFusion: false, synth: false, isGuest: false, practicemode: true, mode: 'real' as const };

  it('shows only in non-fusion, for non-synth games', () => {
    expect(showsMoneySwitch(base)).toBe(true);
    expect(showsMoneySwitch({ ...base, isFusion: true })).toBe(false);
    expect(showsMoneySwitch({ ...base, synth: true })).toBe(false);
  });

  it('hides for a player without practicemode who is on real money', () => {
    expect(showsMoneySwitch({ ...base, practicemode: false })).toBe(false);
    expect(showsMoneySwitch({ ...base, practicemode: false, mode: 'fun' })).toBe(true);
    expect(showsMoneySwitch({ ...base, practicemode: false, isGuest: true })).toBe(true);
  });

  it('goes to /play or to login for real money, and to /demo for fun', () => {
    expect(moneySwitchTarget('real', game, rtgPlayer)).toEqual({
      kind: 'navigate',
      to: '/play/cash-bandits',
    });
    expect(moneySwitchTarget('real', game, rtgGuest)).toEqual({
      kind: 'login-prompt',
      returnTo: '/play/cash-bandits',
    });
    expect(moneySwitchTarget('fun', game, rtgGuest)).toEqual({ kind: 'navigate', to: '/demo/cash-bandits' });
  });
});

describe('game URL', () => {
  it('adds the token, the upper-case language and the exit page', () => {
    expect(
      composeGameUrl('https://games.example/launch', 'a b', 'de', 'https://lobby.example/exit?x=1'),
    ).toBe(
      'https://games.example/launch?token=a%20b&Language=DE&returnurl=https%3A%2F%2Flobby.example%2Fexit%3Fx%3D1',
    );
  });

  it('keeps an existing query and fragment', () => {
    expect(composeGameUrl('https://g.example/l?g=1#frame', 't', 'fr', '/exit')).toBe(
      'https://g.example/l?g=1&token=t&Language=FR&returnurl=%2Fexit#frame',
    );
    expect(composeGameUrl('https://g.example/l?', 't', 'en', '/e')).toBe(
      'https://g.example/l?token=t&Language=EN&returnurl=%2Fe',
    );
    expect(composeGameUrl('https://g.example/l?a=1&', 't', 'es', '/e')).toBe(
      'https://g.example/l?a=1&token=t&Language=ES&returnurl=%2Fe',
    );
  });
});

describe('loader tips', () => {
  it('has 7 tips, 12 in the fusion French variant', () => {
    expect(loaderTipCount(false, 'fr')).toBe(7);
    expect(loaderTipCount(true, 'en')).toBe(7);
    expect(loaderTipCount(true, 'FR')).toBe(12);
  });

  it('draws a tip number from 1 to the count', () => {
    expect(pickLoaderTip(() => 0, false, 'en')).toBe(1);
    expect(pickLoaderTip(() => 0.999, false, 'en')).toBe(7);
    expect(pickLoaderTip(() => 1, true, 'fr')).toBe(12);
  });
});

describe('fireworksText', () => {
  const details = { frwText: 'Big win!', frwTextSpanish: '¡Gran premio!' };

  it('speaks Spanish to Spanish players and the default text to everyone else', () => {
    expect(fireworksText(details, 'es')).toBe('¡Gran premio!');
    expect(fireworksText(details, 'de')).toBe('Big win!');
    expect(fireworksText({ ...details, frwTextSpanish: null }, 'es')).toBe('Big win!');
    expect(fireworksText(null, 'en')).toBeNull();
  });
});

describe('offersFavourite', () => {
  it('offers the favourite button to a player playing for real money, never in demo, to guests or in synth games', () => {
    expect(offersFavourite({ realMoney: true, isGuest: false, synth: false })).toBe(true);
    expect(offersFavourite({ realMoney: false, isGuest: false, synth: false })).toBe(false);
    expect(offersFavourite({ realMoney: true, isGuest: true, synth: false })).toBe(false);
    expect(offersFavourite({ realMoney: true, isGuest: false, synth: true })).toBe(false);
  });
});
