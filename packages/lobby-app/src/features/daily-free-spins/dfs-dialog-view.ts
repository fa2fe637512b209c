import type { DfsView } from '@lobby/ui';
import type { DfsFlowView, DfsProblem } from './dfs-view.ts';

/** How the flow's view becomes the dialog's: the plain mapping, with the sentences handed in. */

/** The numbers the reason texts speak of, already formatted. */
export interface DfsReasonValues {
  readonly minimumDeposit: string;
  readonly balanceRule: string;
  readonly lastXDays: number;
}

/** The dialog's sentences in the player's language. */
export interface DfsTexts {
  problem(problem: DfsProblem): string;
  reason(reason: string): string;
  sendFailed(): string;
}

/** Puts the numbers into a reason text of the casino's translation file (`{amount}`, `{days}`). */
export function fillReasonText(text: string, amount: string | null, days: number): string {
  return text.replaceAll('{days}', String(days)).replaceAll('{amount}', amount ?? '');
}

/**
 * The casino's own text for a reason (translation file `dfs`), with its numbers filled in: the minimum
 * deposit or the balance rule as `{amount}`, the days as `{days}`. Null when the casino has none.
 */
export function casinoReasonText(
  reason: string,
  reasonTexts: Readonly<Record<string, string>>,
  values: DfsReasonValues,
): string | null {
  const amount =
    reason === 'minimum_deposit'
      ? values.minimumDeposit
      : reason === 'fivedolar_balance'
        ? values.balanceRule
        : null;
  const fromCasino = reasonTexts[reason];
  return fromCasino ? fillReasonText(fromCasino, amount, values.lastXDays) : null;
}

/** The dialog's view for the flow's: problems and reasons as sentences, a win with the link to its game. */
export function dialogViewFor(view: DfsFlowView, texts: DfsTexts): DfsView {
  switch (view.kind) {
    case 'load-failed':
      return { kind: 'load-failed', message: texts.problem(view.problem) };
    case 'email':
      return {
        kind: 'email',
        email: view.email,
        sent: view.sent,
        sending: view.sending,
        sendError: view.sendFailed ? texts.sendFailed() : null,
      };
    case 'not-allowed':
      return { kind: 'not-allowed', reason: view.reason, message: texts.reason(view.reason) };
    case 'won':
      return {
        kind: 'won',
        win: {
          spins: view.win.spins,
          gameName: view.win.gameName,
          gameImage: view.win.gameImage,
          playHref: view.win.shortcut ? `/play/${encodeURIComponent(view.win.shortcut)}` : null,
        },
      };
    case 'redeem-failed':
      return {
        kind: 'redeem-failed',
        serverMessage: view.problem ? texts.problem(view.problem) : view.serverMessage,
        retryable: view.problem !== null,
      };
    default:
      return view;
  }
}
