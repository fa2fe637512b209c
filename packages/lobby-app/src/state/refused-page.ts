import { t } from '@lingui/core/macro';
import { notify } from './wallet.ts';

/** Tells the player that a page the lobby was asked to open has an address it refuses (see leave-for.ts). */
export function sayPageRefused(): void {
  notify(
    'error',
    t({
      message: 'This page cannot be opened right now. Please try again later or contact support.',
      comment: 'Shown when a configured page (cashier, signup…) has an address the lobby refuses to open',
    }),
  );
}
