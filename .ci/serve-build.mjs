// Serves a build folder with the lobby's own static server (packages/lobby-app/scripts/serve.mjs), for the
// scripts that measure a build in a browser: the Lighthouse gate, the budgets' home visit, the browser bench.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root } from './lib.mjs';

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Serves `dist` on 127.0.0.1:`port` (over HTTPS with HTTP/2 when `https`) and resolves with the server's
 * process once it says it is ready; fails rather than measure another server that already holds the port.
 */
export async function serveBuild({ dist, port, https = false }) {
  const server = spawn(process.execPath, [join(root, 'packages', 'lobby-app', 'scripts', 'serve.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dist, HTTPS: https ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    server.stdout.on('data', (data) => {
      if (String(data).includes('ready at')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`the server of the build stopped (exit ${code})`)));
  });
  const timeout = new Promise((_, reject) =>
    setTimeout(() => reject(new Error('the server of the build did not start')), 15_000),
  );
  try {
    await Promise.race([ready, timeout]);
  } catch (error) {
    server.kill();
    throw error;
  }
  return server;
}
