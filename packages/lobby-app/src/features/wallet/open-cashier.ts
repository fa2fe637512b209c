import { cashierRequestOutcome, casinoPage } from '@lobby/domain';
import { leaveFor } from '../../state/leave-for.ts';
import { session } from '../../state/session.ts';
import { ui } from '../../state/ui.ts';

/** Opens the cashier: the quick-deposit modal when the casino has it, else the cashier page (§4). */
export function openCashier(): void {
  if (cashierRequestOutcome(session.config?.quickdepositEnabled ?? false) === 'open-quick-deposit')
    ui.quickDepositOpen = true;
  else leaveFor(casinoPage(session.config?.pages, 'cashier'));
}
