import { err, ok, type Player } from '@lobby/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../api/index.ts';
import { services } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { ui } from '../../state/ui.ts';
import { wallet } from '../../state/wallet.ts';
import { readStorage, writeStorage } from '../../state/web-storage.ts';
import {
  addPendingFavourite,
  favouriteKey,
  favouriteRequests,
  isFavourite,
  toggleFavourite,
  withChangesInFlight,
} from './favourites.ts';

const game = { shortname: 'cash-bandits', provider: 'rtg', displayName: 'Cash Bandits', releaseTime: null };
const texts = { added: (n: string) => `added ${n}`, failed: (n: string) => `failed ${n}` };

function withApi(setFavorite: Api['setFavorite']) {
  services.api = { setFavorite } as unknown as Api;
}

beforeEach(() => {
  session.player = { fname: 'Ann' } as Player;
  wallet.favourites = [];
  wallet.notifications = [];
  favouriteRequests.status = {};
  ui.loginPrompt = null;
});

describe('toggleFavourite', () => {
  it('adds at once, keeps it when the server agrees and says so', async () => {
    let seen: readonly unknown[] = [];
    withApi(async () => {
      seen = [...wallet.favourites];
      expect(favouriteRequests.status[favouriteKey(game)]).toBe('processing');
      return ok(true);
    });
    expect(await toggleFavourite(game, texts, '/')).toBe(true);
    expect(seen).toHaveLength(1);
    expect(isFavourite(wallet.favourites, game)).toBe(true);
    expect(favouriteRequests.status[favouriteKey(game)]).toBe('idle');
    expect(wallet.notifications.map((n) => [n.kind, n.message])).toEqual([
      ['favorite_add', 'added Cash Bandits'],
    ]);
  });

  it('removes without a notification', async () => {
    wallet.favourites = [{ shortname: 'cash-bandits', provider: 'rtg' }];
    const setFavorite = vi.fn(async () => ok(true));
    withApi(setFavorite);
    await toggleFavourite(game, texts, '/');
    expect(setFavorite).toHaveBeenCalledWith({
      action: 'remove',
      shortname: 'cash-bandits',
      provider: 'rtg',
    });
    expect(wallet.favourites).toEqual([]);
    expect(wallet.notifications).toEqual([]);
  });

  it('puts the list back, marks the tile failed and tells the player on failure', async () => {
    withApi(async () => err({ kind: 'http', call: 'setFavorite', status: 500 }) as never);
    expect(await toggleFavourite(game, texts, '/')).toBe(false);
    expect(wallet.favourites).toEqual([]);
    expect(favouriteRequests.status[favouriteKey(game)]).toBe('failed');
    expect(wallet.notifications.map((n) => n.kind)).toEqual(['error']);
  });

  it('treats a refusal (success false) as a failure', async () => {
    withApi(async () => ok(false));
    await toggleFavourite(game, texts, '/');
    expect(favouriteRequests.status[favouriteKey(game)]).toBe('failed');
  });

  it('asks a guest to log in and calls nothing', async () => {
    session.player = null;
    const setFavorite = vi.fn();
    withApi(setFavorite);
    await toggleFavourite(game, texts, '/all-games');
    expect(setFavorite).not.toHaveBeenCalled();
    expect(ui.loginPrompt).toEqual({ returnTo: '/all-games', reason: null });
  });
});

describe('addPendingFavourite', () => {
  const catalogueGame = { ...game, releaseTime: null } as unknown as Parameters<
    typeof addPendingFavourite
  >[0][number];

  it('adds the stored game on arrival and forgets it', async () => {
    writeStorage(
      'session',
      'pending_favourite',
      JSON.stringify({ shortname: 'cash-bandits', provider: 'rtg' }),
    );
    const setFavorite = vi.fn(async () => ok(true));
    withApi(setFavorite);
    await addPendingFavourite([catalogueGame], texts);
    expect(setFavorite).toHaveBeenCalledWith({ action: 'add', shortname: 'cash-bandits', provider: 'rtg' });
    expect(readStorage('session', 'pending_favourite')).toBeNull();
  });

  it('does nothing more when the game is already a favourite', async () => {
    wallet.favourites = [{ shortname: 'cash-bandits', provider: 'rtg' }];
    writeStorage(
      'session',
      'pending_favourite',
      JSON.stringify({ shortname: 'cash-bandits', provider: null }),
    );
    const setFavorite = vi.fn();
    withApi(setFavorite);
    await addPendingFavourite([catalogueGame], texts);
    expect(setFavorite).not.toHaveBeenCalled();
    expect(readStorage('session', 'pending_favourite')).toBeNull();
  });
});

describe('withChangesInFlight', () => {
  it('keeps an add and a removal the server has not answered yet on top of a list fetched meanwhile', async () => {
    const other = { shortname: 'gold-rush', provider: 'rtg', displayName: 'Gold Rush', releaseTime: null };
    wallet.favourites = [{ shortname: 'gold-rush', provider: 'rtg' }];
    const answers: Array<(value: ReturnType<typeof ok<boolean>>) => void> = [];
    withApi(() => new Promise((resolve) => answers.push(resolve)));
    const adding = toggleFavourite(game, texts, '/favorites', 'add');
    const removing = toggleFavourite(other, texts, '/favorites', 'remove');
    // the list asked for before either change: it has the removed game and lacks the added one
    const fetched = [{ shortname: 'gold-rush', provider: 'rtg' }, { shortname: 'lucky-7' }];
    expect(withChangesInFlight(fetched)).toEqual([
      { shortname: 'lucky-7' },
      { shortname: 'cash-bandits', provider: 'rtg' },
    ]);
    // both calls go out once the frame showing the change is drawn
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    for (const answer of answers) answer(ok(true));
    await Promise.all([adding, removing]);
    // answered: the server's list is taken as it is again
    expect(withChangesInFlight(fetched)).toEqual(fetched);
  });

  it('forgets a change whose call failed', async () => {
    withApi(async () => err({ kind: 'network' } as never));
    await toggleFavourite(game, texts, '/favorites', 'add');
    expect(withChangesInFlight([])).toEqual([]);
  });
});
