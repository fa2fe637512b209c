import * as v from 'valibot';
import { type Balances, type ConfigResponse, parseBalances, parseConfigResponse } from './config.ts';
import type { GameLock } from './game.ts';
import type { FavouriteRef } from './game-lists.ts';
import {
  firstOf,
  optionalField,
  readResult,
  type WireSchema,
  wireField,
  wireFlag,
  wireList,
  wireNumber,
  wireRecord,
  wireRecordWith,
  wireText,
  withAliases,
} from './wire.ts';

/** The platform's answers about the player (§7): config, favourites, free-spin flags, balance, unread count, locks. */

/** ?getconfig, opened: the casino and, when logged in, the player, read by the domain. */
export const ConfigResponseSchema: WireSchema<ConfigResponse> = v.pipe(
  v.unknown(),
  readResult(parseConfigResponse),
);

/** An answer the lobby does not read (a rollback, a processor ping): anything is accepted. */
export const IgnoredAnswerSchema: WireSchema<undefined> = v.pipe(
  v.unknown(),
  v.transform(() => undefined),
);

/** A game named by shortname and (in fusion) provider; a bare string is a shortname. */
export const GameRefSchema: WireSchema<FavouriteRef> = firstOf<FavouriteRef>(
  v.pipe(
    wireText,
    v.nonEmpty('empty shortname'),
    v.transform((shortname) => ({ shortname, provider: null })),
  ),
  v.pipe(
    wireRecord,
    withAliases({ shortname: ['shortname', 'short_name', 'game'] }),
    v.object({ shortname: wireText, provider: optionalField(wireText, null) }, 'is missing'),
  ),
);

/**
 * A list of game references, bare or wrapped (`{ favorites: [...] }`, `{ games: [...] }`). The wrapped form
 * is tried first because a list also reads an object as its values.
 */
export const GameRefListSchema: WireSchema<FavouriteRef[]> = firstOf(
  wireField('favorites', wireList(GameRefSchema), ['games', 'suggested', 'recent', 'list']),
  wireList(GameRefSchema),
);

export interface DfsFlags {
  readonly dfs: boolean;
  readonly dfsPopup: boolean;
  readonly dfsSpinwheel: boolean;
}

/** ?DFS: whether daily free spins, its popup and its wheel are on. */
export const DfsFlagsSchema: WireSchema<DfsFlags> = v.pipe(
  wireRecordWith(['dfs', 'dfs_popup', 'dfs_spinwheel']),
  v.object({
    dfs: optionalField(wireFlag, false),
    dfs_popup: optionalField(wireFlag, false),
    dfs_spinwheel: optionalField(wireFlag, false),
  }),
  v.transform((flags) => ({ dfs: flags.dfs, dfsPopup: flags.dfs_popup, dfsSpinwheel: flags.dfs_spinwheel })),
);

const isBlank = (raw: unknown) => raw === null || raw === undefined || raw === '' || raw === false;

const BalanceFieldsSchema = v.pipe(
  wireRecord,
  v.check((answer) => 'balance' in answer, 'balance is missing'),
  // the amount itself may be null (shown as dashes) but must not be something else
  v.forward(
    v.check((answer) => isBlank(answer.balance) || v.is(wireNumber, answer.balance), 'expected a number'),
    ['balance'],
  ),
);

/** ?getBalance: `{ balance, currency_code, … }` or the same inside `balances`; read by the domain. */
export const BalanceSchema: WireSchema<Balances> = v.pipe(
  wireRecord,
  v.transform((answer) => ('balances' in answer && answer.balances != null ? answer.balances : answer)),
  BalanceFieldsSchema,
  v.transform((answer) => parseBalances(answer)),
);

/** ?getunreadmessages: the number of unread messages, never below 0. */
export const UnreadSchema: WireSchema<number> = v.pipe(
  wireRecord,
  v.object({ total_unread: wireNumber }, 'is missing'),
  v.transform((answer) => Math.max(0, answer.total_unread)),
);

const LockObjectSchema: WireSchema<GameLock | null> = v.pipe(
  wireRecord,
  v.object({
    lock_by: optionalField(wireText, ''),
    visible_event: optionalField(wireText, ''),
    target_date: optionalField(wireText, null),
    display_name: optionalField(wireText, null),
    game_name: optionalField(wireText, null),
    img_portrait: optionalField(wireText, null),
    img_landscape: optionalField(wireText, null),
  }),
  v.transform((lock): GameLock => {
    const lockBy = lock.lock_by.toLowerCase();
    const event = lock.visible_event.toLowerCase();
    return {
      lockBy: lockBy === 'player_class' || lockBy === 'event' ? lockBy : null,
      visibleEvent: event === 'deposit' || event === 'signup' ? event : null,
      targetDate: lock.target_date,
      displayName: lock.display_name,
      gameName: lock.game_name,
      imgPortrait: lock.img_portrait,
      imgLandscape: lock.img_landscape,
    };
  }),
);

// PHP writes "no lock" as null, false, '', [] or {}
const isNoLock = (raw: unknown) =>
  raw === null ||
  raw === undefined ||
  raw === false ||
  raw === '' ||
  (Array.isArray(raw) && raw.length === 0) ||
  (raw !== null && typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw).length === 0);

const NoLockSchema = v.pipe(
  v.custom<unknown>(isNoLock),
  v.transform(() => null),
);

/** ?getgamelockdetails: `{ game_lock: {...} }` or the lock itself; an empty answer means not locked. */
export const GameLockSchema: WireSchema<GameLock | null> = firstOf<GameLock | null>(
  NoLockSchema,
  v.pipe(
    wireRecord,
    v.check((answer) => 'game_lock' in answer),
    v.object({ game_lock: firstOf<GameLock | null>(NoLockSchema, LockObjectSchema) }),
    v.transform((answer) => answer.game_lock),
  ),
  LockObjectSchema,
);

/** `{ success }` answers (setFavorite). */
export const SuccessSchema: WireSchema<boolean> = wireField('success', wireFlag);
