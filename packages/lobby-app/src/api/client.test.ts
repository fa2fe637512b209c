import {
  composeGameUrl,
  DFS_REASONS,
  dfsState,
  pendingWithdrawalToShow,
  tournamentsLobbyUrl,
} from '@lobby/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer } from '../../demo-casino/node.ts';
import { fetchFrameHost } from '../testing/fetch-frame-host.ts';
import { API_CALLS, describeCalls } from './calls.ts';
import { createApi, GAMES_PER_TASK } from './client.ts';
import type { FrameHost } from './quick-deposit-frame.ts';
import type { ApiResult } from './transport.ts';

const { server, casino, env } = createDemoServer();
const api = createApi(env);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  casino.update({ profile: 'guest', faults: {}, variant: 'rtg', casinoId: 4, dfs: 'auto' });
  casino.resetState();
});
afterAll(() => server.close());

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('the call table', () => {
  it('lists every call of §7 once, with a printable row each', () => {
    const names = API_CALLS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(describeCalls()).toHaveLength(names.length);
    expect(describeCalls()[0]).toBe('getconfig: GET endpoint ?getconfig -> encoded');
  });
});

describe('start-up calls', () => {
  it('reads the encoded config of a guest: casino, no player', async () => {
    const config = value(await api.getConfig());
    expect(config.casino.casinoId).toBe(4);
    expect(config.casino.isFusion).toBe(false);
    expect(config.casino.navigation.DE?.length).toBeGreaterThan(3);
    expect(config.player).toBeNull();
  });

  it('reads the config of a logged-in VIP with balances and favourites', async () => {
    casino.login('vip');
    const config = value(await api.getConfig());
    expect(config.player?.fname).toBe('Victor');
    expect(config.player?.balances.balance).toBe(12_450.75);
    expect(config.player?.favorites).toHaveLength(8);
  });

  it('reads a long game list in several browser tasks, so the page can answer in between', async () => {
    let tasks = 0;
    const ticker = setInterval(() => {
      tasks += 1;
    }, 0);
    try {
      const catalogue = value(await api.getGames());
      expect(catalogue.games.length).toBe(1_500);
    } finally {
      clearInterval(ticker);
    }
    // 1,500 games at GAMES_PER_TASK a task: the page had its turn between the slices
    expect(tasks).toBeGreaterThanOrEqual(Math.ceil(1_500 / GAMES_PER_TASK) - 1);
  });

  it('reads the catalogue through the domain, with the three newest marked New', async () => {
    const catalogue = value(await api.getGames());
    expect(catalogue.games.length).toBe(1_500);
    expect(catalogue.providers.length).toBeGreaterThanOrEqual(30);
    expect(catalogue.themes.length).toBe(45);
    expect(
      catalogue.games
        .filter((g) => g.isNew)
        .map((g) => g.releaseDate)
        .sort(),
    ).toEqual(['2026-10-02', '2026-10-16', '2026-11-06']);
    expect(catalogue.skipped).toEqual([]);
  });

  it('reads favourites, free-spin flags, balance and the unread count', async () => {
    casino.login('low');
    expect(value(await api.getFavorites())).toHaveLength(3);
    // the demo answers its config's flags: no popup by itself until a demo_dfs state is chosen
    expect(value(await api.getDfsFlags())).toEqual({ dfs: true, dfsPopup: false, dfsSpinwheel: true });
    casino.update({ dfsFlags: 'plain' });
    expect(value(await api.getDfsFlags())).toEqual({ dfs: true, dfsPopup: true, dfsSpinwheel: false });
    expect(value(await api.getBalance())).toMatchObject({ balance: 3.2, bonus: null, currencyCode: 'USD' });
    expect(value(await api.getUnreadCount())).toBe(3);
  });
});

describe('favourites and locks', () => {
  it('adds and removes a favourite, and the change persists', async () => {
    casino.login('new');
    const game = value(await api.getGames()).games[10];
    if (!game) throw new Error('no game');
    expect(value(await api.getFavorites())).toEqual([]);
    expect(
      value(await api.setFavorite({ action: 'add', shortname: game.shortname, provider: game.provider })),
    ).toBe(true);
    expect(value(await api.getFavorites())).toEqual([{ shortname: game.shortname, provider: game.provider }]);
    expect(value(await api.setFavorite({ action: 'remove', shortname: game.shortname }))).toBe(true);
    expect(value(await api.getFavorites())).toEqual([]);
  });

  it('refuses a favourite from a guest', async () => {
    expect(value(await api.setFavorite({ action: 'add', shortname: 'anything' }))).toBe(false);
  });

  it('reads lock details of both kinds, and null for an open game', async () => {
    const games = value(await api.getGames()).games;
    const byClass = games.find((g) => g.gameLock?.lockBy === 'player_class');
    const byEvent = games.find((g) => g.gameLock?.visibleEvent === 'signup');
    const open = games.find((g) => g.gameLock === null);
    if (!byClass || !byEvent || !open) throw new Error('missing lock kinds');
    expect(value(await api.getGameLockDetails(byClass))?.lockBy).toBe('player_class');
    expect(value(await api.getGameLockDetails(byEvent))).toMatchObject({
      lockBy: 'event',
      visibleEvent: 'signup',
    });
    expect(value(await api.getGameLockDetails(open))).toBeNull();
  });
});

describe('playing', () => {
  it('launches a demo game for a guest and asks a guest to log in for real money', async () => {
    const game = value(await api.getGames()).games.find((g) => g.category === 'table-games');
    if (!game) throw new Error('no table game');
    const demo = value(await api.launchGame({ shortname: game.shortname, realMoney: false }));
    expect(demo.success).toBe(true);
    expect(demo.games[0]?.url.startsWith('data:text/html')).toBe(true);
    expect(value(await api.launchGame({ shortname: game.shortname, realMoney: true })).error).toBe(
      'auth_required',
    );
    expect(value(await api.launchGame({ shortname: 'no-such-game', realMoney: false })).error).toBe(
      'invalid_game',
    );
  });

  it('records real-money games for keep playing and changes the balance', async () => {
    casino.login('new');
    const game = value(await api.getGames()).games.find((g) => g.category === 'video-poker');
    if (!game) throw new Error('no video poker');
    const before = value(await api.getBalance()).balance ?? 0;
    expect(value(await api.launchGame({ shortname: game.shortname, realMoney: true })).success).toBe(true);
    expect(value(await api.getKeepPlaying())[0]?.shortname).toBe(game.shortname);
    expect(value(await api.getBalance()).balance).toBe(before + 12.5);
  });

  it('returns synth details for synth games', async () => {
    const synth = value(await api.getGames()).games.find((g) => g.synth);
    if (!synth) throw new Error('no synth game');
    const launch = value(await api.launchGame({ shortname: synth.shortname, realMoney: false }));
    expect(launch.games[0]?.synthDetails?.frwTextSpanish).toMatch(/bonificación/);
  });

  it('offers two providers for some fusion games until one is chosen', async () => {
    casino.update({ variant: 'fusion' });
    const twin = value(await api.getGames()).games.find((g) => Number(g.id) % 7 === 0 && g.gameLock === null);
    if (!twin) throw new Error('no twin');
    expect(value(await api.launchGame({ shortname: twin.shortname, realMoney: false })).games).toHaveLength(
      2,
    );
    const chosen = value(
      await api.launchGame({ shortname: twin.shortname, realMoney: false, provider: twin.provider }),
    );
    expect(chosen.games.map((g) => g.provider)).toEqual([twin.provider]);
  });

  it('gets a token and builds the game URL with it', async () => {
    casino.login('vip');
    const token = value(await api.getToken());
    expect(token).toMatch(/^demo-100002-/);
    expect(composeGameUrl('https://g.example/x?a=1#top', token, 'de', 'https://lobby.example/')).toBe(
      `https://g.example/x?a=1&token=${token}&Language=DE&returnurl=https%3A%2F%2Flobby.example%2F#top`,
    );
  });

  it('reads suggestions, winners in both spellings, the lobby and live-dealer URLs', async () => {
    casino.login('vip');
    expect(value(await api.getSuggested())).toHaveLength(12);
    const winners = value(await api.getWinners());
    expect(winners.recent).toHaveLength(20);
    expect(winners.top).toHaveLength(10);
    expect(winners.recent.every((w) => w.game !== '' && w.shortname !== '')).toBe(true);
    const lobby = value(await api.getTournamentsLobbyUrl());
    expect(tournamentsLobbyUrl(lobby, '701').endsWith('#701')).toBe(true);
    expect(value(await api.getLiveDealerUrl('livecasino'))).toMatch(/^data:text\/html/);
  });
});

describe('tournaments and promotions', () => {
  it('reads fusion tournaments in every status, with active and archived spellings', async () => {
    casino.update({ variant: 'fusion' });
    const page = value(await api.getTournaments('en'));
    expect(page.active.length).toBe(2);
    expect(page.upcoming.length).toBe(2);
    expect(page.finished.length).toBe(4);
    expect(
      [...page.active, ...page.upcoming, ...page.finished].every(
        (t) => t.variant === 'fusion' && t.status !== null,
      ),
    ).toBe(true);
    const home = value(await api.getHomeTournaments('en'));
    expect(home.length).toBe(4);
  });

  it('reads RTG tournaments as running or coming soon', async () => {
    const home = value(await api.getHomeTournaments('en'));
    expect(home.every((t) => t.variant === 'rtg')).toBe(true);
    expect(home.map((t) => t.status)).toEqual(['running', 'running', 'coming-soon', 'coming-soon']);
  });

  it('reads regular promos with every schedule kind and custom HTML blocks', async () => {
    const promos = value(await api.getPromos({ lang: 'en', target: 'ucc_promotions' }));
    expect(promos.regular.map((p) => p.schedule?.repeat ?? null)).toEqual([
      'weekly',
      'daily',
      'one_time',
      'monthly',
      null,
    ]);
    expect(promos.regular.some((p) => p.isVideo)).toBe(true);
    expect(promos.custom[0]?.blocks).toHaveLength(2);
    expect(promos.custom[0]?.blocks[0]?.js).toContain('addEventListener');
    const home = value(await api.getPromos({ lang: 'en', target: 'ucc_lobby', regularOnly: true }));
    expect(home.custom).toEqual([]);
  });
});

describe('widgets', () => {
  it('reads every widget call', async () => {
    expect(value(await api.getWidgets())).toEqual(['escapepod', 'crewpon', 'fortuneteller']);
    expect(value(await api.getStickyBanner()).show).toBe(true);
    expect(value(await api.getReferAFriend()).page).toBe('/dashboard/refer-a-friend');
    expect(value(await api.getGameOfTheMonth()).cta?.label).toBe('Spin it now');
    expect(value(await api.getEscapePodWidget())).toContain('Escape Pod');
    expect(value(await api.getCrewponWidget())).toContain('Crewpon');
    expect(value(await api.getFortuneTellerWidget())).toContain('Fortune Teller');
    expect(value(await api.getWpc2Widget()).data).toMatchObject({ controller: 'wpc2' });
    expect(value(await api.getWpc2WidgetHtml())).toContain('Prize wheel');
    expect(value(await api.getSynthWidget()).data).toMatchObject({ controller: 'synth' });
    expect(value(await api.getSynthWidgetHtml())).toContain('Synth bonus');
    expect(value(await api.rollbackTryout())).toBeUndefined();
  });
});

describe('daily free spins', () => {
  it('walks the e-mail flow: not clicked, send, poll until clicked, then allowed', async () => {
    casino.login('new');
    expect(dfsState(value(await api.getDailyFreeSpins()))).toEqual({ kind: 'email-not-clicked' });
    expect(value(await api.sendFreeSpinEmail()).success).toBe(true);
    expect(value(await api.checkEmailClicked())).toBe(false);
    expect(value(await api.checkEmailClicked())).toBe(true);
    expect(dfsState(value(await api.getDailyFreeSpins()))).toEqual({ kind: 'allowed' });
  });

  it('redeems by plain claim once a day', async () => {
    casino.login('vip');
    const data = value(await api.getDailyFreeSpins());
    expect(data.slices.reduce((sum, s) => sum + s.probability, 0)).toBe(100);
    const redeemed = value(await api.redeemDailyFreeSpins());
    expect(redeemed).toMatchObject({ success: true, freeSpins: 10 });
    expect(dfsState(value(await api.getDailyFreeSpins()))).toEqual({
      kind: 'not-allowed',
      reason: 'redeemed_today',
    });
    expect(value(await api.redeemDailyFreeSpins()).success).toBe(false);
  });

  it('redeems the wheel with a JSON DFSvalidation body', async () => {
    casino.login('vip');
    const data = value(await api.getDailyFreeSpins());
    if (!data.validation) throw new Error('no validation');
    const drawn = data.validation.spins;
    expect(data.slices.map((slice) => slice.spins)).toContain(drawn);
    const redeemed = value(await api.redeemDailyFreeSpinsValidated(data.validation));
    expect(redeemed).toMatchObject({ success: true, freeSpins: drawn });
  });

  it('refuses a wheel claim for spins the casino did not draw, and credits nothing', async () => {
    casino.login('vip');
    const data = value(await api.getDailyFreeSpins());
    if (!data.validation) throw new Error('no validation');
    const forged = data.validation.spins === 50 ? 5 : 50;
    for (const claim of [
      { ...data.validation, spins: forged, wspins: forged },
      { ...data.validation, wspins: forged },
      { ...data.validation, dfsGame: 'another-game' },
    ]) {
      expect(value(await api.redeemDailyFreeSpinsValidated(claim))).toMatchObject({
        success: false,
        freeSpins: 0,
        responseMessage: 'The spin result could not be validated.',
      });
    }
    // nothing was redeemed: the honest claim still goes through today
    expect(value(await api.redeemDailyFreeSpinsValidated(data.validation))).toMatchObject({ success: true });
  });

  it('reports every not-allowed reason the switch selects', async () => {
    casino.login('vip');
    for (const reason of DFS_REASONS) {
      casino.update({ dfs: reason });
      expect(dfsState(value(await api.getDailyFreeSpins()))).toEqual({ kind: 'not-allowed', reason });
    }
  });
});

describe('cashier', () => {
  it('lists pending withdrawals and cancels one, which credits the balance', async () => {
    casino.login('vip');
    const pending = value(await api.getPendingWithdrawals());
    expect(pending.resultsCount).toBe(3);
    const highest = pendingWithdrawalToShow(pending.withdrawals);
    if (!highest) throw new Error('no withdrawal');
    const before = value(await api.getBalance()).balance ?? 0;
    expect(value(await api.cancelWithdrawal(highest))).toBe(true);
    expect(value(await api.cancelWithdrawal(highest))).toBe(false);
    expect(value(await api.getPendingWithdrawals()).resultsCount).toBe(2);
    expect(value(await api.getBalance()).balance).toBeCloseTo(before + (highest.amount ?? 0), 2);
  });

  it('checks quick deposit with method details and the crypto alternative', async () => {
    casino.login('low');
    const check = value(await api.checkQuickDeposit({ swd: true }));
    expect(check).toMatchObject({ usable: true, recommendedAmount: 50, currencySymbol: '$' });
    expect(check.method).toMatchObject({ min: 20, max: 500, cardId: '7', alternative: 'bitcoin' });
    casino.login('practice');
    expect(value(await api.checkQuickDeposit()).usable).toBe(false);
  });

  it('opens and closes the processor cashier', async () => {
    expect(value(await api.openQuickDepositCashier())).toBeUndefined();
    expect(value(await api.closeQuickDeposit())).toBeUndefined();
  });

  it('cancels then redeems coupons, and MY50FREE once for a new player', async () => {
    casino.login('new');
    expect(value(await api.redeemCoupon({ code: 'RELOAD50' }))).toMatchObject({
      success: true,
      couponcode: 'RELOAD50',
    });
    expect(value(await api.checkQuickDeposit()).activeCoupon).toBe('RELOAD50');
    expect(value(await api.redeemCoupon({ code: 'WELCOME100' })).success).toBe(false);
    expect(value(await api.cancelCoupon('RELOAD50')).success).toBe(true);
    expect(value(await api.cancelCoupon('RELOAD50')).success).toBe(false);
    expect(value(await api.redeemMy50Free())).toBeUndefined();
    expect(value(await api.checkQuickDeposit()).activeCoupon).toBe('MY50FREE');
    expect(value(await api.redeemCoupon({ code: 'NOPE' })).mappedMessage).toMatch(/not valid/);
  });

  it('submits a quick deposit into a frame and reads the processor report', async () => {
    casino.login('low');
    // the report comes from another site and another window before the frame's own: only the last counts
    const framed = createApi(env, { frameHost: fetchFrameHost({ strangers: true }) });
    expect(value(await framed.submitQuickDeposit({ amount: 40, cardId: '7' }))).toEqual({
      state: 'success',
      amount: 40,
      message: null,
    });
    expect(value(await framed.getBalance()).balance).toBeCloseTo(43.2, 2);
    expect(value(await framed.submitQuickDeposit({ amount: 13, cardId: '7' }))).toMatchObject({
      state: 'error',
      message: /declined/,
    });
    expect(value(await framed.submitQuickDeposit({ amount: 99, cardId: '7' })).state).toBe('unconfirmed');
    expect(value(await framed.submitQuickDeposit({ amount: 5, cardId: '7' })).state).toBe('error');
  });

  it('reads an unconfirmed deposit when the frame never reports', async () => {
    const silent: FrameHost = { open: () => ({ window: {}, close() {} }), subscribe: () => () => {} };
    const framed = createApi(env, { frameHost: silent });
    expect(value(await framed.submitQuickDeposit({ amount: 40, cardId: '7' }, { timeoutMs: 20 })).state).toBe(
      'unconfirmed',
    );
  });
});

describe('translations', () => {
  it('loads a language file, and falls back to English when it is missing', async () => {
    expect(value(await api.getTranslations('de', 'dfs'))).toMatchObject({ language: 'DE' });
    const fallback = value(await api.getTranslations('es', 'dfs'));
    expect(fallback.language).toBe('EN');
    expect(fallback.entries.redeemed_today).toMatch(/already claimed/);
    expect((await api.getTranslations('fr', 'nothing')).ok).toBe(false);
  });
});
