import { describe, expect, it } from 'vitest';
import { callUrl } from '../src/api/transport.ts';
import { startDemoCasino } from './browser.ts';
import { demoEnv } from './env.ts';
import { memoryStorage } from './storage.ts';
import { createCasinoWorker } from './worker/casino-worker.ts';

const SCOPE = 'https://lobby.test/';
const env = demoEnv({}, SCOPE);

/**
 * A browser's service worker machinery in miniature, wired to the real worker core: the page's messages
 * reach `createCasinoWorker`, its answers come back on the page's port, and what the worker tells the page
 * arrives as the container's message events.
 */
function fakeBrowser(options: { activates?: boolean; controlled?: boolean } = {}) {
  const container = new EventTarget() as EventTarget & {
    controller: FakeWorker | null;
    register: (url: string, o: { scope: string }) => Promise<unknown>;
    startMessages: () => void;
  };
  const page = {
    id: 'page-1',
    postMessage: (message: unknown) =>
      container.dispatchEvent(new MessageEvent('message', { data: message })),
  };
  const core = createCasinoWorker({
    scope: SCOPE,
    getClient: async (id) => (id === page.id ? page : undefined),
    claim: async () => {
      container.controller = worker;
      container.dispatchEvent(new Event('controllerchange'));
    },
    network: async () => new Response('network'),
  });
  class FakeWorker extends EventTarget {
    state = 'installing';
    postMessage(data: unknown, ports: MessagePort[] = []) {
      void core.message(data, page).then((reply) => {
        if (reply) ports[0]?.postMessage(reply);
      });
    }
  }
  const worker = new FakeWorker();
  const registration = {
    installing: worker as FakeWorker | null,
    waiting: null,
    active: null as FakeWorker | null,
  };
  const registered: string[] = [];
  container.controller = options.controlled ? worker : null;
  container.register = async (url, o) => {
    registered.push(`${url} ${o.scope}`);
    if (options.controlled) {
      worker.state = 'activated';
      registration.installing = null;
      registration.active = worker;
    } else if (options.activates !== false)
      setTimeout(() => {
        worker.state = 'activated';
        registration.installing = null;
        registration.active = worker;
        worker.dispatchEvent(new Event('statechange'));
        // the worker takes over its pages as it activates
        void core.message({ type: 'lobby-demo-casino', message: { kind: 'claim' } }, null);
      }, 5);
    return registration;
  };
  container.startMessages = () => undefined;
  return { container: container as unknown as ServiceWorkerContainer, core, registered, page };
}

const start = (browser: ReturnType<typeof fakeBrowser>, storage = memoryStorage(), search = '') =>
  startDemoCasino(env, {
    container: browser.container,
    storage,
    search,
    scope: '/',
    workerUrl: `${SCOPE}demo-casino-worker.js`,
    timeoutMs: 500,
  });

describe('starting the demo casino on the page', () => {
  it('registers the worker, waits for it to take the page over and says hello with the address’s switches', async () => {
    const browser = fakeBrowser();
    const storage = memoryStorage();
    const handle = await start(browser, storage, '?demo_profile=vip&demo_variant=fusion');
    expect(browser.registered).toEqual([`${SCOPE}demo-casino-worker.js /`]);
    expect(handle.casino.settings).toMatchObject({ profile: 'vip', variant: 'fusion' });
    // the casino's state is kept in the page's storage, under a tab id that a reload keeps
    expect(JSON.parse(storage.getItem('demo-casino.settings') ?? '{}')).toMatchObject({ profile: 'vip' });
    const tab = storage.getItem('demo-casino.tab');
    expect(tab).toBeTruthy();
    const again = await start(fakeBrowser({ controlled: true }), storage);
    expect(storage.getItem('demo-casino.tab')).toBe(tab);
    // a reload without switches finds the session's
    expect(again.casino.settings.profile).toBe('vip');
  });

  it('passes the demo panel’s switches and the demo login to the worker and keeps what it answers', async () => {
    const browser = fakeBrowser({ controlled: true });
    const handle = await start(browser);
    expect(await handle.casino.login('low')).toMatchObject({ profile: 'low' });
    expect(handle.casino.settings.profile).toBe('low');
    expect(await handle.casino.update({ casinoId: 85, latency: 10 })).toMatchObject({
      casinoId: 85,
      latency: 10,
    });
    expect(await handle.casino.logout()).toMatchObject({ profile: 'guest', casinoId: 85 });
  });

  it('tells a worker that lost its memory who the tab is, with the state the page kept', async () => {
    const browser = fakeBrowser({ controlled: true });
    const storage = memoryStorage();
    const handle = await start(browser, storage, '?demo_profile=vip');
    await handle.casino.update({ casinoId: 14 });
    // the worker asks, as it does after the browser stopped and started it
    browser.page.postMessage({ type: 'lobby-demo-casino', message: { kind: 'who' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(handle.casino.settings).toMatchObject({ profile: 'vip', casinoId: 14 });
    const response = await browser.core.answer(new Request(callUrl(env, 'getconfig', {})), 'page-1');
    expect(response.status).toBe(200);
  });

  it('tells a new worker who the tab is when it does not know it, then asks again', async () => {
    const browser = fakeBrowser({ controlled: true });
    const handle = await start(browser, memoryStorage(), '?demo_profile=vip');
    // the worker that took over has never heard of the tab: its answer says so, the page says hello
    const fresh = fakeBrowser({ controlled: true });
    (browser.container as unknown as { controller: unknown }).controller = (
      fresh.container as unknown as { controller: unknown }
    ).controller;
    expect(await handle.casino.update({ casinoId: 93 })).toMatchObject({ profile: 'vip', casinoId: 93 });
  });

  it('says clearly when the browser has no service workers, or the worker never starts', async () => {
    await expect(
      startDemoCasino(env, {
        container: undefined as never,
        storage: null,
        search: '',
        scope: '/',
        workerUrl: 'x',
      }),
    ).rejects.toThrow(/no service workers/);
    await expect(start(fakeBrowser({ activates: false }))).rejects.toThrow(/did not start within 500 ms/);
  });
});
