import { type CasinoConfig, err, type GameLaunchResponse, ok, type Player } from '@lobby/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api, RuntimeEnv } from '../../api/index.ts';
import { STORAGE } from '../../state/local-stores.ts';
import { services } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { ui } from '../../state/ui.ts';
import { wallet } from '../../state/wallet.ts';
import { readStorage, removeStorage, writeStorage } from '../../state/web-storage.ts';
import { isCashierMessage, isExitMessage } from './frame-messages.ts';
import { startGame } from './launch.ts';
import { balanceBeforeGame, checkBalanceAfterGame, rememberBalanceBeforeGame } from './post-game.ts';

const request = {
  shortname: 'cash-bandits',
  realMoney: true,
  provider: null,
  language: 'de',
  exitUrl: 'https://lobby.example/game-exit.html',
  returnPage: '/category/online-slots',
  fallbackName: 'cash bandits',
  demo: false,
};

const launched = (over: Partial<GameLaunchResponse> = {}): GameLaunchResponse => ({
  success: true,
  error: null,
  gameName: 'Cash Bandits',
  games: [
    {
      url: 'https://games.example/start?g=1',
      provider: 'rtg',
      gameId: '1',
      synth: false,
      synthDetails: null,
    },
  ],
  ...over,
});

/** Starts the game against a platform that answers the launch with a refusal. */
const launchRefused = (error: string, launch: typeof request = request) =>
  startGame(
    api(async () => ok(launched({ success: false, error, games: [] }))),
    launch,
  );

function api(launch: Api['launchGame'], token: Api['getToken'] = async () => ok('tok')): Api {
  return { launchGame: launch, getToken: token } as unknown as Api;
}

describe('startGame', () => {
  it('launches, fetches the token and composes the URL with the language and exit page', async () => {
    const launch = vi.fn(async () => ok(launched()));
    const screen = await startGame(api(launch), request);
    expect(launch).toHaveBeenCalledWith(
      { shortname: 'cash-bandits', realMoney: true, provider: null },
      undefined,
    );
    expect(screen).toMatchObject({ kind: 'playing', gameName: 'Cash Bandits' });
    expect(screen?.kind === 'playing' && screen.url).toBe(
      'https://games.example/start?g=1&token=tok&Language=DE&returnurl=https%3A%2F%2Flobby.example%2Fgame-exit.html',
    );
  });

  it('sends invalid_game back to the return page and auth_required to log in', async () => {
    const invalid = await launchRefused('invalid_game');
    expect(invalid).toEqual({ kind: 'leave', to: '/category/online-slots' });
    const auth = await launchRefused('AUTH_REQUIRED');
    expect(auth).toEqual({ kind: 'login', gameName: 'Cash Bandits' });
  });

  it('a hostile return page is not followed', async () => {
    const screen = await launchRefused('invalid_game', { ...request, returnPage: '//evil.example/' });
    expect(screen).toEqual({ kind: 'leave', to: '/' });
  });

  it('mobile_only, other refusals, a broken connection and a missing token each end in an error screen', async () => {
    const mobile = await launchRefused('mobile_only');
    expect(mobile).toMatchObject({ kind: 'error', error: 'mobile_only' });
    const refused = await launchRefused('maintenance');
    expect(refused).toMatchObject({ kind: 'error', error: 'failed', cause: 'maintenance' });
    const offline = await startGame(
      api(async () => err({ kind: 'network', call: 'gamelauncher', message: 'down' })),
      request,
    );
    expect(offline).toMatchObject({ kind: 'error', error: 'failed', gameName: 'cash bandits' });
    const noToken = await startGame(
      api(
        async () => ok(launched()),
        async () => err({ kind: 'http', call: 'gettoken', status: 500 }),
      ),
      request,
    );
    expect(noToken).toMatchObject({ kind: 'error', error: 'failed', gameName: 'Cash Bandits' });
  });

  it('several providers open the chooser; an aborted launch answers nothing', async () => {
    const two = launched({
      games: [
        { url: 'https://a.example/', provider: 'rtg', gameId: '1', synth: false, synthDetails: null },
        { url: 'https://b.example/', provider: 'betsoft', gameId: '2', synth: false, synthDetails: null },
      ],
    });
    expect(
      await startGame(
        api(async () => ok(two)),
        request,
      ),
    ).toMatchObject({ kind: 'choose-provider' });
    expect(
      await startGame(
        api(async () => err({ kind: 'aborted', call: 'gamelauncher' })),
        request,
      ),
    ).toBeNull();
  });

  it('refuses a game URL that would run script in the lobby', async () => {
    const hostile = launched({
      games: [{ url: 'javascript:alert(1)', provider: 'rtg', gameId: '1', synth: false, synthDetails: null }],
    });
    expect(
      await startGame(
        api(async () => ok(hostile)),
        request,
      ),
    ).toMatchObject({ kind: 'error', cause: 'unsafe game url' });
  });

  it('refuses a data: game in production and loads it on the demo casino', async () => {
    const page = 'data:text/html;charset=utf-8,%3Cp%3Egame%3C%2Fp%3E';
    const demoGame = launched({
      games: [{ url: page, provider: 'rtg', gameId: '1', synth: false, synthDetails: null }],
    });
    expect(
      await startGame(
        api(async () => ok(demoGame)),
        request,
      ),
    ).toMatchObject({
      kind: 'error',
      cause: 'unsafe game url',
    });
    expect(
      await startGame(
        api(async () => ok(demoGame)),
        { ...request, demo: true },
      ),
    ).toMatchObject({
      kind: 'playing',
    });
  });
});

describe('game URLs and frame messages', () => {
  it('understands the usual ways a game asks for the cashier, and nothing else', () => {
    for (const data of [
      'cashier',
      'openCashier',
      { type: 'cashier' },
      { action: 'deposit' },
      { event: 'open_cashier' },
    ])
      expect(isCashierMessage(data)).toBe(true);
    for (const data of [null, 42, 'spin', ['cashier'], { type: 'spin' }, { cashier: true }])
      expect(isCashierMessage(data)).toBe(false);
    expect(isExitMessage({ type: 'lobby:game-exit' })).toBe(true);
    expect(isExitMessage('lobby:game-exit')).toBe(false);
  });
});

describe('the post-game balance check', () => {
  const texts = {
    win: (a: string) => `win ${a}`,
    lose: (a: string) => `lose ${a}`,
    low: (a: string) => `low ${a}`,
  };
  const config = {
    quickdepositEnabled: false,
    isFusion: false,
    environment: 'stage',
    casinoId: 4,
    currency: 'USD',
  };
  const balances = (balance: number) =>
    ok({
      balance,
      withdrawable: null,
      playthrough: null,
      bonus: null,
      comppoints: null,
      currencyCode: 'USD',
    });

  beforeEach(() => {
    removeStorage('session', STORAGE.gameStartBalance);
    wallet.notifications = [];
    wallet.balances = null;
    ui.quickDepositOpen = false;
    session.language = 'en';
    session.player = { currencyCode: 'USD' } as Player;
    session.config = config as unknown as CasinoConfig;
    services.env = null;
  });

  it('shows a win for a rise of 3 or more and forgets the noted balance', async () => {
    rememberBalanceBeforeGame(20);
    services.api = { getBalance: async () => balances(23) } as unknown as Api;
    expect(await checkBalanceAfterGame(texts)).toEqual({ notice: 'win', lowBalance: null });
    expect(wallet.notifications.map((n) => n.message)).toEqual(['win $3.00']);
    expect(wallet.balances?.balance).toBe(23);
    expect(balanceBeforeGame()).toBeNull();
  });

  it('a loss to under 5 shows the lose and the low-balance notices; fusion with quick deposit opens it', async () => {
    rememberBalanceBeforeGame(10);
    services.api = { getBalance: async () => balances(4) } as unknown as Api;
    await checkBalanceAfterGame(texts);
    expect(wallet.notifications.map((n) => n.message)).toEqual(['lose $6.00', 'low $5']);
    wallet.notifications = [];
    session.config = { ...config, isFusion: true, quickdepositEnabled: true } as unknown as CasinoConfig;
    rememberBalanceBeforeGame(4.5);
    await checkBalanceAfterGame(texts);
    expect(ui.quickDepositOpen).toBe(true);
    expect(wallet.notifications).toEqual([]);
  });

  it('asked twice at once, it calls the balance once; a failed call keeps the note for later', async () => {
    rememberBalanceBeforeGame(50);
    const getBalance = vi.fn(async () => balances(50));
    services.api = { getBalance } as unknown as Api;
    await Promise.all([checkBalanceAfterGame(texts), checkBalanceAfterGame(texts)]);
    expect(getBalance).toHaveBeenCalledTimes(1);
    rememberBalanceBeforeGame(50);
    services.api = {
      getBalance: async () => err({ kind: 'network', call: 'getBalance', message: 'x' }),
    } as unknown as Api;
    expect(await checkBalanceAfterGame(texts)).toBeNull();
    expect(balanceBeforeGame()).toBe(50);
  });

  it('calls no balance while env.json switches the check off', async () => {
    rememberBalanceBeforeGame(20);
    const getBalance = vi.fn(async () => balances(40));
    services.api = { getBalance } as unknown as Api;
    services.env = { postGameBalanceCheck: false } as RuntimeEnv;
    expect(await checkBalanceAfterGame(texts)).toBeNull();
    expect(getBalance).not.toHaveBeenCalled();
    expect(wallet.notifications).toEqual([]);
    services.env = { postGameBalanceCheck: true } as RuntimeEnv;
    expect(await checkBalanceAfterGame(texts)).toEqual({ notice: 'win', lowBalance: null });
    expect(getBalance).toHaveBeenCalledTimes(1);
  });

  it('ignores a damaged note and does nothing for guests', async () => {
    writeStorage('session', STORAGE.gameStartBalance, 'lots');
    expect(balanceBeforeGame()).toBeNull();
    rememberBalanceBeforeGame(Number.NaN);
    expect(readStorage('session', STORAGE.gameStartBalance)).toBe('lots');
    rememberBalanceBeforeGame(9);
    session.player = null;
    const getBalance = vi.fn();
    services.api = { getBalance } as unknown as Api;
    expect(await checkBalanceAfterGame(texts)).toBeNull();
    expect(getBalance).not.toHaveBeenCalled();
  });
});
