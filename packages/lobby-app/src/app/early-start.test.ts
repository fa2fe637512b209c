import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('../../public/early-start.js', import.meta.url), 'utf8');

interface Link {
  rel: string;
  href: string;
}

/** Runs the head script against a stand-in page; `answer` is what env.json returns (or a failure). */
function run(options: {
  cookie?: string;
  dark?: boolean;
  answer: Response | Error;
  files?: string | null;
  routes?: string | null;
  path?: string;
  noFetch?: boolean;
}) {
  const attributes = new Map<string, string>();
  const links: Link[] = [];
  const requested: Array<{ url: string; init: RequestInit | undefined }> = [];
  const document = {
    baseURI: 'https://lobby.test/casino/',
    cookie: options.cookie ?? '',
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    getElementById: (id: string) => {
      const text = id === 'demo-casino-files' ? options.files : id === 'route-files' ? options.routes : null;
      return text != null ? { textContent: text } : null;
    },
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: Link) => links.push(link) },
  };
  const window: Record<string, unknown> = {
    matchMedia: () => ({ matches: options.dark ?? false }),
    location: { pathname: options.path ?? '/casino/' },
  };
  const fetch = (url: string, init?: RequestInit) => {
    requested.push({ url, init });
    return options.answer instanceof Error ? Promise.reject(options.answer) : Promise.resolve(options.answer);
  };
  runInNewContext(source, { window, document, URL, JSON, ...(options.noFetch ? {} : { fetch }) });
  return { attributes, links, requested, window };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const env = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('the head script', () => {
  it('applies the saved theme, else the system one', () => {
    expect(run({ cookie: 'a=1; theme=dark', answer: env({}) }).attributes.get('data-theme')).toBe('dark');
    expect(run({ dark: true, answer: env({}) }).attributes.get('data-theme')).toBe('dark');
    expect(run({ answer: env({}) }).attributes.get('data-theme')).toBe('light');
  });

  it('requests env.json at once, past every cache, and hands the request to the lobby', async () => {
    const page = run({ answer: env({ demo: false }) });
    expect(page.requested).toEqual([
      { url: 'https://lobby.test/casino/env.json', init: { cache: 'no-store' } },
    ]);
    const response = await (page.window.lobbyEnvRequest as Promise<Response>);
    // the lobby can still read the body itself
    expect(await response.json()).toEqual({ demo: false });
  });

  it('preloads the listed demo casino files when env.json turns the demo casino on', async () => {
    const files = JSON.stringify(['assets/browser-abc.js', 'assets/settings-x_1.js']);
    const page = run({ answer: env({ demo: true }), files });
    await settle();
    expect(page.links).toEqual([
      { rel: 'modulepreload', href: 'https://lobby.test/casino/assets/browser-abc.js' },
      { rel: 'modulepreload', href: 'https://lobby.test/casino/assets/settings-x_1.js' },
    ]);
  });

  it('preloads nothing for a real casino, a failed answer or a failed request', async () => {
    const files = JSON.stringify(['assets/browser-abc.js']);
    const pages = [
      run({ answer: env({ demo: false }), files }),
      run({ answer: env({}), files }),
      run({ answer: new Response('nope', { status: 500 }), files }),
      run({ answer: new Response('{not json', { status: 200 }), files }),
      run({ answer: new TypeError('offline'), files }),
    ];
    await settle();
    for (const page of pages) expect(page.links).toEqual([]);
  });

  it('loads only files of the build folder from the list', async () => {
    const files = JSON.stringify([
      'https://evil.test/x.js',
      '../secret.js',
      'assets/../../x.js',
      'assets/ok.css',
      42,
      'assets/fine.js',
    ]);
    const page = run({ answer: env({ demo: true }), files });
    await settle();
    expect(page.links.map((link) => link.href)).toEqual(['https://lobby.test/casino/assets/fine.js']);
  });

  describe('the start-up code and the page’s code', () => {
    const routes = JSON.stringify({
      always: ['assets/boot-1.js', 'assets/config-2.js'],
      pages: [
        { paths: ['^/?$'], files: ['assets/HomePage-3.js'] },
        { paths: ['^/(category|theme)/[^/]+/?$', '^/all-games/?$'], files: ['assets/GameListPage-4.js'] },
        { paths: ['(broken'], files: ['assets/never.js'] },
      ],
    });
    const hrefs = (page: ReturnType<typeof run>) =>
      page.links.map((link) => link.href.replace(/.*\/assets\//, ''));

    it('preloads the start-up code and the code of the page the address shows, below the base', () => {
      expect(hrefs(run({ answer: env({}), routes, path: '/casino/' }))).toEqual([
        'boot-1.js',
        'config-2.js',
        'HomePage-3.js',
      ]);
      expect(hrefs(run({ answer: env({}), routes, path: '/casino' }))).toContain('HomePage-3.js');
      expect(hrefs(run({ answer: env({}), routes, path: '/casino/category/online-slots' }))).toEqual([
        'boot-1.js',
        'config-2.js',
        'GameListPage-4.js',
      ]);
      expect(hrefs(run({ answer: env({}), routes, path: '/casino/all-games/' }))).toContain(
        'GameListPage-4.js',
      );
    });

    it('preloads only the start-up code for an address of no page, and survives a broken list', () => {
      expect(hrefs(run({ answer: env({}), routes, path: '/casino/nowhere/at/all' }))).toEqual([
        'boot-1.js',
        'config-2.js',
      ]);
      for (const broken of ['{not json', '[]', 'null', '{"always":"assets/x.js","pages":{}}'])
        expect(run({ answer: env({}), routes: broken }).links).toEqual([]);
      const hostile = JSON.stringify({
        always: ['https://evil.test/x.js'],
        pages: [{ paths: ['.*'], files: ['../x.js'] }],
      });
      expect(run({ answer: env({}), routes: hostile }).links).toEqual([]);
    });
  });

  it('copes with a page without the list, or a browser without fetch', async () => {
    const page = run({ answer: env({ demo: true }), files: null });
    await settle();
    expect(page.links).toEqual([]);
    const old = run({ answer: env({ demo: true }), noFetch: true });
    expect(old.window.lobbyEnvRequest).toBeUndefined();
    expect(old.attributes.get('data-theme')).toBe('light');
  });
});
