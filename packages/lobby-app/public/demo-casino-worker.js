// The demo casino's service worker: Mock Service Worker, with two rules in front of it.
//
// Mock Service Worker hands every request of the page to the page's main thread and waits for its answer,
// even for requests no handler wants. While the lobby starts, that thread is busy, so each script chunk,
// font and stylesheet of the build waited for it, and so did every game picture. So:
// - the lobby's own files are never part of the demo casino: they go straight to the network;
// - the casino's pictures (under casino-assets/, the demo's assets host) depend on nothing but their path:
//   this worker draws them itself with the demo casino's own drawer (demo-casino-images.js, built from
//   src/mocks/images.ts). If that script is missing, the pictures are left to the handlers as before.
// Only the casino's calls reach the handlers on the page.
const scopePath = new URL(self.registration.scope).pathname;
const assetsPath = `${scopePath}casino-assets/`;

try {
  importScripts('./demo-casino-images.js');
} catch {
  // a build without the drawer: the page's handlers draw the pictures
}

/** A file of the lobby's build: anything in assets/, or a file at the top of the lobby's folder. */
function isLobbyFile(url) {
  if (url.origin !== self.location.origin || !url.pathname.startsWith(scopePath)) return false;
  const rest = url.pathname.slice(scopePath.length);
  if (rest.startsWith('assets/')) return true;
  return (
    !rest.includes('/') && /\.(?:js|mjs|css|html|json|svg|png|ico|woff2|webmanifest|txt|map)$/.test(rest)
  );
}

/** A picture of the demo casino's assets host, which this worker can draw. */
function isCasinoPicture(url) {
  return (
    typeof self.demoCasinoImages?.thumbnailSvg === 'function' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith(assetsPath) &&
    url.pathname.length > assetsPath.length
  );
}

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  const url = new URL(event.request.url);
  // not answering and stopping the other listeners leaves the request to the browser's own network stack
  if (isLobbyFile(url)) {
    event.stopImmediatePropagation();
    return;
  }
  if (isCasinoPicture(url)) {
    event.stopImmediatePropagation();
    // the same path the handlers draw from: the part after the assets host, with its leading slash
    const path = url.pathname.slice(assetsPath.length - 1);
    const svg = self.demoCasinoImages.thumbnailSvg(path);
    event.respondWith(
      new Response(svg, {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
      }),
    );
  }
});

// Mock Service Worker unregisters itself when the last tab it serves closes. A tab opened at that moment
// then finds the registration on its way out, and the update Mock Service Worker starts on it fails ("Not
// found") as an unhandled rejection in that tab. The demo casino stays registered instead, as a site's worker
// usually does; a closed tab's id left in Mock Service Worker's list is harmless, since a closed tab sends nothing.
self.addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
