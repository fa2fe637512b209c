import { t } from '@lingui/core/macro';
import { session } from '../../state/session.ts';
import { notify } from '../../state/wallet.ts';
import { requestLiveChat } from './live-chat.ts';

/**
 * Live chat, from the sidebar, the mobile menu and the game-lock dialog (VIP status is granted over chat).
 * The chat is the casino site's widget (§7: triggered locally); when it does not answer, the contact page
 * opens instead, or a notice says support cannot be reached.
 */
export function openLiveChat(): void {
  requestLiveChat({
    target: window,
    contactPage: session.config?.pages.contact ?? null,
    origin: window.location.origin,
    assign: (href) => window.location.assign(href),
    openExternal: (href) => window.open(href, '_blank', 'noopener,noreferrer'),
    unavailable: () =>
      notify(
        'error',
        t({
          message: 'Live support cannot be reached right now. Please try again in a few minutes.',
          comment: 'Shown when the live chat does not open and the casino has no contact page',
        }),
      ),
  });
}
