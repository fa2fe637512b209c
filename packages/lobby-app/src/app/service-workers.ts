/**
 * The service workers on the lobby's origin: its own (`public/sw.js`, on stage and local hosts, §7) and the
 * demo build's, which a deployment without the demo casino removes. An origin that once served the demo
 * build keeps the demo casino's worker registered, answering the lobby's calls, until it is unregistered.
 */

import { trustedScriptUrl } from '@lobby/ui/lib/trusted-types.ts';

/** The demo casino's service worker script, as the demo build names it (vite.config.ts). */
export const DEMO_WORKER_SCRIPT = 'demo-casino-worker.js';

const scriptOf = (registration: ServiceWorkerRegistration) =>
  (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL ?? '';

/**
 * Unregisters the demo casino's service worker, if one is registered on this origin; any other worker (the
 * lobby's own `sw.js`) stays. Answers how many were removed; never throws.
 *
 * @example
 * if (!env.demo) await forgetDemoWorker(navigator.serviceWorker);
 */
export async function forgetDemoWorker(
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined,
): Promise<number> {
  if (!container) return 0;
  try {
    const demo = (await container.getRegistrations()).filter((registration) => {
      const script = scriptOf(registration);
      return script !== '' && new URL(script).pathname.endsWith(`/${DEMO_WORKER_SCRIPT}`);
    });
    const removed = await Promise.all(
      demo.map((registration) => registration.unregister().catch(() => false)),
    );
    return removed.filter(Boolean).length;
  } catch (error) {
    console.warn('The demo casino worker could not be removed', error);
    return 0;
  }
}

/** Registers the lobby's own service worker (`sw.js`) for the lobby's folder. */
export function registerServiceWorker(): void {
  const container = navigator.serviceWorker;
  if (!container) return;
  container
    .register(trustedScriptUrl(new URL('sw.js', document.baseURI)), {
      scope: new URL('./', document.baseURI).pathname,
    })
    .catch((error: unknown) => console.warn('The service worker could not be registered', error));
}
