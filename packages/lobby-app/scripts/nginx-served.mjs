// Serves a build of the lobby with nginx, as an operator would deploy it: the server block the build wrote
// (scripts/headers.mjs) over HTTPS with a throwaway certificate, and the demo casino running as a server of
// its own behind it (demo-casino/http/), on the lobby's origin under casino-api/ and friends. The nginx suite
// (playwright.served.config.ts) runs the hardening tests against it.
//
//   node packages/lobby-app/scripts/nginx-served.mjs      (PORT, default 8443; DIST_DIR, default dist/)
//
// The operator's build (dist/) is copied to a folder of its own and given an env.json, as an operator fills
// in the template (the demo casino's addresses, `demo: false`); its headers are then written again for that
// env.json, as docs/deploying.md tells an operator to. Runs until stopped.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPLOY_FILES, writeDeployFiles } from './headers.mjs';
import { selfSignedCertificate } from './tls.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const app = resolve(here, '..');
const dist = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(app, 'dist');
const host = '127.0.0.1';
const port = Number(process.env.PORT || 8443);
const backendPort = Number(process.env.BACKEND_PORT || port + 1);
const lobbyUrl = `https://${host}:${port}/`;
/** What the demo casino answers under the lobby's origin: the calls, its pictures and its translations. */
const CASINO_PATHS = ['/casino-api/', '/casino-assets/', '/app/shared/'];

function nginxBinary() {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error('nginx was not found: install it (Debian: apt-get install -y nginx) or set NGINX');
}

const folder = mkdtempSync(join(tmpdir(), 'lobby-nginx-'));
// nginx's workers read the files as another user when it starts as root
chmodSync(folder, 0o755);
const www = join(folder, 'www');
cpSync(dist, www, { recursive: true });
const demoEnv = JSON.parse(readFileSync(join(app, 'demo-casino', 'env.json'), 'utf8'));
// the demo casino's frames come from its backend on the lobby's origin: the only provider origin listed, so
// the policy's frame-src is narrowed as a deployment's with its providers listed is
const env = { ...demoEnv, demo: false, loginPage: undefined, providerFrames: [new URL(lobbyUrl).origin] };
writeFileSync(join(www, 'env.json'), `${JSON.stringify(env, null, 2)}\n`);
const tls = selfSignedCertificate(host, folder);
for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(folder, temp));
// the build's own files, written again for this env.json as an operator does, with this host's settings; nginx
// then serves the server block the build carries
writeDeployFiles(www, {
  serverName: host,
  origin: new URL(lobbyUrl).origin,
  root: www,
  nginx: {
    listen: `${host}:${port} ssl`,
    redirectFrom: null,
    certificate: tls.certificate,
    certificateKey: tls.key,
    mimeTypes: '/etc/nginx/mime.types',
    proxy: { paths: CASINO_PATHS, to: `http://${host}:${backendPort}` },
  },
});
writeFileSync(
  join(folder, 'nginx.conf'),
  [
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${join(folder, 'nginx.pid')};`,
    `error_log ${join(folder, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    '  access_log off;',
    ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${join(folder, temp)};`,
    ),
    `  include ${join(www, DEPLOY_FILES.nginx)};`,
    '}',
    '',
  ].join('\n'),
);

const children = [];
function stop(code) {
  for (const child of children) child.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const tsx = join(app, '..', '..', 'node_modules', '.bin', 'tsx');
const backend = spawn(
  tsx,
  [
    join(app, 'demo-casino', 'http', 'main.ts'),
    '--env',
    join(www, 'env.json'),
    '--lobby',
    lobbyUrl,
    '--port',
    String(backendPort),
  ],
  { stdio: 'inherit' },
);
const nginx = spawn(nginxBinary(), ['-p', folder, '-c', join(folder, 'nginx.conf')], { stdio: 'inherit' });
children.push(backend, nginx);
for (const child of children) {
  child.on('exit', (code) => {
    if (code !== 0 && existsSync(join(folder, 'error.log')))
      console.error(readFileSync(join(folder, 'error.log'), 'utf8'));
    stop(code ?? 1);
  });
}
console.info(`Lobby served by nginx at ${lobbyUrl} (demo casino backend on port ${backendPort})`);
