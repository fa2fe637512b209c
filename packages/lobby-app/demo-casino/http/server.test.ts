import { decryptResponse } from '@lobby/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEnv } from '../env.ts';
import { type DemoHttpServer, startDemoHttpServer } from './server.ts';

let casino: DemoHttpServer;
let base = '';
const env = () => demoEnv({ demo: false }, base);

beforeAll(async () => {
  // the lobby's public address is the server's own here: no proxy in front
  casino = await startDemoHttpServer(demoEnv({ demo: false }, 'http://127.0.0.1:1/'), 0);
  const address = casino.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await casino.close();
  base = `http://127.0.0.1:${port}/`;
  casino = await startDemoHttpServer(env(), port);
});
afterAll(() => casino.close());

async function config(headers: Record<string, string>) {
  const response = await fetch(`${base}casino-api/lobby?getconfig`, { headers });
  const plain = await decryptResponse(await response.text(), env().passphrase);
  // the player's id, '' for a guest
  const pid = /"PID":"?(\w+)/.exec(JSON.stringify(plain))?.[1] ?? '';
  return { response, pid };
}

describe('the demo casino as a server of its own', () => {
  it('gives a new visitor a casino with the switches of the page that called, and keeps it by cookie', async () => {
    const before = casino.visitors();
    const first = await config({ Referer: `${base}?demo_profile=vip` });
    expect(first.response.status).toBe(200);
    const cookie = first.response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^demo_visitor=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(first.pid).not.toBe('');
    const again = await config({ Cookie: cookie.split(';')[0] ?? '' });
    expect(again.response.headers.get('set-cookie')).toBeNull();
    expect(again.pid).toBe(first.pid);
    // no page switches: a guest
    const guest = await config({});
    expect(guest.pid).toBe('');
    expect(casino.visitors()).toBe(before + 2);
  });

  it('serves the frames’ pages it hands out, and nothing else under frames/', async () => {
    const cookie =
      (await config({ Referer: `${base}?demo_profile=vip` })).response.headers.get('set-cookie') ?? '';
    const games = await fetch(`${base}casino-api/lobby?getgames`, {
      headers: { Cookie: cookie.split(';')[0] ?? '' },
    });
    expect(games.status).toBe(200);
    const missing = await fetch(`${base}casino-api/frames/0000000000000000`);
    expect(missing.status).toBe(404);
  });

  it('answers an unknown address with a 404, and a network fault by dropping the connection', async () => {
    expect((await fetch(`${base}nothing-here`)).status).toBe(404);
    const broken = fetch(`${base}casino-api/lobby?getconfig`, {
      headers: { Referer: `${base}?demo_fault=getconfig:network` },
    });
    await expect(broken).rejects.toThrow();
  });
});
