import { toSafePageLink } from './addresses.ts';
import { toArray, toFlag, toNumberOrNull, toRecord, toText, toTextOrNull } from './coerce.ts';
import {
  DFS_DEFAULT_BALANCE_RULE,
  DFS_DEFAULT_LAST_X_DAYS,
  DFS_DEFAULT_MINIMUM_DEPOSIT,
} from './constants.ts';
import type { RandomSource } from './rows.ts';
import { nextServerMidnight } from './server-time.ts';

/** Why a player may not redeem daily free spins today (§4). */
export const DFS_REASONS = [
  'no_dfs_data',
  'no_dfs_game',
  'no_dfs_template',
  'server_error_email_click',
  'minimum_deposit',
  'redeemed_today',
  'active_coupon',
  'fivedolar_balance',
] as const;

export type DfsReason = (typeof DFS_REASONS)[number];

/** One slice of the spin wheel. */
export interface WheelSlice {
  readonly spins: number;
  /** Relative weight; the slices need not add up to 1 or 100. */
  readonly probability: number;
}

/** The daily free spins data (§3), settled into types. */
export interface DfsData {
  readonly spinWheel: boolean;
  readonly allowedToRedeem: boolean;
  /** The raw reason; see {@link dfsState} for the typed one. */
  readonly reasonNotAllowed: string | null;
  /** Whether the player has clicked the e-mail link; null when the data does not say. */
  readonly emailClicked: boolean | null;
  readonly lastXDays: number | null;
  readonly requiredMinimumDeposit: number | null;
  readonly slices: readonly WheelSlice[];
  readonly spinsRemaining: number | null;
  readonly gameSlug: string | null;
  readonly cashierUrl: string | null;
  readonly webplayUrl: string | null;
  readonly successMessage: string | null;
  readonly termsPage: string | null;
  readonly casinoId: number | null;
}

function parseEmailClicked(raw: unknown): boolean | null {
  if (typeof raw === 'boolean' || typeof raw === 'number') return toFlag(raw);
  const text = toText(raw).toLowerCase();
  if (['1', 'true', 'yes', 'clicked'].includes(text)) return true;
  if (['0', 'false', 'no', 'not_clicked', 'pending'].includes(text)) return false;
  // an address means an e-mail exists, not that it was clicked; leave it to the other fields
  return null;
}

/**
 * Reads the daily free spins data. Tolerates PHP-style values; `required_mininum_deposit` is the
 * backend's spelling.
 *
 * @example
 * parseDfsData({ allowed_to_redeem: '1', slices: [{ no_of_spins: 10, probability: '50' }] });
 */
export function parseDfsData(raw: unknown): DfsData {
  const body = toRecord(raw);
  const slices = toArray(body.slices).flatMap((item): WheelSlice[] => {
    const slice = toRecord(item);
    const spins = toNumberOrNull(slice.no_of_spins);
    const probability = toNumberOrNull(slice.probability);
    return spins === null ? [] : [{ spins, probability: Math.max(probability ?? 0, 0) }];
  });
  const casinoId = toNumberOrNull(body.casino_id);
  return {
    spinWheel: toFlag(body.DFSSPINWHEEL),
    allowedToRedeem: toFlag(body.allowed_to_redeem),
    reasonNotAllowed: toTextOrNull(body.reason_not_allowed_to_redeem),
    emailClicked: parseEmailClicked(body.email_clicked ?? body.email),
    lastXDays: toNumberOrNull(body.last_x_days),
    requiredMinimumDeposit: toNumberOrNull(body.required_mininum_deposit ?? body.required_minimum_deposit),
    slices,
    spinsRemaining: toNumberOrNull(body.spins_remaining),
    gameSlug: toTextOrNull(body.game_slug),
    // links of the answer go through the link classifier, as the config's do
    cashierUrl: toSafePageLink(body.cashierURL),
    webplayUrl: toSafePageLink(body.webplayURL),
    successMessage: toTextOrNull(body.successmsg),
    termsPage: toSafePageLink(body.terms_page),
    casinoId: casinoId !== null && Number.isInteger(casinoId) ? casinoId : null,
  };
}

/** What the daily free spins panel shows (§4). */
export type DfsState =
  | { readonly kind: 'allowed' }
  /** Send the e-mail, then poll every 60 s until it is clicked. */
  | { readonly kind: 'email-not-clicked' }
  | { readonly kind: 'not-allowed'; readonly reason: DfsReason }
  /** A reason the lobby does not know; shown with a generic text. */
  | { readonly kind: 'not-allowed-unknown'; readonly reason: string };

const EMAIL_REASONS = ['email_not_clicked', 'email_click', 'email'];

/**
 * The state from the data: no data → not allowed (no_dfs_data); a known reason → not allowed for it; an
 * unclicked e-mail → email-not-clicked; allowed → allowed (§4).
 *
 * @example
 * dfsState(parseDfsData({ allowed_to_redeem: 0, reason_not_allowed_to_redeem: 'redeemed_today' }));
 * // { kind: 'not-allowed', reason: 'redeemed_today' }
 */
export function dfsState(data: DfsData | null): DfsState {
  if (data === null) return { kind: 'not-allowed', reason: 'no_dfs_data' };
  const reason = data.reasonNotAllowed?.toLowerCase() ?? null;
  const known = DFS_REASONS.find((item) => item === reason);
  if (known !== undefined) return { kind: 'not-allowed', reason: known };
  if (EMAIL_REASONS.includes(reason ?? '') || data.emailClicked === false)
    return { kind: 'email-not-clicked' };
  if (data.allowedToRedeem) return { kind: 'allowed' };
  return reason === null
    ? { kind: 'not-allowed', reason: 'no_dfs_data' }
    : { kind: 'not-allowed-unknown', reason };
}

/**
 * The slice the wheel lands on. When the platform drew the prize itself (`drawnSpins`, the spins of the
 * free-spins data's `newrulevalidation`) and a slice gives that many, the wheel lands there (on one of them
 * at random, when several do): the lobby shows the platform's draw rather than deciding the prize. Without
 * such a draw the lobby picks by weight ({@link pickWheelSlice}), and the platform must check the claim.
 *
 * @example
 * wheelLanding([{ spins: 5, probability: 70 }, { spins: 50, probability: 30 }], 50, () => 0); // 1
 */
export function wheelLanding(
  slices: readonly WheelSlice[],
  drawnSpins: number | null,
  random: RandomSource,
): number | null {
  const drawn = slices.flatMap((slice, i) => (slice.spins === drawnSpins ? [i] : []));
  if (drawn.length === 0) return pickWheelSlice(slices, random);
  const at = Math.min(Math.floor(Math.max(random(), 0) * drawn.length), drawn.length - 1);
  return drawn[at] ?? null;
}

/**
 * Picks a wheel slice by weight with the injected random source; null when no slice has weight. Returns
 * the slice's index so the wheel can turn to it.
 *
 * @example
 * pickWheelSlice([{ spins: 5, probability: 70 }, { spins: 50, probability: 30 }], () => 0.8); // 1
 */
export function pickWheelSlice(slices: readonly WheelSlice[], random: RandomSource): number | null {
  const total = slices.reduce((sum, slice) => sum + Math.max(slice.probability, 0), 0);

  let point = Math.min(Math.max(random(), 0), 1) * total;
  let last: number | null = null;
  for (const [i, slice] of slices.entries()) {
    if (!(slice.probability > 0)) continue;
    if (point < slice.probability) return i;
    point -= slice.probability;
    last = i;
  }
  // only reached when random() returned 1 (out of contract) or rounding left a sliver
  return last;
}

/**
 * The cached data after a win: no longer allowed today, for the reason redeemed_today (§4).
 *
 * @example
 * dfsState(markRedeemedToday(data)); // { kind: 'not-allowed', reason: 'redeemed_today' }
 */
export function markRedeemedToday(data: DfsData): DfsData {
  return { ...data, allowedToRedeem: false, reasonNotAllowed: 'redeemed_today' };
}

/**
 * What pressing spin does: nothing while the wheel turns, the terms error until the box is ticked (§5),
 * otherwise spin.
 *
 * @example
 * spinAttempt({ termsAccepted: false, spinning: false }); // 'terms-not-accepted'
 */
export function spinAttempt(state: {
  readonly termsAccepted: boolean;
  readonly spinning: boolean;
}): 'spin' | 'terms-not-accepted' | 'busy' {
  if (state.spinning) return 'busy';
  return state.termsAccepted ? 'spin' : 'terms-not-accepted';
}

/** The numbers the daily free spins texts fill in. */
export interface DfsTextValues {
  readonly lastXDays: number;
  readonly minimumDeposit: number;
  readonly balanceRule: number;
}

/**
 * The values for the texts, with the defaults of §9: 7 days, 30 minimum deposit, $5 balance rule.
 *
 * @example
 * dfsTextValues(null); // { lastXDays: 7, minimumDeposit: 30, balanceRule: 5 }
 */
export function dfsTextValues(
  data: Pick<DfsData, 'lastXDays' | 'requiredMinimumDeposit'> | null,
): DfsTextValues {
  const positive = (n: number | null | undefined, fallback: number) => Math.max(n ?? 0, 0) || fallback;
  return {
    lastXDays: positive(data?.lastXDays, DFS_DEFAULT_LAST_X_DAYS),
    minimumDeposit: positive(data?.requiredMinimumDeposit, DFS_DEFAULT_MINIMUM_DEPOSIT),
    balanceRule: DFS_DEFAULT_BALANCE_RULE,
  };
}

/**
 * When the next daily free spins become available: midnight in New York (§4).
 *
 * @example
 * countdownParts(dfsResetAt(now), now);
 */
export function dfsResetAt(now: number | Date): number {
  return nextServerMidnight(now);
}

/** A redeem answer (§3). */
export interface DfsRedeemResult {
  readonly success: boolean;
  readonly gameName: string | null;
  readonly gameImage: string | null;
  readonly shortcut: string | null;
  readonly freeSpins: number | null;
  readonly responseMessage: string | null;
}

/**
 * Reads a redeem answer.
 *
 * @example
 * parseDfsRedeemResult({ success: true, freespins: '10', gamename: 'Cash Bandits' });
 */
export function parseDfsRedeemResult(raw: unknown): DfsRedeemResult {
  const body = toRecord(raw);
  return {
    success: toFlag(body.success),
    gameName: toTextOrNull(body.gamename),
    gameImage: toTextOrNull(body.gameimage),
    shortcut: toTextOrNull(body.shortcut),
    freeSpins: toNumberOrNull(body.freespins),
    responseMessage: toTextOrNull(body.responseMessage),
  };
}
