import { proxy, ref } from 'valtio';

/** The browser's install offer (Chrome's `beforeinstallprompt`), kept until the lobby shows it. */
export interface InstallOffer extends Event {
  prompt: () => Promise<void>;
}

/** Whether the browser has offered an install that the lobby has not used yet (§2 PWA install prompt). */
export const installOffer = proxy<{ event: InstallOffer | null }>({ event: null });

let listening = false;

/**
 * Catches the offer from the first moment: the browser fires it once, possibly before any lazy part of the
 * lobby has loaded. The browser's own mini-infobar is held back; the lobby shows its prompt instead.
 */
export function listenForInstallOffer(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    // held by reference: a browser event is not state to copy
    installOffer.event = ref(event as InstallOffer);
  });
  window.addEventListener('appinstalled', () => {
    installOffer.event = null;
  });
}
