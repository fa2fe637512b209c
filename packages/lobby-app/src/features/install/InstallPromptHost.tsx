import { showsInstallPrompt } from '@lobby/domain';
import { InstallPrompt } from '@lobby/ui';
import { useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { STORAGE } from '../../state/local-stores.ts';
import { session } from '../../state/session.ts';
import { readStorage, writeStorage } from '../../state/web-storage.ts';
import { installOffer } from './install-offer.ts';

// a phone or tablet: a coarse pointer below the desktop breakpoint
const MOBILE_QUERY = '(pointer: coarse) and (max-width: 1199px)';

function useMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(MOBILE_QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

/** The install prompt (§2): on mobile devices, outside the live environment, when the browser offers it. */
export function InstallPromptHost() {
  const offer = useSnapshot(installOffer);
  const s = useSnapshot(session);
  const isMobile = useMobile();
  const dismissed = readStorage('local', STORAGE.installDismissed) !== null;
  const shown = showsInstallPrompt({
    isMobile,
    isLive: s.variant?.isLive ?? false,
    browserOffers: offer.event !== null,
    dismissed,
  });
  if (!shown) return null;
  return (
    <InstallPrompt
      casinoName={s.config?.casinoName || 'Casino'}
      icon={s.config?.casinoLogoIcon ?? null}
      onInstall={() => {
        const event = installOffer.event;
        installOffer.event = null;
        // the browser shows its own dialog; whatever the answer, the offer is used up
        void event?.prompt().catch(() => undefined);
      }}
      onDismiss={() => {
        writeStorage('local', STORAGE.installDismissed, String(Date.now()));
        installOffer.event = null;
      }}
    />
  );
}
