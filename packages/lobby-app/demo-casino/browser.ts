/**
 * Starts the demo casino for the page: its service worker (`demo-casino-worker.js`, built from
 * worker/service-worker.ts) answers every call of §7, so neither the casino nor Mock Service Worker runs on
 * the page's main thread or comes with the page's download. The page keeps the casino's state in its
 * session storage and tells the worker who it is (see worker/protocol.ts). Load this module with a dynamic
 * import only when `env.demo` is true:
 *
 *   if (env.demo) {
 *     const { startDemoCasino } = await import('../../demo-casino/browser.ts');
 *     services.demo = await startDemoCasino(env);
 *   }
 */
import { trustedScriptUrl } from '@lobby/ui/lib/trusted-types.ts';
import type { RuntimeEnv } from '../src/api/env.ts';
import type { KeyValueStorage } from '../src/api/message-cache.ts';
import type { DemoCasinoControl, DemoCasinoHandle } from './control.ts';
import type { DemoProfile, DemoSettings } from './settings.ts';
import { safeStorage } from './storage.ts';
import { envelope, type Reply, readToPage, type StoredCasino, type ToWorker } from './worker/protocol.ts';

export type { DemoCasinoControl, DemoCasinoHandle } from './control.ts';

/** The entries of the casino's state in the page's session storage (the names the casino has always used). */
export const STORED_KEYS = ['demo-casino.settings', 'demo-casino.state'] as const;
const TAB_KEY = 'demo-casino.tab';
/** How long the worker may take to install and take over the page, and to answer a message. */
const START_TIMEOUT_MS = 15_000;
const REPLY_TIMEOUT_MS = 10_000;

export interface DemoCasinoStartOptions {
  readonly search?: string;
  readonly workerUrl?: string;
  /** Where the casino's state lives: the page's session storage by default. */
  readonly storage?: KeyValueStorage | null;
  readonly container?: ServiceWorkerContainer;
  /** The worker's scope: the lobby's folder (from the page's base by default). */
  readonly scope?: string;
  /** How long the worker may take to start (15 s by default). */
  readonly timeoutMs?: number;
}

function sessionStorageOrNull(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    // storage disabled: the casino's state lasts as long as the page
    return null;
  }
}

function newTabId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the demo casino did not ${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once `worker` is active. */
function activated(worker: ServiceWorker): Promise<void> {
  if (worker.state === 'activated') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (worker.state === 'activated') {
        worker.removeEventListener('statechange', check);
        resolve();
      } else if (worker.state === 'redundant') {
        worker.removeEventListener('statechange', check);
        reject(new Error('the demo casino worker could not be installed'));
      }
    };
    worker.addEventListener('statechange', check);
  });
}

/**
 * Registers the worker and waits until it controls this page: a first visit waits for it to install, a page
 * loaded past it (a hard reload) asks it to take over.
 */
async function takeOver(
  container: ServiceWorkerContainer,
  url: string,
  scope: string,
): Promise<ServiceWorker> {
  const registration = await container.register(trustedScriptUrl(url), { scope });
  const incoming = registration.installing ?? registration.waiting;
  if (incoming) await activated(incoming);
  const active = registration.active;
  if (!active) throw new Error('the demo casino worker is not active');
  if (container.controller === active) return active;
  const changed = new Promise<void>((resolve) => {
    const done = () => {
      if (container.controller !== active) return;
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    container.addEventListener('controllerchange', done);
  });
  if (container.controller !== active) active.postMessage(envelope({ kind: 'claim' } as ToWorker));
  await changed;
  return active;
}

/** The casino as the page sees it: its switches, and messages to the worker for the rest. */
class WorkerCasino implements DemoCasinoControl {
  private current: DemoSettings | null = null;

  constructor(
    private readonly container: ServiceWorkerContainer,
    private readonly worker: ServiceWorker,
    private readonly tab: string,
    private readonly env: RuntimeEnv,
    private readonly search: string,
    private readonly storage: KeyValueStorage,
  ) {}

  get settings(): DemoSettings {
    if (!this.current) throw new Error('the demo casino has not started');
    return this.current;
  }

  private stored(): StoredCasino {
    const out: Record<string, string | null> = {};
    for (const key of STORED_KEYS) out[key] = this.storage.getItem(key);
    return out;
  }

  private ask(message: ToWorker): Promise<Reply> {
    const channel = new MessageChannel();
    const reply = new Promise<Reply>((resolve) => {
      channel.port1.onmessage = (event: MessageEvent<Reply>) => {
        channel.port1.close();
        resolve(event.data ?? { ok: false, error: 'the demo casino gave no answer' });
      };
    });
    // a worker updated since the start controls the page now
    (this.container.controller ?? this.worker).postMessage(envelope(message), [channel.port2]);
    return withTimeout(reply, REPLY_TIMEOUT_MS, `answer ${message.kind}`);
  }

  private async send(message: ToWorker): Promise<DemoSettings> {
    let reply = await this.ask(message);
    // a worker that does not know the tab (a new version took over) hears who it is, then the request again
    if (!reply.ok && reply.unknownTab && message.kind !== 'hello') {
      await this.hello(false);
      reply = await this.ask(message);
    }
    if (!reply.ok) throw new Error(reply.error);
    this.current = reply.settings;
    return reply.settings;
  }

  /** Tells the worker who this tab is; `fresh` as the page starts (its address's switches apply). */
  hello(fresh: boolean): Promise<DemoSettings> {
    return this.send({
      kind: 'hello',
      tab: this.tab,
      search: this.search,
      env: this.env,
      stored: this.stored(),
      fresh,
      now: Date.now(),
    });
  }

  /** A message of the worker: a change of the casino's state to keep, or a question who this is. */
  receive(data: unknown): void {
    const message = readToPage(data);
    if (!message) return;
    if (message.kind === 'who') {
      void this.hello(false).catch((error: unknown) => console.warn('The demo casino lost this tab', error));
      return;
    }
    if (message.value === null) this.storage.removeItem(message.key);
    else this.storage.setItem(message.key, message.value);
  }

  update(change: Partial<DemoSettings>): Promise<DemoSettings> {
    return this.send({ kind: 'update', tab: this.tab, change });
  }

  login(profile: Exclude<DemoProfile, 'guest'>): Promise<DemoSettings> {
    return this.send({ kind: 'login', tab: this.tab, profile });
  }

  logout(): Promise<DemoSettings> {
    return this.send({ kind: 'logout', tab: this.tab });
  }
}

export async function startDemoCasino(
  env: RuntimeEnv,
  options: DemoCasinoStartOptions = {},
): Promise<DemoCasinoHandle> {
  const container = options.container ?? globalThis.navigator?.serviceWorker;
  if (!container) throw new Error('this browser runs no service workers, which the demo casino needs');
  const url = options.workerUrl ?? new URL('demo-casino-worker.js', document.baseURI).href;
  const scope = options.scope ?? new URL('./', document.baseURI).pathname;
  const storage = safeStorage(options.storage === undefined ? sessionStorageOrNull() : options.storage);
  let tab = storage.getItem(TAB_KEY);
  if (!tab) {
    tab = newTabId();
    storage.setItem(TAB_KEY, tab);
  }
  const worker = await withTimeout(
    takeOver(container, url, scope),
    options.timeoutMs ?? START_TIMEOUT_MS,
    'start',
  );
  const casino = new WorkerCasino(
    container,
    worker,
    tab,
    env,
    options.search ?? window.location.search,
    storage,
  );
  const listener = (event: MessageEvent) => casino.receive(event.data);
  container.addEventListener('message', listener);
  container.startMessages();
  await casino.hello(true);
  return { casino, stop: () => container.removeEventListener('message', listener) };
}
