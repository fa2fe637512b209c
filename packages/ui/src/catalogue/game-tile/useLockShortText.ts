import { useLingui } from '@lingui/react/macro';
import { exhaustiveSwitchError, type LockMessage } from '@lobby/domain';

/** The overlay's few words for each kind of lock; the dialog tells the whole story. */
export function useLockShortText(): (lock: LockMessage) => string {
  // the macro translates only a `t` taken from useLingui in scope, so the texts live in this closure
  const { t } = useLingui();
  return (lock) => {
    switch (lock.kind) {
      case 'vip-required':
        return t({ message: 'VIP only', comment: 'Overlay on a game tile locked to VIP players' });
      case 'deposit-required':
        return t({ message: 'Deposit to unlock', comment: 'Overlay on a game tile that a deposit unlocks' });
      case 'opens-on-date':
        return t({ message: 'Coming soon', comment: 'Overlay on a game tile that unlocks on a date' });
      case 'locked':
        return t`Locked`;
      default:
        return exhaustiveSwitchError(lock);
    }
  };
}
