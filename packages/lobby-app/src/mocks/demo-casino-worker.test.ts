import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { thumbnailSvg } from './images.ts';

const source = readFileSync(new URL('../../public/demo-casino-worker.js', import.meta.url), 'utf8');

/**
 * Runs the worker script in a stand-in worker scope and returns its first fetch listener. `drawer` is
 * what demo-casino-images.js defines; null stands for a build without it (its import fails).
 */
function loadWorker(
  scope: string,
  drawer: { thumbnailSvg: (path: string) => string } | null = { thumbnailSvg },
) {
  const listeners: Array<(event: unknown) => void> = [];
  const messageListeners: Array<(event: unknown) => void> = [];
  const imported: string[] = [];
  const self: Record<string, unknown> = {
    registration: { scope },
    location: new URL('demo-casino-worker.js', scope),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'fetch') listeners.push(listener);
      if (type === 'message') messageListeners.push(listener);
    },
  };
  const importScripts = (url: string) => {
    imported.push(url);
    if (url !== './demo-casino-images.js') return;
    if (drawer === null) throw new Error('NetworkError: the script could not be loaded');
    self.demoCasinoImages = drawer;
  };
  runInNewContext(source, { self, URL, Response, importScripts });
  const [listener] = listeners;
  if (!listener) throw new Error('the worker added no fetch listener');
  return { listener, messageListeners, imported };
}

/** Sends a message to the worker's own message listeners; true when it kept Mock Service Worker from it. */
function message(worker: ReturnType<typeof loadWorker>, data: unknown): boolean {
  let stopped = false;
  for (const listener of worker.messageListeners) {
    listener({
      data,
      stopImmediatePropagation: () => {
        stopped = true;
      },
    });
  }
  return stopped;
}

interface Outcome {
  /** Mock Service Worker never sees the request. */
  readonly stopped: boolean;
  /** What the worker answered itself, if anything. */
  readonly answer: Response | null;
}

function handle(worker: ReturnType<typeof loadWorker>, url: string, method = 'GET'): Outcome {
  let stopped = false;
  let answer: Response | null = null;
  worker.listener({
    request: { url, method },
    stopImmediatePropagation: () => {
      stopped = true;
    },
    respondWith: (response: Response) => {
      answer = response;
    },
  });
  return { stopped, answer };
}

/** Whether the worker keeps a request from Mock Service Worker (true) or lets it reach the handlers. */
function bypasses(scope: string, url: string, method = 'GET'): boolean {
  return handle(loadWorker(scope), url, method).stopped;
}

describe('the demo casino worker', () => {
  const scope = 'https://lobby.test/';

  it('loads the picture drawer, then Mock Service Worker after its own listener', () => {
    expect(loadWorker(scope).imported).toEqual(['./demo-casino-images.js', './mockServiceWorker.js']);
  });

  it.each([
    'https://lobby.test/assets/index-abc123.js',
    'https://lobby.test/assets/inter-latin.woff2',
    'https://lobby.test/assets/index.css',
    'https://lobby.test/early-start.js',
    'https://lobby.test/favicon.svg',
    'https://lobby.test/env.json',
    'https://lobby.test/game-exit.html',
  ])('sends the lobby file %s straight to the network', (url) => {
    expect(bypasses(scope, url)).toBe(true);
  });

  it.each([
    'https://lobby.test/casino-api/lobby?getconfig',
    'https://lobby.test/casino-api/cashier/coupons?redeemCoupon',
    'https://lobby.test/app/shared/Dashboard/json/en-rtg.json',
    'https://other.test/assets/index.js',
    'https://lobby.test/',
  ])('leaves %s to the casino handlers', (url) => {
    expect(bypasses(scope, url)).toBe(false);
  });

  it('leaves posts to the handlers, even to a file-like path', () => {
    expect(bypasses(scope, 'https://lobby.test/assets/upload.json', 'POST')).toBe(false);
  });

  it('reads the lobby folder from its scope when the lobby lives below the site root', () => {
    const below = 'https://casino.test/lobby/';
    expect(bypasses(below, 'https://casino.test/lobby/assets/index.js')).toBe(true);
    expect(bypasses(below, 'https://casino.test/assets/index.js')).toBe(false);
    expect(bypasses(below, 'https://casino.test/lobby/casino-api/lobby?getgames')).toBe(false);
  });

  it('draws a casino picture itself, exactly as the handlers would', async () => {
    const outcome = handle(
      loadWorker(scope),
      'https://lobby.test/casino-assets/rtg/thumbnails/fire-cherries.webp',
    );
    expect(outcome.stopped).toBe(true);
    expect(outcome.answer?.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await outcome.answer?.text()).toBe(thumbnailSvg('/rtg/thumbnails/fire-cherries.webp'));
  });

  it('draws the pictures under the assets host of a lobby below the site root', async () => {
    const worker = loadWorker('https://casino.test/lobby/');
    const outcome = handle(worker, 'https://casino.test/lobby/casino-assets/fusion/nebula/thumbnails/a.webp');
    expect(await outcome.answer?.text()).toBe(thumbnailSvg('/fusion/nebula/thumbnails/a.webp'));
    expect(handle(worker, 'https://casino.test/casino-assets/rtg/thumbnails/a.webp').stopped).toBe(false);
  });

  it.each([
    'https://lobby.test/casino-assets/',
    'https://other.test/casino-assets/rtg/thumbnails/a.webp',
    'https://lobby.test/casino-api/casino-assets/a.webp',
  ])('leaves %s to the handlers', (url) => {
    expect(handle(loadWorker(scope), url).answer).toBeNull();
    expect(bypasses(scope, url)).toBe(false);
  });

  it('stays registered when the last tab closes: the tab-closed message never reaches Mock Service Worker', () => {
    const worker = loadWorker(scope);
    expect(worker.messageListeners).toHaveLength(1);
    expect(message(worker, 'CLIENT_CLOSED')).toBe(true);
  });

  it.each([
    'MOCK_ACTIVATE',
    'KEEPALIVE_REQUEST',
    'INTEGRITY_CHECK_REQUEST',
    'MOCK_DEACTIVATE',
    { type: 'x' },
  ])('passes the message %s on to Mock Service Worker', (data) => {
    expect(message(loadWorker(scope), data)).toBe(false);
  });

  it('leaves the pictures to the handlers when the drawer could not be loaded', () => {
    const worker = loadWorker(scope, null);
    expect(worker.imported).toEqual(['./demo-casino-images.js', './mockServiceWorker.js']);
    const outcome = handle(worker, 'https://lobby.test/casino-assets/rtg/thumbnails/fire-cherries.webp');
    expect(outcome).toEqual({ stopped: false, answer: null });
  });
});
