// Serves a build of the lobby as a single-page app: static files, index.html for every other path under the
// base location, and the <base href> rewritten so one build works under any base_location. By default the
// demo build (dist-demo/, `pnpm --filter @lobby/app build:demo`); DIST_DIR serves another, such as the
// operator's build in dist/.
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { kindOf, responseHeaders } from './headers.mjs';
import { contentTypes, fileInside } from './static-file.mjs';
import { selfSignedCertificate } from './tls.mjs';

const root = process.env.DIST_DIR
  ? resolve(process.env.DIST_DIR)
  : resolve(fileURLToPath(new URL('../dist-demo', import.meta.url)));
if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build in ${root}: run pnpm --filter @lobby/app build:demo (or set DIST_DIR).`);
  process.exit(1);
}
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4173);
const basePath = normaliseBase(process.env.BASE_PATH || '/');
// HTTPS=1 serves over TLS with HTTP/2, as a production host does: TLS_CERT and TLS_KEY name the certificate's
// files, or, without them, a throwaway self-signed certificate for this host is made with openssl.
const secure = process.env.HTTPS === '1';
const scheme = secure ? 'https' : 'http';

function normaliseBase(value) {
  const trimmed = `/${value}/`.replace(/\/+/g, '/');
  return trimmed;
}

// Text files go out gzipped when the browser accepts it, as any production host sends them (the bundle
// budgets are gzip sizes too). The build never changes while served, so each file is compressed once.
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.map',
  '.webmanifest',
  '.txt',
]);
const gzipped = new Map();
function acceptsGzip(req) {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}
async function gzipOf(file) {
  let body = gzipped.get(file);
  if (!body) {
    body = gzipSync(await readFile(file));
    gzipped.set(file, body);
  }
  return body;
}

// The response headers (scripts/headers.mjs, the same the build writes for nginx and static hosts), built
// once from the deployment's env.json; CSP=off serves without the policies (to tell a policy problem from
// another).
let headerSets;
async function headersOf(relative) {
  if (!headerSets) {
    let env = {};
    try {
      env = JSON.parse(await readFile(join(root, 'env.json'), 'utf8'));
    } catch {
      // no env.json: the lobby's own origin only
    }
    const lobbyUrl = `${scheme}://${host}:${port}${basePath}`;
    headerSets = responseHeaders({ env, lobbyUrl, https: secure, csp: process.env.CSP !== 'off' });
  }
  return headerSets[kindOf(relative)];
}

let indexHtml;
let indexGzip;
async function loadIndex() {
  indexHtml ??= (await readFile(join(root, 'index.html'), 'utf8')).replace(
    '<base href="/" />',
    `<base href="${basePath}" />`,
  );
  return indexHtml;
}

/** The certificate and key of the HTTPS mode. */
function tlsCredentials() {
  if (process.env.TLS_CERT && process.env.TLS_KEY) {
    return { cert: readFileSync(process.env.TLS_CERT), key: readFileSync(process.env.TLS_KEY) };
  }
  const folder = mkdtempSync(join(tmpdir(), 'lobby-tls-'));
  try {
    const made = selfSignedCertificate(host, folder);
    return { cert: readFileSync(made.certificate), key: readFileSync(made.key) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function handle(req, res) {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (!url.pathname.startsWith(basePath)) {
      res.writeHead(302, { Location: basePath }).end();
      return;
    }
    const file = fileInside(root, url.pathname.slice(basePath.length));
    // a path that leaves the build (or cannot be read) is a route of the app: it gets index.html, nothing else
    const relative =
      file === null
        ? ''
        : file
            .slice(root.length + 1)
            .split('\\')
            .join('/');
    if (file !== null && relative !== 'index.html') {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) {
        const headers = {
          'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
          Vary: 'Accept-Encoding',
          ...(await headersOf(relative)),
        };
        if (compressible.has(extname(file)) && acceptsGzip(req)) {
          const body = await gzipOf(file);
          res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
          res.end(req.method === 'HEAD' ? undefined : body);
          return;
        }
        res.writeHead(200, { ...headers, 'Content-Length': info.size });
        if (req.method === 'HEAD') res.end();
        else createReadStream(file).pipe(res);
        return;
      }
      if (extname(relative)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
    }
    const html = await loadIndex();
    const gzip = acceptsGzip(req);
    if (gzip) indexGzip ??= gzipSync(html);
    const body = gzip ? indexGzip : html;
    res.writeHead(200, {
      'Content-Type': contentTypes['.html'],
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      ...(await headersOf('index.html')),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Server error');
  }
}

// HTTP/2 still answers an HTTP/1.1 client on the same port
const server = secure
  ? createSecureServer({ ...tlsCredentials(), allowHTTP1: true }, handle)
  : createServer(handle);

server.listen(port, host, () => {
  console.info(`Casino lobby (${root}) ready at ${scheme}://${host}:${port}${basePath}`);
});
