import { DEFAULT_QUICK_DEPOSIT_LINKS, QuickDepositDialog, type QuickDepositLinks } from '@lobby/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { requireApi } from '../../app/services.ts';
import { session } from '../../state/session.ts';
import { ui } from '../../state/ui.ts';
import { refreshBalance } from '../../state/wallet.ts';
import { createQuickDepositFlow, type QuickDepositState } from './quick-deposit-flow.ts';

/** Posts fields to a page of the casino site, as a form would: the crypto deposit page reads them. */
function postTo(url: string, fields: Readonly<Record<string, string>>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

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
  const flow = useMemo(
    () =>
      createQuickDepositFlow({
        api: requireApi(),
        refreshBalance: () => refreshBalance(() => requireApi().getBalance()),
        goToCashier: () => window.location.assign(cashier.current),
        goToCrypto: ({ amount, method }) =>
          postTo(DEFAULT_QUICK_DEPOSIT_LINKS.crypto, { amount: String(amount), method }),
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
      onSelectCoupon={flow.selectCoupon}
      onConfirmCoupon={() => void flow.confirmCoupon()}
      onDismissCoupon={flow.dismissCoupon}
      onRetryCoupon={flow.retryCoupon}
    />
  );
}
