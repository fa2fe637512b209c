// The demo casino's service worker: Mock Service Worker, with one rule in front of it.
//
// Mock Service Worker hands every request of the page to the page's main thread and waits for its answer,
// even for requests no handler wants. While the lobby starts, that thread is busy, so each script chunk,
// font and stylesheet of the build waited for it. The lobby's own files are never part of the demo casino:
// they go straight to the network here, and only the casino's calls and assets reach the handlers.
const scopePath = new URL(self.registration.scope).pathname;

/** A file of the lobby's build: anything in assets/, or a file at the top of the lobby's folder. */
function isLobbyFile(url) {
  if (url.origin !== self.location.origin || !url.pathname.startsWith(scopePath)) return false;
  const rest = url.pathname.slice(scopePath.length);
  if (rest.startsWith('assets/')) return true;
  return (
    !rest.includes('/') && /\.(?:js|mjs|css|html|json|svg|png|ico|woff2|webmanifest|txt|map)$/.test(rest)
  );
}

self.addEventListener('fetch', (event) => {
  // not answering and stopping the other listeners leaves the request to the browser's own network stack
  if (event.request.method === 'GET' && isLobbyFile(new URL(event.request.url)))
    event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
