import { decryptResponse } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import { callUrl } from '../../src/api/transport.ts';
import { demoEnv } from '../env.ts';
import { thumbnailSvg } from '../images.ts';
import { type ClientLike, createCasinoWorker, type WorkerDeps } from './casino-worker.ts';
import { envelope, readToPage, type StoredCasino } from './protocol.ts';

const SCOPE = 'https://lobby.test/';
const env = demoEnv({}, SCOPE);

/** A window of the lobby: what the worker told it, and the session storage it keeps for the casino. */
class FakeWindow implements ClientLike {
  readonly received: unknown[] = [];
  readonly stored = new Map<string, string>();
  constructor(readonly id: string) {}
  postMessage(message: unknown): void {
    this.received.push(message);
    const read = readToPage(message);
    if (read?.kind === 'store') {
      if (read.value === null) this.stored.delete(read.key);
      else this.stored.set(read.key, read.value);
    }
  }
  storedCasino(): StoredCasino {
    return Object.fromEntries(this.stored);
  }
}

function setup(windows: FakeWindow[] = [], overrides: Partial<WorkerDeps> = {}) {
  const network: Request[] = [];
  const worker = createCasinoWorker({
    scope: SCOPE,
    getClient: async (id) => windows.find((w) => w.id === id),
    claim: async () => undefined,
    network: async (request) => {
      network.push(request);
      return new Response('from the network', { status: 200 });
    },
    askTimeoutMs: 200,
    ...overrides,
  });
  return { worker, network };
}

function hello(tab: string, from: FakeWindow, search = '', fresh = true, now = Date.now()) {
  return envelope({ kind: 'hello', tab, search, env, stored: from.storedCasino(), fresh, now });
}

const get = (url: string, destination: RequestDestination = '') =>
  ({ url, method: 'GET', destination }) as Pick<Request, 'url' | 'method' | 'destination'>;

async function config(worker: ReturnType<typeof setup>['worker'], clientId: string) {
  const response = await worker.answer(new Request(callUrl(env, 'getconfig', {})), clientId);
  expect(response.status).toBe(200);
  return (await decryptResponse(await response.text(), env.passphrase)) as {
    casino: { casino_id: string };
    player: { PID: string } | null;
  };
}

describe('the demo casino worker', () => {
  it('sends the lobby’s files and its pages’ addresses to the network, and draws the casino’s pictures', () => {
    const { worker } = setup();
    expect(worker.route(get(`${SCOPE}assets/index-abc.js`))).toBe('network');
    expect(worker.route(get(`${SCOPE}env.json`))).toBe('network');
    expect(worker.route(get(`${SCOPE}promo-frame.html`, 'iframe'))).toBe('network');
    expect(worker.route(get(`${SCOPE}category/online-slots`, 'document'))).toBe('network');
    expect(worker.route(get('https://elsewhere.test/casino-api/lobby?getconfig'))).toBe('network');
    expect(worker.route(get(`${SCOPE}casino-assets/rtg/thumbnails/a.webp`, 'image'))).toBe('picture');
    expect(worker.route(get(`${SCOPE}casino-api/lobby?getconfig`))).toBe('casino');
    expect(worker.route(get(`${SCOPE}app/shared/Dashboard/json/EN-lobby.json`))).toBe('casino');
    // a frame's form post is the casino's, even to a file-like path
    expect(worker.route({ url: `${SCOPE}assets/upload.json`, method: 'POST', destination: 'iframe' })).toBe(
      'casino',
    );
  });

  it('draws exactly the picture the handlers draw', async () => {
    const { worker } = setup();
    const response = worker.picture(`${SCOPE}casino-assets/rtg/thumbnails/fire-cherries.webp`);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(thumbnailSvg('/rtg/thumbnails/fire-cherries.webp'));
  });

  it('opens a casino for a tab that says hello, with its address’s switches, and keeps its state in the page', async () => {
    const page = new FakeWindow('w1');
    const { worker } = setup([page]);
    const reply = await worker.message(hello('tab-1', page, '?demo_profile=vip&demo_casino=85'), page);
    expect(reply).toMatchObject({ ok: true, settings: { profile: 'vip', casinoId: 85 } });
    expect(JSON.parse(page.stored.get('demo-casino.settings') ?? '{}')).toMatchObject({ profile: 'vip' });
    const answer = await config(worker, 'w1');
    expect(answer.casino.casino_id).toBe('85');
    expect(answer.player?.PID).toBeTruthy();
  });

  it('keeps tabs apart: a login in one is not a login in another', async () => {
    const a = new FakeWindow('a');
    const b = new FakeWindow('b');
    const { worker } = setup([a, b]);
    await worker.message(hello('tab-a', a), a);
    await worker.message(hello('tab-b', b), b);
    expect(await worker.message(envelope({ kind: 'login', tab: 'tab-a', profile: 'vip' }), a)).toMatchObject({
      ok: true,
      settings: { profile: 'vip' },
    });
    expect((await config(worker, 'a')).player).not.toBeNull();
    expect((await config(worker, 'b')).player).toBeNull();
    expect(await worker.message(envelope({ kind: 'logout', tab: 'tab-a' }), a)).toMatchObject({
      settings: { profile: 'guest' },
    });
    expect((await config(worker, 'a')).player).toBeNull();
  });

  it('applies the switches of the demo panel, faults included', async () => {
    const page = new FakeWindow('w');
    const { worker } = setup([page]);
    await worker.message(hello('t', page), page);
    await worker.message(
      envelope({ kind: 'update', tab: 't', change: { faults: { getconfig: '500' } } }),
      page,
    );
    const response = await worker.answer(new Request(callUrl(env, 'getconfig', {})), 'w');
    expect(response.status).toBe(500);
  });

  it('keeps each tab’s casino on the time of its page, as the casino on the page did', async () => {
    const past = new FakeWindow('past');
    const today = new FakeWindow('today');
    const { worker } = setup([past, today]);
    const then = Date.UTC(2026, 10, 20, 17, 0, 0);
    await worker.message(hello('p', past, '', true, then), past);
    await worker.message(hello('t', today), today);
    const yearOf = async (clientId: string) =>
      ((await config(worker, clientId)) as unknown as { casino: { year: string } }).casino.year;
    expect(await yearOf('past')).toBe('2026');
    const far = new FakeWindow('far');
    const { worker: other } = setup([far]);
    await other.message(hello('f', far, '', true, Date.UTC(2031, 0, 1)), far);
    expect(((await config(other, 'far')) as unknown as { casino: { year: string } }).casino.year).toBe(
      '2031',
    );
    expect(await yearOf('today')).toBe(String(new Date().getUTCFullYear()));
  });

  it('says what is wrong with a message for a tab it does not know, and ignores what is not its', async () => {
    const page = new FakeWindow('w');
    const { worker } = setup([page]);
    expect(await worker.message(envelope({ kind: 'logout', tab: 'nobody' }), page)).toMatchObject({
      ok: false,
      error: expect.stringContaining('say hello first'),
    });
    expect(await worker.message({ type: 'something else' }, page)).toBeNull();
    expect(await worker.message(envelope({ kind: 'hello', tab: '' } as never), page)).toBeNull();
  });

  it('asks a window it does not know who it is, after the browser stopped it, and picks up the tab’s state', async () => {
    const page = new FakeWindow('w');
    const before = setup([page]).worker;
    await before.message(hello('t', page, '?demo_profile=vip'), page);
    await before.message(envelope({ kind: 'update', tab: 't', change: { casinoId: 14 } }), page);
    // a new worker: no memory, only the page's session storage
    const { worker: after } = setup([page]);
    page.received.length = 0;
    const asked = config(after, 'w');
    // the page answers the question as the page's client does: a hello that is not a fresh start
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.received.map((m) => readToPage(m)?.kind)).toContain('who');
    await after.message(hello('t', page, '?demo_profile=guest', false), page);
    const answer = await asked;
    // the state the page kept, not the address's switches (those applied when the page started)
    expect(answer.casino.casino_id).toBe('14');
    expect(answer.player).not.toBeNull();
  });

  it('answers a frame’s request, which has no window of its own, for the tab heard from last', async () => {
    const page = new FakeWindow('w');
    const { worker } = setup([page]);
    await worker.message(hello('t', page, '?demo_casino=93'), page);
    expect((await config(worker, '')).casino.casino_id).toBe('93');
  });

  it('goes to the network when no tab has said hello, or no handler wants the request', async () => {
    const { worker, network } = setup();
    await worker.answer(new Request(callUrl(env, 'getconfig', {})), '');
    const page = new FakeWindow('w');
    const second = setup([page]);
    await second.worker.message(hello('t', page), page);
    const response = await second.worker.answer(new Request(`${SCOPE}casino-api/unknown?nothing`), 'w');
    expect(await response.text()).toBe('from the network');
    expect(network).toHaveLength(1);
    expect(second.network).toHaveLength(1);
  });
});
