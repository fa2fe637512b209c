import { useLingui } from '@lingui/react/macro';
import { countdownParts, dfsResetAt, dfsTextValues, formatMoney, lowBalanceRule } from '@lobby/domain';
import { DailyFreeSpinsDialog, type DfsCountdown, type DfsRuleValues, type DfsView } from '@lobby/ui';
import { useEffect, useRef, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { isGamePath } from '../../navigation/paths.ts';
import { random } from '../../platform/random.ts';
import { readWheelData, writeWheelData } from '../../state/local-stores.ts';
import { requireApi } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { ui } from '../../state/ui.ts';
import { useViewer } from '../../state/viewer.ts';
import {
  createDfsFlow,
  type DfsFlow,
  type DfsFlowState,
  type DfsFlowView,
  type DfsProblem,
  serverDay,
} from './dfs-flow.ts';
import { claimPopupDay } from './popup-day.ts';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The countdown to midnight New York, ticking each second while `active`. */
function useNextSpinsCountdown(active: boolean): DfsCountdown | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  if (!active) return null;
  const { days, hours, minutes, seconds } = countdownParts(dfsResetAt(now), now);
  return { days, hours, minutes, seconds };
}

/** Puts the numbers into a reason text of the casino's translation file (`{amount}`, `{days}`). */
function fillReasonText(text: string, amount: string | null, days: number): string {
  return text.replaceAll('{days}', String(days)).replaceAll('{amount}', amount ?? '');
}

/**
 * The daily free spins modal wired to `ui.dailyFreeSpinsOpen` (§4). It opens by itself once a day when the
 * casino's dfs_popup is on; each opening starts a fresh flow, closing (or leaving the page) ends it.
 */
export function DailyFreeSpinsHost() {
  const { t, i18n } = useLingui();
  const { dailyFreeSpinsOpen } = useSnapshot(ui);
  const { player, config } = useSnapshot(session);
  const [location] = useLocation();
  const [flow, setFlow] = useState<DfsFlow | null>(null);
  const flowRef = useRef<DfsFlow | null>(null);

  // §4: once a day by itself, never over a running game
  useEffect(() => {
    if (player === null || config === null || !config.dfs || !config.dfsPopup) return;
    if (isGamePath(location)) return;
    if (claimPopupDay(serverDay(Date.now()))) ui.dailyFreeSpinsOpen = true;
  }, [player, config, location]);

  // each opening gets a flow; closing or leaving the page stops its poll and timers
  useEffect(() => {
    if (!dailyFreeSpinsOpen || session.player === null) return;
    const pid = session.player.pid;
    const next = createDfsFlow({
      api: requireApi(),
      pid,
      language: session.language,
      spinWheel: session.config?.dfsSpinwheel ?? false,
      random,
      reducedMotion: prefersReducedMotion,
      now: () => Date.now(),
      readCache: readWheelData,
      writeCache: writeWheelData,
    });
    flowRef.current = next;
    setFlow(next);
    void next.load();
    const leave = () => next.dispose();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      next.dispose();
    };
  }, [dailyFreeSpinsOpen]);

  // a game taking over the screen closes the modal
  useEffect(() => {
    if (isGamePath(location)) ui.dailyFreeSpinsOpen = false;
  }, [location]);

  const snap = useSnapshot(flow?.state ?? EMPTY);
  const flowView = snap.view as DfsFlowView;
  const counting = flowView.kind === 'not-allowed' || flowView.kind === 'won';
  const countdown = useNextSpinsCountdown(dailyFreeSpinsOpen && counting);
  const { currency } = useViewer();

  if (player === null) return null;

  const data = snap.data;
  const numbers = dfsTextValues(data);
  const rule = lowBalanceRule(config?.casinoId ?? null, currency);
  const minimumDeposit = formatMoney(numbers.minimumDeposit, currency, i18n.locale, { wholeUnits: true });
  const balanceRule = formatMoney(rule.amount, rule.currency, i18n.locale, { wholeUnits: true });
  const values: DfsRuleValues = { lastXDays: numbers.lastXDays, minimumDeposit, balanceRule };
  const lastXDays = numbers.lastXDays;

  const problemText = (problem: DfsProblem): string => {
    switch (problem) {
      case 'network':
        return t`We couldn't reach the casino. Check your connection and try again.`;
      case 'server':
        return t`The casino could not answer just now. Please try again.`;
      case 'malformed':
        return t`The casino sent an answer we couldn't read. Please try again.`;
    }
  };

  const reasonText = (reason: string): string => {
    const amount =
      reason === 'minimum_deposit' ? minimumDeposit : reason === 'fivedolar_balance' ? balanceRule : null;
    const fromCasino = snap.reasonTexts[reason];
    if (fromCasino) return fillReasonText(fromCasino, amount, lastXDays);
    switch (reason) {
      case 'no_dfs_data':
        return t`Daily free spins are not available right now.`;
      case 'no_dfs_game':
        return t`There is no free-spins game today.`;
      case 'no_dfs_template':
        return t`Daily free spins are being set up. Please check back later.`;
      case 'server_error_email_click':
        return t`We could not check your e-mail confirmation. Please try again later.`;
      case 'minimum_deposit':
        return t`Deposit at least ${minimumDeposit} in the last ${lastXDays} days to claim daily free spins.`;
      case 'redeemed_today':
        return t`You have already claimed today's free spins. Come back tomorrow!`;
      case 'active_coupon':
        return t`Cancel your active coupon to claim daily free spins.`;
      case 'fivedolar_balance':
        return t`Your balance must be under ${balanceRule} to claim daily free spins.`;
      default:
        return t`Daily free spins are not available today.`;
    }
  };

  const toView = (view: DfsFlowView): DfsView => {
    switch (view.kind) {
      case 'load-failed':
        return { kind: 'load-failed', message: problemText(view.problem) };
      case 'email':
        return {
          kind: 'email',
          email: view.email,
          sent: view.sent,
          sending: view.sending,
          sendError: view.sendFailed ? t`The e-mail could not be sent. Please try again.` : null,
        };
      case 'not-allowed':
        return { kind: 'not-allowed', reason: view.reason, message: reasonText(view.reason) };
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
          serverMessage: view.problem ? problemText(view.problem) : view.serverMessage,
          retryable: view.problem !== null,
        };
      default:
        return view;
    }
  };

  const current = flowRef.current;
  return (
    <DailyFreeSpinsDialog
      open={dailyFreeSpinsOpen}
      onOpenChange={(open) => {
        ui.dailyFreeSpinsOpen = open;
      }}
      view={toView(flowView)}
      values={values}
      countdown={countdown}
      termsHref={data?.termsPage ?? config?.pages.terms ?? null}
      onClaim={() => void current?.claim()}
      onSpin={() => void current?.spin()}
      onTermsChange={(accepted) => current?.setTerms(accepted)}
      onSendEmail={() => void current?.sendEmail()}
      onRetry={() => void current?.retry()}
    />
  );
}

// what the dialog shows before the first opening (it is closed then)
const EMPTY = proxy<DfsFlowState>({ view: { kind: 'loading' }, data: null, reasonTexts: {} });
