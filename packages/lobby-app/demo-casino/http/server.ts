/**
 * The demo casino as a server of its own: a real backend stand-in for a lobby built without the demo, behind
 * a real web server (the nginx suite). It answers every call of §7 with the same casino and handlers the
 * service worker uses, over plain HTTP.
 *
 * - Each visitor gets a casino of their own, kept under a cookie: a browser context is a visitor, as a tab
 *   is one for the service worker.
 * - A visitor's casino takes its switches (`?demo_variant=…`, `?demo_fault=…`) from the address of the page
 *   that calls, which the browser sends as the Referer; a page with other switches starts a new casino. Tests
 *   drive it as they drive the demo build.
 * - The frames' pages (games, live tables, the tournament lobby) are served here, under `frames/`, instead
 *   of as data: URLs: a lobby without the demo allows no data: frames.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';
import type { RuntimeEnv } from '../../src/api/env.ts';
import type { KeyValueStorage } from '../../src/api/message-cache.ts';
import { addressFramePagesWith } from '../casino/frames.ts';
import { DemoCasino } from '../casino.ts';
import { allHandlers, createHandlers } from '../handlers.ts';
import { settingsFromUrl } from '../settings.ts';

const COOKIE = 'demo_visitor';
/** Where the frames' pages are served, under the endpoint's folder. */
const FRAMES = 'frames/';

interface Visitor {
  readonly casino: DemoCasino;
  readonly handlers: HttpHandler[];
  /** The switches its casino started with. */
  readonly search: string;
}

export interface DemoHttpServer {
  readonly server: Server;
  /** How many visitors have a casino. */
  visitors(): number;
  close(): Promise<void>;
}

function memoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/**
 * Starts the server on `port` (0: any free one) of 127.0.0.1. `env` is the lobby's env.json as the lobby
 * reads it at its public address: the handlers match the calls by those addresses, and requests arrive with
 * their path as the browser asked for it (a proxy in front passes them on unchanged).
 */
export async function startDemoHttpServer(env: RuntimeEnv, port = 0): Promise<DemoHttpServer> {
  const publicOrigin = new URL(env.endpoint).origin;
  const framesBase = new URL(FRAMES, env.endpoint).href;
  const pages = new Map<string, string>();
  addressFramePagesWith((html) => {
    const id = createHash('sha256').update(html).digest('hex').slice(0, 16);
    pages.set(id, html);
    return `${framesBase}${id}`;
  });
  const visitors = new Map<string, Visitor>();

  /** The switches of the page that made the call: its address's query, from the Referer. */
  function pageSwitches(req: IncomingMessage): string {
    try {
      const search = new URL(String(req.headers.referer ?? '')).search;
      return /[?&]demo_/.test(search) ? search : '';
    } catch {
      return '';
    }
  }

  function casinoOf(req: IncomingMessage): { id: string; visitor: Visitor; fresh: boolean } {
    const known = /(?:^|;\s*)demo_visitor=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
    const search = pageSwitches(req);
    const current = known ? visitors.get(known) : undefined;
    // the same page, or one opened without switches, goes on with the visitor's casino
    if (known && current && (search === '' || search === current.search))
      return { id: known, visitor: current, fresh: false };
    // a page opened with other switches starts a casino of its own, as a new tab does with the service
    // worker's casino (tests open each case in a page of its own, with its switches in the address)
    const casino = new DemoCasino({ env, storage: memoryStorage(), settings: settingsFromUrl(search) });
    const visitor = { casino, handlers: allHandlers(createHandlers(casino, env)), search };
    const id = known ?? randomUUID();
    visitors.set(id, visitor);
    return { id, visitor, fresh: !known };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', publicOrigin);
    if (url.href.startsWith(framesBase)) {
      const page = pages.get(url.pathname.slice(new URL(framesBase).pathname.length));
      res.writeHead(page ? 200 : 404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(page ?? 'Not found');
      return;
    }
    const { id, visitor, fresh } = casinoOf(req);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const method = req.method ?? 'GET';
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const request = new Request(url, {
      method,
      headers,
      ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
    });
    const response = await getResponse(visitor.handlers, request);
    const out: Record<string, string> = { 'Cache-Control': 'no-store' };
    if (fresh) out['Set-Cookie'] = `${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`;
    if (response?.type === 'error') {
      // the casino's "network error": the connection ends without an answer
      res.destroy();
      return;
    }
    if (!response) {
      res.writeHead(404, { ...out, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.headers.forEach((value, name) => {
      out[name] = value;
    });
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Server error');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    server,
    visitors: () => visitors.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
