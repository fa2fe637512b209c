import { useLingui } from '@lingui/react/macro';
import { dfsOffer, dfsTextValues, formatMoney, lowBalanceRule } from '@lobby/domain';
import { DailyFreeSpinsDialog, type DfsRuleValues } from '@lobby/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { isGamePath } from '../../navigation/paths.ts';
import { useAnnouncement } from '../../state/announcer.ts';
import { session } from '../../state/session.ts';
import { ui } from '../../state/ui.ts';
import { useViewer } from '../../state/viewer.ts';
import { dialogViewFor } from './dfs-dialog-view.ts';
import { useDfsTexts } from './dfs-texts.ts';
import type { DfsFlowView } from './dfs-view.ts';
import { claimPopupDay } from './popup-day.ts';
import { useDfsFlow } from './useDfsFlow.ts';
import { useNextSpinsCountdown } from './useNextSpinsCountdown.ts';
import { serverDay } from './wheel-cache.ts';

/**
 * The daily free spins modal wired to `ui.dailyFreeSpinsOpen` (§4). It opens by itself once a day when the
 * effective dfs_popup is on (the player's ?DFS answer, else the casino config's); each opening starts a
 * fresh flow, closing (or leaving the page) ends it.
 */
export function DailyFreeSpinsHost() {
  const { t, i18n } = useLingui();
  const { dailyFreeSpinsOpen } = useSnapshot(ui);
  const { player, config, dfsAnswer } = useSnapshot(session);
  const [location] = useLocation();

  // §4: once a day by itself, never over a running game
  useEffect(() => {
    if (!dfsOffer(config, dfsAnswer, player !== null).popup) return;
    if (isGamePath(location)) return;
    if (claimPopupDay(serverDay(Date.now()))) ui.dailyFreeSpinsOpen = true;
  }, [player, config, dfsAnswer, location]);

  const { current, snap } = useDfsFlow(dailyFreeSpinsOpen);

  // a game taking over the screen closes the modal
  useEffect(() => {
    if (isGamePath(location)) ui.dailyFreeSpinsOpen = false;
  }, [location]);

  const flowView = snap.view as DfsFlowView;
  const counting = flowView.kind === 'not-allowed' || flowView.kind === 'won';
  const countdown = useNextSpinsCountdown(dailyFreeSpinsOpen && counting);
  const { currency } = useViewer();
  const data = snap.data;
  const numbers = dfsTextValues(data);
  const rule = lowBalanceRule(config?.casinoId ?? null, currency);
  const minimumDeposit = formatMoney(numbers.minimumDeposit, currency, i18n.locale, { wholeUnits: true });
  const balanceRule = formatMoney(rule.amount, rule.currency, i18n.locale, { wholeUnits: true });
  const values: DfsRuleValues = { lastXDays: numbers.lastXDays, minimumDeposit, balanceRule };
  const texts = useDfsTexts(snap.reasonTexts, values);

  // the wheel's (or the claim's) result, read out once as it shows
  const win = dailyFreeSpinsOpen && flowView.kind === 'won' ? flowView.win : null;
  let winNews: string | null = null;
  if (win !== null) {
    const { spins, gameName } = win;
    winNews = t`You won ${spins} free spins!`;
    if (gameName) winNews = `${winNews} ${t`Your spins are waiting in ${gameName}.`}`;
  }
  useAnnouncement(winNews);

  if (player === null) return null;

  return (
    <DailyFreeSpinsDialog
      open={dailyFreeSpinsOpen}
      onOpenChange={(open) => {
        ui.dailyFreeSpinsOpen = open;
      }}
      view={dialogViewFor(flowView, texts)}
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
