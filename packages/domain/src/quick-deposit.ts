import { toArray, toFlag, toNumberOrNull, toRecord, toText, toTextOrNull } from './coerce.ts';
import { CRYPTO_FALLBACK_COUNTDOWN_SECONDS, THREE_DIGIT_CURSOR_FROM } from './constants.ts';
import type { CouponMessage } from './coupons.ts';
import { formatMoney } from './money.ts';
import { err, ok, type Result } from './result.ts';

/** The spec's English wording for quick deposit and withdrawals (§5, §8), as message source text. */
export const DEPOSIT_MESSAGES = {
  empty: 'Please enter your deposit amount',
  belowMin: 'Minimum amount to deposit is {min}',
  aboveMax: 'Maximum allowed amount is {max}',
  error: 'Your deposit could not be processed',
  unconfirmed: 'Your deposit could not be confirmed',
  success: 'Deposit of {amount} was added to your wallet',
  cardError: "We're sorry",
  withdrawalCancelled: 'Your funds are back in your balance!',
  withdrawalNotCancelled: 'Your Withdrawal could not be cancelled, please visit our withdrawal page',
} as const;

/** The limits of the deposit method; null when the method does not set one. */
export interface DepositLimits {
  readonly min: number | null;
  readonly max: number | null;
}

/** The result of checking an entered amount (§5). */
export type DepositAmountCheck =
  | { readonly kind: 'ok'; readonly amount: number }
  | { readonly kind: 'empty' }
  | { readonly kind: 'below-min'; readonly min: number }
  | { readonly kind: 'above-max'; readonly max: number };

/**
 * Checks an entered amount against the method's limits: empty (or not a number) → 'empty', under min →
 * 'below-min', over max → 'above-max' (§5). Zero counts as empty.
 *
 * @example
 * validateDepositAmount('10', { min: 20, max: 500 }); // { kind: 'below-min', min: 20 }
 */
export function validateDepositAmount(
  input: string | number | null,
  limits: DepositLimits,
): DepositAmountCheck {
  const amount = toNumberOrNull(input);
  if (amount === null || amount <= 0) return { kind: 'empty' };
  if (limits.min !== null && amount < limits.min) return { kind: 'below-min', min: limits.min };
  if (limits.max !== null && amount > limits.max) return { kind: 'above-max', max: limits.max };
  return { kind: 'ok', amount };
}

/**
 * Whether the amount input uses the 3-digit cursor style: a recommended amount of 100 or more (§5).
 *
 * @example
 * usesThreeDigitCursor(100); // true
 */
export function usesThreeDigitCursor(recommendedAmount: number | null): boolean {
  return (recommendedAmount ?? 0) >= THREE_DIGIT_CURSOR_FROM;
}

/**
 * A quick-deposit amount in the player's currency with no decimals (§5).
 *
 * @example
 * formatDepositAmount(49.5, 'USD', 'en'); // '$50'
 */
export function formatDepositAmount(amount: number | null, currency: string, locale: string): string {
  return formatMoney(amount, currency, locale, { wholeUnits: true });
}

/** A pending withdrawal (§3). */
export interface PendingWithdrawal {
  readonly requestId: string;
  readonly methodName: string;
  readonly timestamp: string;
  readonly amount: number | null;
  readonly coindrawWithdrawalId: string | null;
}

export interface PendingWithdrawals {
  readonly resultsCount: number;
  readonly currency: string;
  readonly withdrawals: readonly PendingWithdrawal[];
}

/**
 * Reads the `getPendingWithdrawals` response; entries without a request_id are left out.
 *
 * @example
 * parsePendingWithdrawals({ results_count: 1, pending_withdrawals: [{ request_id: '7', amount: '50' }] });
 */
export function parsePendingWithdrawals(raw: unknown): PendingWithdrawals {
  const body = toRecord(raw);
  const withdrawals = toArray(body.pending_withdrawals).flatMap((item): PendingWithdrawal[] => {
    const entry = toRecord(item);
    const requestId = toText(entry.request_id);
    if (requestId === '') return [];
    return [
      {
        requestId,
        methodName: toText(entry.method_name),
        timestamp: toText(entry.timestamp),
        amount: toNumberOrNull(entry.amount),
        coindrawWithdrawalId: toTextOrNull(entry.coindraw_withdrawal_id),
      },
    ];
  });
  return {
    resultsCount: toNumberOrNull(body.results_count) ?? withdrawals.length,
    currency: toText(body.currency),
    withdrawals,
  };
}

// numeric collation orders '9' before '10' and copes with ids that are not pure numbers
function compareRequestIds(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/**
 * The pending withdrawal to offer for cancelling: the one with the highest request_id, compared as numbers
 * (§4). null when there is none.
 *
 * @example
 * pendingWithdrawalToShow(list.withdrawals)?.requestId; // '10' rather than '9'
 */
export function pendingWithdrawalToShow(withdrawals: readonly PendingWithdrawal[]): PendingWithdrawal | null {
  let best: PendingWithdrawal | null = null;
  for (const withdrawal of withdrawals) {
    if (best === null || compareRequestIds(withdrawal.requestId, best.requestId) > 0) best = withdrawal;
  }
  return best;
}

/** The deposit method offered by quick deposit. */
export interface DepositMethod {
  readonly name: string;
  readonly min: number | null;
  readonly max: number | null;
  readonly cardId: string;
  readonly cardNumber: string;
  readonly cardImage: string | null;
  readonly commonName: string;
  /** An alternative (crypto) method to fall back to after a card error. */
  readonly alternative: string | null;
}

/** The `quickdepositcheck` response (§3). */
export interface QuickDepositCheck {
  readonly usable: boolean;
  readonly method: DepositMethod;
  readonly recommendedAmount: number | null;
  readonly currency: string;
  readonly currencySymbol: string;
  readonly cryptoAddress: string | null;
  readonly activeCoupon: string | null;
  readonly promos: readonly {
    readonly promotionId: string;
    readonly associatedCoupon: string;
    readonly buttonText: string;
    readonly text: string;
    readonly terms: string;
  }[];
}

// a bare flag says "there is a crypto alternative"; text names it
function parseAlternative(raw: unknown): string | null {
  if (raw === true) return 'crypto';
  const text = toText(raw);
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return null;
  return text === '1' ? 'crypto' : text;
}

/**
 * Reads the `quickdepositcheck` response.
 *
 * @example
 * const check = parseQuickDepositCheck(json);
 * if (check.ok && !check.value.usable) goToCashier();
 */
export function parseQuickDepositCheck(raw: unknown): Result<QuickDepositCheck> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return err('the quick deposit check must be an object');
  const body = toRecord(raw);
  const details = toRecord(body.method_details);
  return ok({
    usable: toFlag(body.usequickdeposit),
    method: {
      name: toText(body.method_name),
      min: toNumberOrNull(details.min),
      max: toNumberOrNull(details.max),
      cardId: toText(details.ccid),
      cardNumber: toText(details.ccnumber),
      cardImage: toTextOrNull(details.ccimg),
      commonName: toText(details.commonname),
      alternative: parseAlternative(details.alternative),
    },
    recommendedAmount: toNumberOrNull(body.recommended_amount),
    currency: toText(body.currency).toUpperCase(),
    currencySymbol: toText(body.currencySymbol),
    cryptoAddress: toTextOrNull(body.cryptoaddress),
    activeCoupon: toTextOrNull(toRecord(body.active_coupon).couponcode),
    promos: toArray(body.promos).map((item) => {
      const promo = toRecord(item);
      return {
        promotionId: toText(promo.promotion_id),
        associatedCoupon: toText(promo.associated_coupon),
        buttonText: toText(promo.button_text),
        text: toText(promo.text),
        terms: toText(promo.terms),
      };
    }),
  });
}

/** The first step of opening quick deposit (§4). */
export type QuickDepositOpening =
  | { readonly kind: 'pending-withdrawal'; readonly withdrawal: PendingWithdrawal }
  | { readonly kind: 'check-availability' };

/**
 * On open: a pending withdrawal is offered first (cancel and keep playing, or skip to deposit); with none,
 * availability is checked next (§4).
 *
 * @example
 * quickDepositOpening(pending.withdrawals);
 */
export function quickDepositOpening(withdrawals: readonly PendingWithdrawal[]): QuickDepositOpening {
  const withdrawal = pendingWithdrawalToShow(withdrawals);
  return withdrawal === null ? { kind: 'check-availability' } : { kind: 'pending-withdrawal', withdrawal };
}

/**
 * After the availability check: the form when quick deposit is usable, otherwise the cashier (§4).
 *
 * @example
 * quickDepositAvailability(check); // 'redirect-cashier' when usequickdeposit is off
 */
export function quickDepositAvailability(
  check: Pick<QuickDepositCheck, 'usable'>,
): 'show-form' | 'redirect-cashier' {
  return check.usable ? 'show-form' : 'redirect-cashier';
}

/** The result states of a quick deposit (§4). */
export type DepositResultState = 'error' | 'unconfirmed' | 'success';

/**
 * Reads a deposit result state, or null for anything else.
 *
 * @example
 * toDepositResultState('Success'); // 'success'
 */
export function toDepositResultState(raw: unknown): DepositResultState | null {
  const state = toText(raw).toLowerCase();
  return state === 'error' || state === 'unconfirmed' || state === 'success' ? state : null;
}

/** What the processor page reported about a deposit (§4). */
export interface DepositOutcome {
  /** success, error or unconfirmed (§4), read by the domain. */
  readonly state: DepositResultState;
  readonly amount: number | null;
  /** The processor's message, e.g. a card error to show after 'We're sorry'. */
  readonly message: string | null;
}

/** The countdown to the crypto deposit page after a card error (§4, §9: 9 s). */
export type CryptoFallback =
  | { readonly status: 'counting'; readonly secondsLeft: number; readonly alternative: string }
  | { readonly status: 'cancelled'; readonly alternative: string }
  | { readonly status: 'submitted'; readonly alternative: string };

/** Where the player stands after the deposit went to the processor (§4, §8). */
export type DepositResult =
  | { readonly kind: 'success'; readonly amount: number }
  /** The money may have moved: check at the cashier rather than try again here. */
  | { readonly kind: 'unconfirmed'; readonly amount: number }
  /** Failed without a reason: try another method at the cashier (crypto recommended when there is one). */
  | { readonly kind: 'failed'; readonly alternative: string | null }
  /** The card was refused with the processor's message; with a crypto alternative a countdown runs. */
  | { readonly kind: 'card-error'; readonly message: string; readonly crypto: CryptoFallback | null };

/**
 * Where the player stands after a submission, from the processor's report: a refusal with a message is a card
 * error, one without a message a plain failure; no report at all (`null`: no frame, no answer) reads as
 * unconfirmed, the safe side. The amount shown is the reported one, else the one submitted.
 *
 * @example
 * depositResult({ state: 'error', amount: 13, message: 'Declined' }, 13, 'bitcoin');
 * // { kind: 'card-error', message: 'Declined', crypto: { status: 'counting', secondsLeft: 9, alternative: 'bitcoin' } }
 */
export function depositResult(
  outcome: DepositOutcome | null,
  submitted: number,
  alternative: string | null,
): DepositResult {
  if (outcome === null) return { kind: 'unconfirmed', amount: submitted };
  const shown = outcome.amount ?? submitted;
  if (outcome.state === 'success') return { kind: 'success', amount: shown };
  if (outcome.state === 'unconfirmed') return { kind: 'unconfirmed', amount: shown };
  const reason = outcome.message?.trim() ?? '';
  if (reason === '') return { kind: 'failed', alternative };
  return {
    kind: 'card-error',
    message: reason,
    crypto:
      alternative === null
        ? null
        : { status: 'counting', secondsLeft: CRYPTO_FALLBACK_COUNTDOWN_SECONDS, alternative },
  };
}

/** Progress of the countdown to the crypto deposit page after a card error. */
export interface CryptoFallbackCountdown {
  readonly secondsLeft: number;
  /** Time to submit to the crypto deposit page. */
  readonly submit: boolean;
}

/**
 * The 9-second countdown after a card error when an alternative crypto method exists; at zero the form
 * auto-submits to the crypto deposit page (§4).
 *
 * @example
 * cryptoFallbackCountdown(startedAt, startedAt + 8_500); // { secondsLeft: 1, submit: false }
 */
export function cryptoFallbackCountdown(startedAt: number, now: number | Date): CryptoFallbackCountdown {
  const elapsed = Math.max(0, Number(now) - startedAt);
  const secondsLeft = Math.max(0, CRYPTO_FALLBACK_COUNTDOWN_SECONDS - Math.floor(elapsed / 1000));
  return { secondsLeft, submit: secondsLeft === 0 };
}

/**
 * Whether a cancel-withdrawal answer succeeded: `CancelWithdrawalResult.success` or `success` (§7).
 *
 * @example
 * isWithdrawalCancelled({ CancelWithdrawalResult: { success: 'true' } }); // true
 */
export function isWithdrawalCancelled(raw: unknown): boolean {
  const body = toRecord(raw);
  const nested = toRecord(body.CancelWithdrawalResult);
  return toFlag('success' in nested ? nested.success : body.success);
}

/** What the open quick-deposit modal has to tell a screen-reader user once, as it happens. */
export type QuickDepositNews =
  | { readonly kind: 'deposit'; readonly result: DepositResult; readonly currency: string }
  | { readonly kind: 'coupon'; readonly message: CouponMessage }
  | { readonly kind: 'withdrawal'; readonly cancelled: boolean }
  /** The withdrawals or the availability check could not be read. */
  | { readonly kind: 'load-failed' }
  /** The countdown after a card error ran out: the player is on the way to the crypto deposit page. */
  | { readonly kind: 'crypto-countdown-ended'; readonly alternative: string };
