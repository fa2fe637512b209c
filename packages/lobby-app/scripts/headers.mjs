// The response headers of the production build, from one source for every way it is served: the bundled
// server (scripts/serve.mjs), a static host's `_headers` file and an nginx server block, both written into
// the build (see writeDeployFiles) and explained in docs/deploying.md. The policies themselves are in csp.mjs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { envOrigins, frameOrigins, lobbyPolicy, metaPolicy, promoFramePolicy } from './csp.mjs';

/** Browser features the lobby and its games never use, switched off for the page and every frame in it. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), midi=()';

/** Two years, subdomains included: a casino is served over HTTPS only. Sent only over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/**
 * The headers of each kind of response:
 * - `page`: index.html (every route of the app) and the other HTML files;
 * - `promoFrame`: promo-frame.html, the sealed document custom promo blocks and scripted widgets run in;
 * - `asset`: the build's content-hashed files under assets/, cached for a year;
 * - `file`: everything else (env.json, sw.js, the manifest, icons), checked with the server each time.
 *
 * @param {{ env?: unknown, lobbyUrl: string, https: boolean, csp?: boolean }} options
 *   env: the deployment's env.json (its hosts go into the policy); csp false leaves the policies out.
 */
export function responseHeaders({ env, lobbyUrl, https, csp = true }) {
  const demo = isDemo(env);
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
  const framed = (policy) => ({
    ...common,
    'X-Frame-Options': 'SAMEORIGIN',
    ...(csp ? { 'Content-Security-Policy': policy } : {}),
    'Cache-Control': CACHE_REVALIDATE,
  });
  return {
    page: framed(lobbyPolicy({ origins: envOrigins(env, lobbyUrl), gameFrames: frameOrigins(env), demo })),
    promoFrame: framed(promoFramePolicy()),
    asset: { ...common, 'Cache-Control': CACHE_IMMUTABLE },
    file: { ...common, 'Cache-Control': CACHE_REVALIDATE },
  };
}

/** Which kind of response a file of the build (its path inside the build, '/'-separated) gets. */
export function kindOf(relative) {
  if (relative === 'promo-frame.html') return 'promoFrame';
  if (relative.startsWith('assets/')) return 'asset';
  if (relative === '' || relative.endsWith('.html')) return 'page';
  return 'file';
}

/**
 * A `_headers` file, as static hosts such as Cloudflare Pages read it: every rule whose path matches applies,
 * and `! Name` drops a header a wider rule set. So the page headers go on every path, and the promo frame
 * and the assets replace the two headers that differ for them.
 *
 * @param {ReturnType<typeof responseHeaders>} headers
 * @param {string} basePath the path the lobby is served under, e.g. '/' or '/lobby/'
 */
export function headersFile(headers, basePath) {
  const block = (path, set, replaced = []) =>
    [
      path,
      ...replaced.map((name) => `  ! ${name}`),
      ...Object.entries(set)
        .filter(([name]) => path === `${basePath}*` || replaced.includes(name))
        .map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n');
  return `${[
    "# The lobby's response headers (generated from scripts/csp.mjs and scripts/headers.mjs; see docs/security-headers.md).",
    block(`${basePath}*`, headers.page),
    block(`${basePath}promo-frame.html`, headers.promoFrame, ['Content-Security-Policy']),
    // hosts with "pretty" addresses serve promo-frame.html at this path too
    block(`${basePath}promo-frame`, headers.promoFrame, ['Content-Security-Policy']),
    block(`${basePath}assets/*`, headers.asset, ['Cache-Control']),
  ].join('\n\n')}\n`;
}

/**
 * An nginx configuration serving the build as the bundled server does: a `server` block over TLS and, unless
 * `redirectFrom` is null, one that sends plain-HTTP visitors to it. nginx's `add_header` in a location
 * replaces the server's, so each location that answers lists its whole set.
 *
 * @param {ReturnType<typeof responseHeaders>} headers
 * @param {{ root: string, basePath: string, serverName?: string, listen?: string, redirectFrom?: string | null,
 *   certificate?: string, certificateKey?: string, mimeTypes?: string,
 *   proxy?: { paths: string[], to: string } }} options
 *   root: the folder the build sits in at basePath (for '/', the build's own folder); listen: e.g. '443 ssl'
 *   (the default) or '127.0.0.1:8443 ssl'; proxy: paths under which requests go on to the casino's backend
 *   at `to` (for a backend served on the lobby's own origin), each as it was asked for.
 */
export function nginxServer(headers, options) {
  const { root, basePath, serverName = 'lobby.example', listen = '443 ssl', redirectFrom = '80' } = options;
  const certificate = options.certificate ?? '/etc/ssl/lobby/fullchain.pem';
  const certificateKey = options.certificateKey ?? '/etc/ssl/lobby/privkey.pem';
  const quote = (value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  const location = (match, set, body) =>
    [
      `  location ${match} {`,
      ...Object.entries(set).map(([name, value]) => `    add_header ${name} ${quote(value)} always;`),
      ...body.map((line) => `    ${line}`),
      '  }',
    ].join('\n');
  const under = `^${escapeRegex(basePath)}`;
  return `${[
    '# The lobby, served by nginx (generated from scripts/csp.mjs and scripts/headers.mjs; see docs/security-headers.md).',
    ...(redirectFrom === null
      ? []
      : [
          `server {\n  listen ${redirectFrom};\n  server_name ${serverName};\n  return 301 https://$host$request_uri;\n}`,
        ]),
    'server {',
    // the form every nginx in use reads (1.25 and later also take `http2 on;`, and warn about this one)
    `  listen ${listen} http2;`,
    `  server_name ${serverName};`,
    `  ssl_certificate ${certificate};`,
    `  ssl_certificate_key ${certificateKey};`,
    `  root ${root};`,
    '  server_tokens off;',
    '  charset utf-8;',
    `  include ${options.mimeTypes ?? 'mime.types'};`,
    '  types { application/manifest+json webmanifest; application/json map; }',
    '  gzip on;',
    '  gzip_types text/css application/javascript application/json image/svg+xml application/manifest+json;',
    ...(options.proxy?.paths ?? []).map((path) =>
      location(`^~ ${path}`, {}, [
        `proxy_pass ${options.proxy.to};`,
        'proxy_set_header Host $http_host;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
        'proxy_buffering off;',
      ]),
    ),
    location(`= ${basePath}promo-frame.html`, headers.promoFrame, []),
    location(`^~ ${basePath}assets/`, headers.asset, ['try_files $uri =404;']),
    // index.html comes here too, for every route; its <base href> names the path the lobby is served under
    location(`~ ${under}.*\\.html$`, headers.page, [
      'try_files $uri =404;',
      ...(basePath === '/' ? [] : [`sub_filter '<base href="/" />' '<base href="${basePath}" />';`]),
    ]),
    '  # a file that is not there is a 404; any other path is a route of the app',
    location(`~ ${under}.+\\.[A-Za-z0-9]+$`, headers.file, ['try_files $uri =404;']),
    location(basePath, {}, [`try_files $uri ${basePath}index.html;`]),
    ...(basePath === '/' ? [] : [location('/', {}, [`return 302 ${basePath};`])]),
    '}',
  ].join('\n')}\n`;
}

function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The files written beside the build for its hosts. */
export const DEPLOY_FILES = { headers: '_headers', nginx: 'nginx-server.conf' };

const META_MARK = /<meta http-equiv="Content-Security-Policy"[^>]*>\n?\s*/;

/** index.html with the policy a meta tag can carry, after its charset (once, however often it is run). */
export function withMetaPolicy(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
  const cleared = html.replace(META_MARK, '');
  return cleared.replace(/(<meta charset="[^"]*"\s*\/?>)(\s*)/i, `$1$2${meta}$2`);
}

/**
/** Whether an env.json body turns the demo casino on. */
function isDemo(env) {
  return typeof env === 'object' && env !== null && env.demo === true;
}

/**
 * Writes the headers of a build for its hosts, from its env.json: `_headers`, the nginx configuration, and the
 * meta policy in index.html. The build runs it; an operator runs it again after editing env.json:
 * `node packages/lobby-app/scripts/headers.mjs --dist DIR [--base /lobby/] [--server-name lobby.casino.com]`.
 *
 * @param {string} dist the build's folder
 * @param {{ basePath?: string, serverName?: string, origin?: string, root?: string,
 *   nginx?: Omit<Parameters<typeof nginxServer>[1], 'root' | 'basePath' | 'serverName'> }} options
 *   origin: the lobby's origin (`https://{serverName}` unless given, e.g. with a port); nginx: the rest of the
 *   server block's settings (listen, certificates, a proxy).
 */
export function writeDeployFiles(dist, options = {}) {
  const basePath = options.basePath ?? '/';
  const serverName = options.serverName ?? 'lobby.example';
  const origin = options.origin ?? `https://${serverName}`;
  let env = {};
  try {
    env = JSON.parse(readFileSync(join(dist, 'env.json'), 'utf8'));
  } catch {
    // no env.json yet: the lobby's own origin only
  }
  const headers = responseHeaders({ env, lobbyUrl: `${origin}${basePath}`, https: true });
  writeFileSync(join(dist, DEPLOY_FILES.headers), headersFile(headers, basePath));
  const root = options.root ?? '/var/www/lobby';
  const nginx = nginxServer(headers, { ...options.nginx, root, basePath, serverName });
  writeFileSync(join(dist, DEPLOY_FILES.nginx), nginx);
  const index = join(dist, 'index.html');
  writeFileSync(index, withMetaPolicy(readFileSync(index, 'utf8'), metaPolicy({ demo: isDemo(env) })));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string' },
      base: { type: 'string', default: '/' },
      'server-name': { type: 'string' },
      root: { type: 'string' },
    },
  });
  if (!values.dist) {
    console.error(
      'Usage: node scripts/headers.mjs --dist DIR [--base /lobby/] [--server-name HOST] [--root DIR]',
    );
    process.exit(2);
  }
  writeDeployFiles(resolve(values.dist), {
    basePath: `/${values.base}/`.replace(/\/+/g, '/'),
    serverName: values['server-name'],
    root: values.root,
  });
  console.info(
    `Wrote ${DEPLOY_FILES.headers}, ${DEPLOY_FILES.nginx} and the meta policy of index.html in ${values.dist}`,
  );
}
