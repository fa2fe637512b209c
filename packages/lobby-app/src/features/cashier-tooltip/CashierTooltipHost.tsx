import { cashierTooltipSchedule, shouldShowCashierTooltip } from '@lobby/domain';
import { CashierTooltip } from '@lobby/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { readCashierTooltipAt, writeCashierTooltipAt } from '../../state/local-stores.ts';
import { wallet } from '../../state/wallet.ts';

/** The cashier buttons the tip may point at, desktop first; the first one on screen wins. */
const ANCHORS = [
  '[data-slot="quick-access-bar"] button',
  '[data-slot="mobile-launcher-bar"] button',
] as const;

function visibleAnchor(): HTMLElement | null {
  for (const selector of ANCHORS) {
    const element = document.querySelector<HTMLElement>(selector);
    if (element && element.getClientRects().length > 0) return element;
  }
  return null;
}

/**
 * The cashier tooltip of a logged-in player (§4): 3 s after the lobby loads, when the balance is under 5
 * and the tip was not shown in this session (or over 1440 minutes ago), it points at the cashier button
 * and closes itself after 10 s. Shown once per load at most; the time it showed is kept for the session.
 */
export default function CashierTooltipHost() {
  const balance = useSnapshot(wallet).balances?.balance ?? null;
  const loadedAt = useRef(Date.now());
  const decided = useRef(false);
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const [plan, setPlan] = useState<{ readonly showAt: number; readonly hideAt: number } | null>(null);

  // decided once, when the balance is first known; later balance updates do not move the schedule
  useEffect(() => {
    if (decided.current || balance === null) return;
    decided.current = true;
    if (shouldShowCashierTooltip({ balance, lastShownAt: readCashierTooltipAt(), now: Date.now() }))
      setPlan(cashierTooltipSchedule(loadedAt.current));
  }, [balance]);

  useEffect(() => {
    if (!plan) return;
    let hide: ReturnType<typeof setTimeout> | undefined;
    // a balance that arrived after the delay shows the tip at once, still for the full 10 s
    const show = setTimeout(
      () => {
        writeCashierTooltipAt(Date.now());
        setAnchor(visibleAnchor());
        setOpen(true);
        hide = setTimeout(() => setOpen(false), plan.hideAt - plan.showAt);
      },
      Math.max(0, plan.showAt - Date.now()),
    );
    return () => {
      clearTimeout(show);
      if (hide !== undefined) clearTimeout(hide);
    };
  }, [plan]);

  const close = useCallback(() => setOpen(false), []);
  return <CashierTooltip open={open} anchor={anchor} onClose={close} />;
}
