/** Wire schemas of the player calls: favourites, free-spin flags, balance, unread count, game locks. */
import { type Balances, type FavouriteRef, type GameLock, parseBalances } from '@lobby/domain';
import { firstOf, flag, list, map, nullable, num, object, reject, type Schema, text } from '../schema.ts';

/** A game named by shortname and (in fusion) provider; a bare string is a shortname. */
export const GameRefSchema: Schema<FavouriteRef> = firstOf<FavouriteRef>(
  map(text, (shortname, path) =>
    shortname === '' ? reject(path, 'empty shortname') : { shortname, provider: null },
  ),
  object((r) => ({
    shortname: r.req(['shortname', 'short_name', 'game'], text),
    provider: r.opt('provider', text, null),
  })),
);

/**
 * A list of game references, bare or wrapped (`{ favorites: [...] }`, `{ games: [...] }`). The object form
 * is tried first because `list` also reads an object as its values.
 */
export const GameRefListSchema: Schema<FavouriteRef[]> = firstOf(
  object((r) => r.req(['favorites', 'games', 'suggested', 'recent', 'list'], list(GameRefSchema))),
  list(GameRefSchema),
);

export interface DfsFlags {
  readonly dfs: boolean;
  readonly dfsPopup: boolean;
  readonly dfsSpinwheel: boolean;
}

export const DfsFlagsSchema: Schema<DfsFlags> = object((r) => {
  if (!r.has(['dfs', 'dfs_popup', 'dfs_spinwheel'])) reject(r.path, 'no dfs flags');
  return {
    dfs: r.opt('dfs', flag, false),
    dfsPopup: r.opt('dfs_popup', flag, false),
    dfsSpinwheel: r.opt('dfs_spinwheel', flag, false),
  };
});

/** `{ balance, currency_code, … }` or the same inside `balances`; read by the domain's parser. */
export const BalanceSchema: Schema<Balances> = object((r) => {
  const inner = r.has('balances') ? object((b) => b.raw)(r.raw.balances, 'balances') : r.raw;
  if (!('balance' in inner)) reject(r.path, 'balance is missing');
  // the amount itself may be null (shown as dashes) but must not be something else
  nullable(num)(inner.balance, 'balance');
  return parseBalances(inner);
});

export const UnreadSchema: Schema<number> = object((r) => Math.max(0, r.req('total_unread', num)));

const LockObjectSchema: Schema<GameLock | null> = object((l) => {
  if (Object.keys(l.raw).length === 0) return null;
  const lockBy = l.opt('lock_by', text, '').toLowerCase();
  const event = l.opt('visible_event', text, '').toLowerCase();
  return {
    lockBy: lockBy === 'player_class' || lockBy === 'event' ? lockBy : null,
    visibleEvent: event === 'deposit' || event === 'signup' ? event : null,
    targetDate: l.opt('target_date', text, null),
    displayName: l.opt('display_name', text, null),
    gameName: l.opt('game_name', text, null),
    imgPortrait: l.opt('img_portrait', text, null),
    imgLandscape: l.opt('img_landscape', text, null),
  };
});

// PHP writes "no lock" as null, false, [] or {}
const isNoLock = (raw: unknown) =>
  raw === null ||
  raw === undefined ||
  raw === false ||
  raw === '' ||
  (Array.isArray(raw) && raw.length === 0);

/** A lock, `{ game_lock: {...} }` or the lock itself; an empty answer means the game is not locked. */
export const GameLockSchema: Schema<GameLock | null> = (raw, path) => {
  if (isNoLock(raw)) return null;
  const wrapped = raw !== null && typeof raw === 'object' && !Array.isArray(raw) && 'game_lock' in raw;
  const inner = wrapped ? (raw as { game_lock: unknown }).game_lock : raw;
  if (isNoLock(inner)) return null;
  return LockObjectSchema(inner, wrapped ? (path ? `${path}.game_lock` : 'game_lock') : path);
};

/** `{ success }` answers (setFavorite). */
export const SuccessSchema: Schema<boolean> = object((r) => r.req('success', flag));
