import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('../../public/demo-casino-worker.js', import.meta.url), 'utf8');

/** Runs the worker script in a stand-in worker scope and returns its first fetch listener. */
function loadWorker(scope: string) {
  const listeners: Array<(event: unknown) => void> = [];
  const imported: string[] = [];
  const self = {
    registration: { scope },
    location: new URL('demo-casino-worker.js', scope),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'fetch') listeners.push(listener);
    },
  };
  runInNewContext(source, { self, URL, importScripts: (url: string) => imported.push(url) });
  const [listener] = listeners;
  if (!listener) throw new Error('the worker added no fetch listener');
  return { listener, imported };
}

/** Whether the worker keeps a request from Mock Service Worker (true) or lets it reach the handlers. */
function bypasses(scope: string, url: string, method = 'GET'): boolean {
  let stopped = false;
  loadWorker(scope).listener({
    request: { url, method },
    stopImmediatePropagation: () => {
      stopped = true;
    },
  });
  return stopped;
}

describe('the demo casino worker', () => {
  const scope = 'https://lobby.test/';

  it('loads Mock Service Worker after its own listener', () => {
    expect(loadWorker(scope).imported).toEqual(['./mockServiceWorker.js']);
  });

  it.each([
    'https://lobby.test/assets/index-abc123.js',
    'https://lobby.test/assets/inter-latin.woff2',
    'https://lobby.test/assets/index.css',
    'https://lobby.test/boot-theme.js',
    'https://lobby.test/favicon.svg',
    'https://lobby.test/env.json',
    'https://lobby.test/game-exit.html',
  ])('sends the lobby file %s straight to the network', (url) => {
    expect(bypasses(scope, url)).toBe(true);
  });

  it.each([
    'https://lobby.test/casino-api/lobby?getconfig',
    'https://lobby.test/casino-api/cashier/coupons?redeemCoupon',
    'https://lobby.test/casino-assets/rtg/thumbnails/fire-cherries.webp',
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
});
