/**
 * The player's money: balances, pending withdrawals (which can be called back) and the quick-deposit
 * card, whose processor answers by the amount so each outcome can be tried.
 */
import { serverDateTime } from '../content/server-time.ts';
import type { CasinoState } from './state.ts';

export interface DepositOutcomeBody {
  type: 'lobby:quick-deposit-result';
  state: 'success' | 'error' | 'unconfirmed';
  amount: number | null;
  message: string | null;
}

/** The player's balances as the platform writes them, or null for a guest. */
export function balances(casino: CasinoState) {
  const player = casino.player;
  if (!player) return null;
  const balance = Math.round((player.balance + casino.playerState().balanceDelta) * 100) / 100;
  return {
    balance: balance.toFixed(2),
    withdrawable: Math.max(0, balance - (player.bonus ?? 0)).toFixed(2),
    playthrough: player.bonus === null ? null : (player.bonus * 30).toFixed(2),
    bonus: player.bonus === null ? null : player.bonus.toFixed(2),
    comppoints: casino.fusion || player.comppoints === null ? null : String(player.comppoints),
    currency_code: casino.currency.code,
  };
}

/** ?getBalance. */
export function balanceBody(casino: CasinoState): unknown {
  return balances(casino) ?? { balance: null, currency_code: casino.currency.code };
}

// --- withdrawals ---------------------------------------------------------------------------------------------

/** The player's pending withdrawals, less those called back this session. */
function pending(casino: CasinoState) {
  const player = casino.player;
  if (!player) return [];
  const cancelled = new Set(casino.playerState().cancelledWithdrawals);
  const methods = ['Visa', 'Bitcoin', 'Bank Transfer'];
  return Array.from({ length: player.pendingWithdrawals }, (_, i) => ({
    method_name: methods[i % methods.length] ?? 'Visa',
    timestamp: serverDateTime(casino.now() - (i + 1) * 7 * 3_600_000),
    amount: (150 * (i + 1) + 0.5).toFixed(2),
    request_id: 88_000 + Number(player.PID.slice(-2)) * 10 + i,
    coindraw_withdrawal_id: methods[i % methods.length] === 'Bitcoin' ? `cd-${88_000 + i}` : '',
  })).filter((w) => !cancelled.has(w.request_id));
}

/** ?getPendingWithdrawals. */
export function pendingWithdrawals(casino: CasinoState): unknown {
  const list = pending(casino);
  return { results_count: list.length, pending_withdrawals: list, currency: casino.currency.code };
}

/** ?cancelWithdrawal: answers in the platform's wrapped form; the amount goes back to the balance. */
export function cancelWithdrawal(casino: CasinoState, id: string, methodName: string): unknown {
  const found = pending(casino).find((w) => String(w.request_id) === id && w.method_name === methodName);
  if (!found) return { CancelWithdrawalResult: { success: false } };
  // a crypto withdrawal already sent to the coin network cannot be called back
  if (found.coindraw_withdrawal_id !== '') return { CancelWithdrawalResult: { success: false } };
  casino.changePlayer((state) => {
    state.cancelledWithdrawals.push(found.request_id);
    state.balanceDelta += Number(found.amount);
  });
  return { CancelWithdrawalResult: { success: true } };
}

// --- quick deposit -------------------------------------------------------------------------------------------

/** The promos the quick deposit offers: promotion id, coupon, button, text and terms. */
const QUICK_DEPOSIT_PROMOS = [
  ['11', 'RELOAD50', 'Get 50%', '50% reload bonus', 'Min. deposit 20. 30x playthrough.'],
  ['12', 'FREESPINS25', '25 spins', '25 free spins', 'On selected slots.'],
  ['13', 'SUMMER20', 'Get 20%', '20% summer bonus', 'Min. deposit 20. 25x playthrough.'],
] as const;

/** The quick deposit's promos in wire shape, a fresh list per answer. */
const quickDepositPromos = () =>
  QUICK_DEPOSIT_PROMOS.map(([promotion_id, associated_coupon, button_text, text, terms]) => ({
    promotion_id,
    associated_coupon,
    button_text,
    text,
    terms,
  }));

/** ?quickdepositcheck: the player's saved card and its limits, or no quick deposit at all. */
export function quickDepositCheck(casino: CasinoState): unknown {
  const player = casino.player;
  if (!player?.quickDeposit) return { usequickdeposit: '0' };
  const vip = casino.settings.profile === 'vip';
  return {
    usequickdeposit: '1',
    method_name: 'Visa',
    method_details: {
      min: '20',
      max: vip ? '5000' : '500',
      ccid: '7',
      ccnumber: '**** **** **** 4242',
      ccimg: `${casino.env.assetsHost}icons/visa.svg`,
      commonname: 'Visa',
      alternative: player.alternativeCrypto ? 'bitcoin' : '',
    },
    recommended_amount: vip ? '250' : '50',
    currency: casino.currency.code,
    currencySymbol: casino.currency.symbol,
    cryptoaddress: player.alternativeCrypto ? 'bc1qdemo0address0for0crypto0deposits' : '',
    active_coupon: { couponcode: casino.playerState().activeCoupon ?? '' },
    promos: quickDepositPromos(),
  };
}

const depositAnswer = (
  state: DepositOutcomeBody['state'],
  amount: number | null,
  message: string | null,
): DepositOutcomeBody => ({ type: 'lobby:quick-deposit-result', state, amount, message });

/**
 * The quick-deposit processor's POST, by the last two digits of the amount: 13 declines the card (e.g.
 * 113), 66 fails without a reason, 99 leaves the deposit unconfirmed; any other amount within the card's
 * limits succeeds and raises the balance.
 */
export function processDeposit(casino: CasinoState, form: URLSearchParams): DepositOutcomeBody {
  const amount = Number(form.get('amount'));
  const check = quickDepositCheck(casino) as {
    usequickdeposit: string;
    method_details?: { min: string; max: string; ccid: string };
  };
  const method = check.method_details;
  if (!casino.player || !method) return depositAnswer('error', null, 'Quick deposit is not available.');
  if (!Number.isFinite(amount) || amount < Number(method.min) || amount > Number(method.max))
    return depositAnswer('error', null, 'The amount is outside the card limits.');
  if (form.get('cardID') !== method.ccid) return depositAnswer('error', amount, 'Unknown card.');
  const tail = Math.round(amount) % 100;
  if (tail === 13) return depositAnswer('error', amount, 'Your card was declined by the issuer.');
  if (tail === 66) return depositAnswer('error', amount, null);
  if (tail === 99) return depositAnswer('unconfirmed', amount, null);
  casino.changePlayer((state) => {
    state.balanceDelta += amount;
  });
  return depositAnswer('success', amount, null);
}
