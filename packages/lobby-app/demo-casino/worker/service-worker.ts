/**
 * The demo casino's service worker, built into `demo-casino-worker.js` (see vite.config.ts): the browser
 * wiring of `createCasinoWorker`. It takes over the lobby's pages as soon as it is active.
 */
// first: Mock Service Worker needs a localStorage as it loads
import './memory-local-storage.ts';
import { type ClientLike, createCasinoWorker } from './casino-worker.ts';

interface FetchEventLike extends Event {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Response | Promise<Response>): void;
}

interface ExtendableMessageEventLike extends Event {
  readonly data: unknown;
  readonly source: (ClientLike & { readonly type?: string }) | null;
  readonly ports: readonly MessagePort[];
  waitUntil(promise: Promise<unknown>): void;
}

interface WorkerGlobal {
  readonly registration: { readonly scope: string };
  readonly clients: {
    get(id: string): Promise<ClientLike | undefined>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
}

const sw = self as unknown as WorkerGlobal;

const worker = createCasinoWorker({
  scope: sw.registration.scope,
  getClient: (id) => sw.clients.get(id),
  claim: () => sw.clients.claim(),
  network: (request) => fetch(request),
});

sw.addEventListener('install', () => {
  void sw.skipWaiting();
});

sw.addEventListener('activate', (event: Event & { waitUntil(promise: Promise<unknown>): void }) => {
  event.waitUntil(sw.clients.claim());
});

sw.addEventListener('fetch', (event: FetchEventLike) => {
  const route = worker.route(event.request);
  if (route === 'network') return;
  if (route === 'picture') {
    event.respondWith(worker.picture(event.request.url));
    return;
  }
  event.respondWith(worker.answer(event.request, event.clientId));
});

sw.addEventListener('message', (event: ExtendableMessageEventLike) => {
  const source = event.source && typeof event.source.id === 'string' ? event.source : null;
  const port = event.ports[0];
  event.waitUntil(
    worker.message(event.data, source).then((reply) => {
      if (reply && port) port.postMessage(reply);
    }),
  );
});
