// The lobby's service worker, registered on stage and local hosts only (see registersServiceWorker). It makes
// the lobby installable and leaves every request to the network: nothing is cached here, so a deployment
// never serves stale code.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', () => {
  // no respondWith: the browser fetches as usual
});
