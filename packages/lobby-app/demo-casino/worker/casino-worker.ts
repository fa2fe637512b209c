/**
 * The demo casino in its service worker: every call of §7 is answered here, off the page's main thread, by
 * the same casino and handlers the Node tests and Storybook use (through Mock Service Worker's `getResponse`,
 * without its browser client). Each tab has a casino of its own, keyed by the id the tab keeps in its
 * session storage; the tab keeps the casino's state too (see protocol.ts), so a worker the browser stopped
 * picks up where it was when the tab next asks for something.
 *
 * What goes where:
 * - the lobby's own files (its build, env.json, the frame documents) go straight to the network;
 * - the casino's pictures (under casino-assets/) are drawn here from their path alone;
 * - a page's address (a top-level navigation) goes to the network;
 * - anything else of the lobby's origin is asked of the tab's casino, and goes to the network when no
 *   handler wants it.
 */
import { getResponse, type HttpHandler } from 'msw';
import type { KeyValueStorage } from '../../src/api/message-cache.ts';
import { DemoCasino } from '../casino.ts';
import { allHandlers, createHandlers } from '../handlers.ts';
import { pictureResponse } from '../images.ts';
import { jsonText, unchangingAnswer } from '../json-text.ts';
import { settingsFromUrl } from '../settings.ts';
import { envelope, type Reply, readToWorker, type StoredCasino, type ToWorker } from './protocol.ts';

/** A window the worker serves, as far as the worker needs it. */
export interface ClientLike {
  readonly id: string;
  postMessage(message: unknown): void;
}

/** What the worker needs of its global scope; the real one in the browser, a stand-in in tests. */
export interface WorkerDeps {
  /** The registration's scope: the lobby's folder, ending with '/'. */
  readonly scope: string;
  readonly getClient: (id: string) => Promise<ClientLike | undefined>;
  readonly claim: () => Promise<void>;
  readonly network: (request: Request) => Promise<Response>;
  /** How long a tab may take to say who it is when the worker asks. */
  readonly askTimeoutMs?: number;
}

/** How the worker handles a request: straight to the network, a drawn picture, or the casino. */
export type Route = 'network' | 'picture' | 'casino';

interface Tab {
  readonly casino: DemoCasino;
  readonly handlers: HttpHandler[];
}

export function createCasinoWorker(deps: WorkerDeps) {
  const scope = new URL(deps.scope);
  const { route, picture } = requestRoutes(scope);
  const tabs = new Map<string, Tab>();
  const tabOfClient = new Map<string, string>();
  /** The window that last spoke for each tab: where changes of its state go. */
  const windowOfTab = new Map<string, string>();
  /** The tab heard from last: requests without a window of their own (a frame's form post) are its. */
  let lastTab: string | null = null;
  const windows = windowQuestions(deps);

  /** Tells the tab's window that the casino's state changed, for its session storage. */
  function tell(tab: string, key: string, value: string | null): void {
    const clientId = windowOfTab.get(tab);
    if (!clientId) return;
    void deps
      .getClient(clientId)
      .then((client) => client?.postMessage(envelope({ kind: 'store', key, value })));
  }

  function hello(message: Extract<ToWorker, { kind: 'hello' }>, clientId: string): DemoCasino {
    // first, so that a new casino's first write of its state reaches this window
    windowOfTab.set(message.tab, clientId);
    const known = tabs.get(message.tab);
    // the worker asked who this is: the tab's casino goes on as it was
    const tab = known && !message.fresh ? known : openTab(message);
    tabs.set(message.tab, tab);
    tabOfClient.set(clientId, message.tab);
    lastTab = message.tab;
    windows.answered(clientId, message.tab);
    return tab.casino;
  }

  /**
   * A page that starts reads the casino from its session storage, with its address's switches on top, as the
   * casino did on the page: what the page keeps is the truth (a test may have changed it in between).
   */
  function openTab(message: Extract<ToWorker, { kind: 'hello' }>): Tab {
    // how far the page's clock is ahead of the worker's (a test's clock, or another time zone's mistake)
    const clockOffset = message.now - Date.now();
    const casino = new DemoCasino({
      env: message.env,
      storage: mirroredStorage(message.stored, (key, value) => tell(message.tab, key, value)),
      settings: message.fresh ? settingsFromUrl(message.search) : {},
      now: () => Date.now() + clockOffset,
    });
    // the game list and its text are made now, after this answer, rather than when ?getgames asks
    setTimeout(() => jsonText(unchangingAnswer(casino.catalogue())), 0);
    return { casino, handlers: allHandlers(createHandlers(casino, message.env)) };
  }

  /** Handles a page's message; the answer goes back on the port it sent. */
  async function message(data: unknown, source: ClientLike | null): Promise<Reply | null> {
    const request = readToWorker(data);
    if (!request) return null;
    if (request.kind === 'claim') {
      await deps.claim();
      return null;
    }
    try {
      if (request.kind === 'hello') {
        if (!source) return { ok: false, error: 'a hello needs a window' };
        return { ok: true, settings: hello(request, source.id).settings };
      }
      const tab = tabs.get(request.tab);
      if (!tab)
        return { ok: false, error: `no casino for tab ${request.tab}: say hello first`, unknownTab: true };
      if (source) {
        windowOfTab.set(request.tab, source.id);
        tabOfClient.set(source.id, request.tab);
      }
      lastTab = request.tab;
      if (request.kind === 'update') return { ok: true, settings: tab.casino.update(request.change) };
      if (request.kind === 'login') return { ok: true, settings: tab.casino.login(request.profile) };
      return { ok: true, settings: tab.casino.logout() };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  async function tabFor(clientId: string): Promise<Tab | null> {
    let id = clientId ? (tabOfClient.get(clientId) ?? null) : null;
    if (id === null && clientId) id = await windows.ask(clientId);
    id ??= lastTab;
    return id === null ? null : (tabs.get(id) ?? null);
  }

  /** The casino's answer to a request of a window (its client id; '' for a frame's navigation). */
  async function answer(request: Request, clientId: string): Promise<Response> {
    const tab = await tabFor(clientId);
    if (!tab) return deps.network(request);
    const response = await getResponse(tab.handlers, request);
    return response ?? deps.network(request);
  }

  return { route, picture, message, answer };
}

/** Where each request goes, by the lobby's folder (`scope`) and the casino's pictures under it. */
function requestRoutes(scope: URL) {
  const scopePath = scope.pathname;
  const assetsPath = `${scopePath}casino-assets/`;

  /** A file of the lobby's build: anything in assets/, or a file at the top of the lobby's folder. */
  function isLobbyFile(url: URL): boolean {
    const rest = url.pathname.slice(scopePath.length);
    if (rest.startsWith('assets/')) return true;
    return (
      !rest.includes('/') && /\.(?:js|mjs|css|html|json|svg|png|ico|woff2|webmanifest|txt|map)$/.test(rest)
    );
  }

  function route(request: Pick<Request, 'url' | 'method' | 'destination'>): Route {
    const url = new URL(request.url);
    if (url.origin !== scope.origin || !url.pathname.startsWith(scopePath)) return 'network';
    if (request.method === 'GET' && isLobbyFile(url)) return 'network';
    if (
      request.method === 'GET' &&
      url.pathname.startsWith(assetsPath) &&
      url.pathname.length > assetsPath.length
    )
      return 'picture';
    if (request.destination === 'document') return 'network';
    return 'casino';
  }

  /** The same picture the handlers draw: from the part of the path after the assets host. */
  function picture(url: string): Response {
    const path = new URL(url).pathname.slice(assetsPath.length - 1);
    return pictureResponse(path);
  }

  return { route, picture };
}

/** The casino's state, kept here and echoed (through `tell`) to the tab's page for its session storage. */
function mirroredStorage(
  stored: StoredCasino,
  tell: (key: string, value: string | null) => void,
): KeyValueStorage {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(stored)) if (typeof value === 'string') entries.set(key, value);
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      if (entries.get(key) === value) return;
      entries.set(key, value);
      tell(key, value);
    },
    removeItem: (key) => {
      if (!entries.delete(key)) return;
      tell(key, null);
    },
  };
}

/**
 * Windows the worker asks which tab they are (it was stopped and started again, so it does not know them),
 * and the requests waiting for their answer.
 */
function windowQuestions(deps: WorkerDeps) {
  const asked = new Map<string, Promise<string | null>>();
  const answers = new Map<string, (tab: string | null) => void>();

  /** Asks a window which tab it is; a window asked already gets the same question, not a second one. */
  function ask(clientId: string): Promise<string | null> {
    const pending = asked.get(clientId);
    if (pending) return pending;
    const question = (async () => {
      const client = await deps.getClient(clientId);
      if (!client) return null;
      return new Promise<string | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), deps.askTimeoutMs ?? 3000);
        answers.set(clientId, (tab) => {
          clearTimeout(timer);
          resolve(tab);
        });
        client.postMessage(envelope({ kind: 'who' }));
      });
    })().finally(() => {
      asked.delete(clientId);
      answers.delete(clientId);
    });
    asked.set(clientId, question);
    return question;
  }

  /** A window said which tab it is (in its hello). */
  function answered(clientId: string, tab: string): void {
    answers.get(clientId)?.(tab);
  }

  return { ask, answered };
}
