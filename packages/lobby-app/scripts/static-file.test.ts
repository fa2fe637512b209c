import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileInside } from './static-file.mjs';

const root = resolve('/srv/lobby/dist');

describe('the served file of a request path', () => {
  it('finds a file inside the served folder', () => {
    expect(fileInside(root, 'assets/app.js')).toBe(join(root, 'assets', 'app.js'));
    expect(fileInside(root, 'assets/../env.json')).toBe(join(root, 'env.json'));
    expect(fileInside(root, 'promo%20frame.html')).toBe(join(root, 'promo frame.html'));
  });

  it('refuses a sibling folder whose name begins with the served folder’s', () => {
    expect(fileInside(root, '..%2fdist-old/secret.txt')).toBeNull();
    expect(fileInside(root, '../dist-old/secret.txt')).toBeNull();
    expect(fileInside(root, '..%2Fdist2%2Fenv.json')).toBeNull();
  });

  it('refuses paths that leave the folder or name the folder itself', () => {
    expect(fileInside(root, '..%2f..%2fetc%2fpasswd')).toBeNull();
    expect(fileInside(root, '..')).toBeNull();
    expect(fileInside(root, '')).toBeNull();
    expect(fileInside(root, 'assets/..')).toBeNull();
  });

  it('refuses what cannot be decoded, NUL bytes and backslashes', () => {
    expect(fileInside(root, '%E0%A4%A')).toBeNull();
    expect(fileInside(root, 'env.json%00.png')).toBeNull();
    expect(fileInside(root, '..%5cdist-old%5csecret.txt')).toBeNull();
  });
});

describe('the bundled server', () => {
  it('answers a path into a sibling dist folder with the lobby page, never the sibling’s file', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'lobby-serve-'));
    const dist = join(parent, 'dist');
    mkdirSync(dist);
    mkdirSync(join(parent, 'dist-old'));
    writeFileSync(join(dist, 'index.html'), '<html><head><base href="/" /></head><body>lobby</body></html>');
    writeFileSync(join(dist, 'robots.txt'), 'robots');
    writeFileSync(join(parent, 'dist-old', 'secret.txt'), 'old build secret');
    const port = await freePort();
    const server = spawn(process.execPath, [fileURLToPath(new URL('./serve.mjs', import.meta.url))], {
      env: { ...process.env, DIST_DIR: dist, PORT: String(port), HOST: '127.0.0.1', CSP: 'off' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((ready, fail) => {
        server.stdout.on('data', () => ready());
        server.on('exit', (code) => fail(new Error(`the server stopped (${code})`)));
      });
      const own = await get(port, '/robots.txt');
      expect(own).toBe('robots');
      for (const path of [
        '/..%2fdist-old/secret.txt',
        '/..%2Fdist-old%2Fsecret.txt',
        '/%2e%2e%2fdist-old/secret.txt',
      ]) {
        const body = await get(port, path);
        expect(body, path).not.toContain('old build secret');
        expect(body, path).toContain('lobby');
      }
    } finally {
      server.kill();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((found, fail) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? found(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** The body of a GET sent with the path exactly as written (no client-side normalising). */
function get(port: number, path: string): Promise<string> {
  return new Promise((done, fail) => {
    const call = request({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => done(body));
    });
    call.on('error', fail);
    call.end();
  });
}
