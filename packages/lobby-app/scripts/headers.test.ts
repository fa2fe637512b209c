import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SCRIPT_HASHES, metaPolicy } from './csp.mjs';
import {
  DEPLOY_FILES,
  headersFile,
  kindOf,
  nginxServer,
  type ResponseHeaders,
  responseHeaders,
  withMetaPolicy,
  writeDeployFiles,
} from './headers.mjs';

const env = {
  demo: false,
  endpoint: 'https://api.casino.example/lobby',
  assetsHost: 'https://cdn.casino.example/',
};
const headers = responseHeaders({ env, lobbyUrl: 'https://lobby.casino.example/', https: true });

/** The headers a `_headers` file gives a path, read the way static hosts read it (see headersFile). */
function effective(file: string, path: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const block of file.split(/\n\s*\n/)) {
    const [pattern = '', ...lines] = block.split('\n').filter((line) => !line.startsWith('#'));
    const matcher = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '.*')}$`);
    if (!matcher.test(path)) continue;
    for (const line of lines) {
      const detach = /^\s+!\s*(\S+)$/.exec(line);
      if (detach) {
        delete result[detach[1] ?? ''];
        continue;
      }
      const header = /^\s+([^:]+):\s*(.*)$/.exec(line);
      if (!header) continue;
      const [, name = '', value = ''] = header;
      result[name] = result[name] === undefined ? value : `${result[name]}, ${value}`;
    }
  }
  return result;
}

describe('the response headers', () => {
  it('send every response the same protections, HSTS only over HTTPS', () => {
    for (const set of Object.values(headers)) {
      expect(set['X-Content-Type-Options']).toBe('nosniff');
      expect(set['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(set['Permissions-Policy']).toContain('camera=()');
      expect(set['Strict-Transport-Security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    }
    const plain = responseHeaders({ env, lobbyUrl: 'http://127.0.0.1:4173/', https: false });
    expect(plain.page['Strict-Transport-Security']).toBeUndefined();
  });

  it('give pages the lobby’s policy with the hosts env.json names, and the promo frame its own', () => {
    expect(headers.page['Content-Security-Policy']).toContain(
      "connect-src 'self' https://api.casino.example https://cdn.casino.example",
    );
    expect(headers.page['Content-Security-Policy']).toContain("require-trusted-types-for 'script'");
    expect(headers.promoFrame['Content-Security-Policy']).toContain('sandbox allow-scripts');
    expect(headers.asset['Cache-Control']).toContain('immutable');
    expect(headers.asset['Content-Security-Policy']).toBeUndefined();
    const off = responseHeaders({ env, lobbyUrl: 'https://lobby.casino.example/', https: true, csp: false });
    expect(off.page['Content-Security-Policy']).toBeUndefined();
  });

  it('allow frames from the provider origins env.json lists, or from any https address when it lists none', () => {
    const listed = responseHeaders({
      env: { ...env, providerFrames: ['https://games.example', 'https://live.example/'] },
      lobbyUrl: 'https://lobby.casino.example/',
      https: true,
    });
    expect(listed.page['Content-Security-Policy']).toMatch(
      /frame-src 'self' https:\/\/games\.example https:\/\/live\.example https:\/\/api/,
    );
    expect(headers.page['Content-Security-Policy']).toMatch(/frame-src 'self' https: https:\/\/api/);
  });

  it('tell each file of the build its kind', () => {
    expect(kindOf('index.html')).toBe('page');
    expect(kindOf('game-exit.html')).toBe('page');
    expect(kindOf('promo-frame.html')).toBe('promoFrame');
    expect(kindOf('assets/index-abc.js')).toBe('asset');
    expect(kindOf('env.json')).toBe('file');
  });
});

describe('the _headers file for static hosts', () => {
  const cases: [string, keyof ResponseHeaders][] = [
    ['/', 'page'],
    ['/category/slots', 'page'],
    ['/game-exit.html', 'page'],
    ['/promo-frame.html', 'promoFrame'],
    ['/promo-frame', 'promoFrame'],
    ['/assets/index-abc.js', 'asset'],
  ];

  it.each(cases)('gives %s the headers of its kind (%s), one value each', (path, kind) => {
    for (const base of ['/', '/lobby/']) {
      const got = effective(headersFile(headers, base), `${base}${path.slice(1)}`);
      for (const [name, value] of Object.entries(headers[kind]))
        expect(got[name], `${base} ${name}`).toBe(value);
      if (!headers[kind]['Content-Security-Policy']) continue;
      expect(got['Content-Security-Policy']).toBe(headers[kind]['Content-Security-Policy']);
    }
  });

  it('leaves paths outside the base location alone', () => {
    expect(effective(headersFile(headers, '/lobby/'), '/other/page')).toEqual({});
  });
});

describe('the nginx configuration', () => {
  /** Each location's match and the headers it adds. */
  function locations(conf: string): Map<string, Record<string, string>> {
    const found = new Map<string, Record<string, string>>();
    for (const match of conf.matchAll(/ {2}location ([^{]+) \{\n([\s\S]*?)\n {2}\}/g)) {
      const added: Record<string, string> = {};
      for (const line of (match[2] ?? '').matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)) {
        added[line[1] ?? ''] = (line[2] ?? '').replaceAll('\\"', '"');
      }
      found.set((match[1] ?? '').trim(), added);
    }
    return found;
  }

  it('lists the whole set of its kind in every location that answers', () => {
    const conf = nginxServer(headers, { root: '/var/www/lobby', basePath: '/' });
    const found = locations(conf);
    expect(found.get('= /promo-frame.html')).toEqual(headers.promoFrame);
    expect(found.get('^~ /assets/')).toEqual(headers.asset);
    expect(found.get('~ ^/.*\\.html$')).toEqual(headers.page);
    expect(found.get('~ ^/.+\\.[A-Za-z0-9]+$')).toEqual(headers.file);
    // a route is handed to index.html, whose location sends the page's headers
    expect(conf).toContain('try_files $uri /index.html;');
    expect(conf).toContain('return 301 https://$host$request_uri;');
  });

  it('serves under a base location, with index.html’s base rewritten', () => {
    const conf = nginxServer(headers, { root: '/var/www', basePath: '/lobby/', redirectFrom: null });
    expect(conf).toContain('location = /lobby/promo-frame.html');
    expect(conf).toContain('try_files $uri /lobby/index.html;');
    expect(conf).toContain(`sub_filter '<base href="/" />' '<base href="/lobby/" />';`);
    expect(conf).toContain('return 302 /lobby/;');
    expect(conf).not.toContain('return 301');
  });
});

describe('the files written into a build', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const html =
    '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <title>x</title>\n  </head>\n</html>\n';

  it('puts the meta policy after the charset, once however often it is written', () => {
    const once = withMetaPolicy(html, metaPolicy());
    expect(withMetaPolicy(once, metaPolicy())).toBe(once);
    expect(once).toMatch(
      /<meta charset="UTF-8" \/>\n {4}<meta http-equiv="Content-Security-Policy" content="script-src 'self';/,
    );
  });

  it('writes _headers, the nginx configuration and the meta policy from the build’s env.json', () => {
    dist = mkdtempSync(join(tmpdir(), 'lobby-deploy-'));
    writeFileSync(join(dist, 'index.html'), html);
    writeFileSync(join(dist, 'env.json'), JSON.stringify({ ...env, demo: true }));
    writeDeployFiles(dist, { basePath: '/lobby/', serverName: 'lobby.casino.example' });
    const file = readFileSync(join(dist, DEPLOY_FILES.headers), 'utf8');
    expect(effective(file, '/lobby/')['Content-Security-Policy']).toContain('https://api.casino.example');
    expect(readFileSync(join(dist, DEPLOY_FILES.nginx), 'utf8')).toContain(
      'server_name lobby.casino.example;',
    );
    // a host's own settings go into the server block the build carries
    writeDeployFiles(dist, {
      serverName: '127.0.0.1',
      origin: 'https://127.0.0.1:8443',
      nginx: {
        listen: '127.0.0.1:8443 ssl',
        redirectFrom: null,
        proxy: { paths: ['/api/'], to: 'http://127.0.0.1:9' },
      },
    });
    const hosted = readFileSync(join(dist, DEPLOY_FILES.nginx), 'utf8');
    expect(hosted).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(hosted).toContain('proxy_pass http://127.0.0.1:9;');
    expect(hosted).not.toContain('return 301');
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(index).toContain(DEMO_SCRIPT_HASHES[0]);
    writeFileSync(join(dist, 'env.json'), JSON.stringify(env));
    writeDeployFiles(dist);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).not.toContain(DEMO_SCRIPT_HASHES[0]);
  });
});
