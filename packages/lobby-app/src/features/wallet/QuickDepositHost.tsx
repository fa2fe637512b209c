import {
  DEFAULT_QUICK_DEPOSIT_LINKS,
  QuickDepositDialog,
  type QuickDepositLinks,
  useWalletWords,
} from '@lobby/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { postHiddenForm } from '../../platform/post-form.ts';
import { announce } from '../../state/announcer.ts';
import { leaveFor } from '../../state/leave-for.ts';
import { requireApi } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { ui } from '../../state/ui.ts';
import { notify, refreshBalance } from '../../state/wallet.ts';
import { createQuickDepositFlow } from './quick-deposit-flow.ts';
import type { QuickDepositState } from './quick-deposit-run.ts';

/**
 * The quick-deposit modal wired to `ui.quickDepositOpen` (§4): opening starts the flow, closing ends it
 * (the close animation shows the last step, not an empty box), and the balance is fetched again after money
 * came back or went in.
 */
export function QuickDepositHost() {
  const { quickDepositOpen } = useSnapshot(ui);
  const { config } = useSnapshot(session);
  const links: QuickDepositLinks = {
    ...DEFAULT_QUICK_DEPOSIT_LINKS,
    cashier: config?.pages.cashier ?? DEFAULT_QUICK_DEPOSIT_LINKS.cashier,
  };
  const cashier = useRef(links.cashier);
  cashier.current = links.cashier;
  // the flow lives as long as the host, so it reads the texts of the current language through a ref
  const currentTexts = useWalletWords();
  const texts = useRef(currentTexts);
  texts.current = currentTexts;
  const flow = useMemo(
    () =>
      createQuickDepositFlow({
        api: requireApi(),
        refreshBalance: () => refreshBalance(() => requireApi().getBalance()),
        goToCashier: () => leaveFor(cashier.current),
        goToCrypto: ({ amount, method }) =>
          postHiddenForm(document, DEFAULT_QUICK_DEPOSIT_LINKS.crypto, { amount: String(amount), method }),
        onResultAfterClose: (result, currency) =>
          notify(result.kind === 'success' ? 'info' : 'error', texts.current.deposit(result, currency)),
        onNews: (news) => {
          const { text, politeness } = texts.current.news(news);
          announce(text, politeness);
        },
      }),
    [],
  );
  const state = useSnapshot(flow.state);
  const lastOpen = useRef<Readonly<QuickDepositState>>(state);
  if (state.step.kind !== 'closed') lastOpen.current = state;
  const shown = state.step.kind === 'closed' ? lastOpen.current : state;

  useEffect(() => {
    if (quickDepositOpen) void flow.open();
    else flow.close();
  }, [quickDepositOpen, flow]);
  useEffect(() => () => flow.close(), [flow]);

  return (
    <QuickDepositDialog
      open={quickDepositOpen}
      onOpenChange={(open) => {
        ui.quickDepositOpen = open;
      }}
      step={shown.step}
      amount={shown.amount}
      amountError={shown.amountError}
      activeCoupon={shown.activeCoupon}
      coupon={shown.coupon}
      links={links}
      onRetry={() => void flow.retry()}
      onSkipToDeposit={() => void flow.skipToDeposit()}
      onCancelWithdrawal={() => void flow.cancelWithdrawal()}
      onAmountChange={flow.setAmount}
      onSubmit={() => void flow.submit()}
      onCancelCountdown={flow.cancelCryptoCountdown}
      onBackToForm={flow.backToForm}
      onGoToCashier={() => void flow.goToCashier()}
      onSelectCoupon={flow.selectCoupon}
      onConfirmCoupon={() => void flow.confirmCoupon()}
      onDismissCoupon={flow.dismissCoupon}
      onRetryCoupon={flow.retryCoupon}
    />
  );
}
