import {
  formatMoney,
  lowBalanceRule,
  type PostGameBalanceOutcome,
  postGameBalanceOutcome,
} from '@lobby/domain';
import { STORAGE } from '../../state/local-stores.ts';
import { services } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { ui } from '../../state/ui.ts';
import { notify, wallet } from '../../state/wallet.ts';
import { readStorage, removeStorage, writeStorage } from '../../state/web-storage.ts';

/** The translated notices of the check; `low` receives the $5 rule already formatted (e.g. "€5"). */
export interface BalanceTexts {
  win: (amount: string) => string;
  lose: (amount: string) => string;
  low: (threshold: string) => string;
}

/** Whether the deployment has the post-game balance check on (env.json `postGameBalanceCheck`, §4 "if on"). */
export function balanceCheckOn(): boolean {
  return services.env?.postGameBalanceCheck ?? true;
}

/**
 * Notes the balance as a real-money game starts, so the check can run when the player comes back, whether
 * through the game page's own buttons or a full reload from the game's exit page (§4).
 */
export function rememberBalanceBeforeGame(balance: number | null): void {
  if (balance === null || !Number.isFinite(balance)) return;
  writeStorage('session', STORAGE.gameStartBalance, String(balance));
}

/** The balance noted before the game, or null (none, or damaged). */
export function balanceBeforeGame(): number | null {
  const raw = readStorage('session', STORAGE.gameStartBalance);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

let checking: Promise<PostGameBalanceOutcome | null> | null = null;

/**
 * The post-game balance check (§4): fetches the balance, shows a win or lose notice for a change of 3 or
 * more (100 live), and for a balance under 5 opens quick deposit or shows the low-balance notice. Runs once
 * per game visit however often it is asked; a failed balance call keeps the note for the next try.
 */
export function checkBalanceAfterGame(texts: BalanceTexts): Promise<PostGameBalanceOutcome | null> {
  checking ??= runCheck(texts).finally(() => {
    checking = null;
  });
  return checking;
}

async function runCheck(texts: BalanceTexts): Promise<PostGameBalanceOutcome | null> {
  const previous = balanceBeforeGame();
  const api = services.api;
  const config = session.config;
  if (!balanceCheckOn() || previous === null || !api || !config || session.player === null) return null;
  const result = await api.getBalance();
  if (!result.ok) return null;
  removeStorage('session', STORAGE.gameStartBalance);
  wallet.balances = result.value;
  const current = result.value.balance;
  const outcome = postGameBalanceOutcome({
    previous,
    current,
    quickdepositEnabled: config.quickdepositEnabled,
    isFusion: config.isFusion,
    isLive: config.environment === 'live',
  });
  const currency = result.value.currencyCode || session.player.currencyCode || config.currency;
  const locale = session.language;
  if (current !== null && outcome.notice !== 'none') {
    const amount = formatMoney(Math.abs(current - previous), currency, locale);
    notify(outcome.notice, outcome.notice === 'win' ? texts.win(amount) : texts.lose(amount));
  }
  if (outcome.lowBalance === 'open-quick-deposit') ui.quickDepositOpen = true;
  else if (outcome.lowBalance === 'show-notice') {
    const rule = lowBalanceRule(config.casinoId, currency);
    notify('lowbalance', texts.low(formatMoney(rule.amount, rule.currency, locale, { wholeUnits: true })));
  }
  return outcome;
}
