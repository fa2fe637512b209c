import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_SCRIPT_HASHES, envOrigins, lobbyPolicy, promoFramePolicy } from '../scripts/csp.mjs';
import { processorPage } from './answers.ts';
import { DemoCasino } from './casino.ts';
import { demoEnv } from './env.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The inline scripts and event handlers of a demo page. */
function inlineCode(html: string): string[] {
  const scripts = [
    ...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1] ?? '');
  const handlers = [...html.matchAll(/\son\w+="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&quot;', '"'),
  );
  return [...scripts, ...handlers].filter((code) => code !== '');
}

function pageOf(dataUrl: string): string {
  return decodeURIComponent(dataUrl.replace(/^data:text\/html;charset=utf-8,/, '').split('<!--')[0] ?? '');
}

describe('the content security policy and the demo casino', () => {
  it('allows by hash exactly the fixed scripts of the demo’s game and processor pages', () => {
    // the stand-in games, and the games that try to take the lobby away (demo_hostile=frames)
    const urls = (['off', 'frames'] as const).flatMap((hostile) => {
      const casino = new DemoCasino({ env: demoEnv(), settings: { profile: 'vip', hostile } });
      const game = casino.catalogue() as { games: { shortname: string }[] };
      const launch = casino.answer('gamelauncher', {
        form: new URLSearchParams({ game: game.games[0]?.shortname ?? '', realmoney: '1' }),
      }) as { url?: string; games?: { url: string }[] };
      return [launch.url, ...(launch.games ?? []).map((entry) => entry.url)].filter(
        (url): url is string => typeof url === 'string',
      );
    });
    expect(urls.length).toBeGreaterThan(1);
    const code = [
      ...urls.flatMap((url) => inlineCode(pageOf(url))),
      ...inlineCode(processorPage({ ok: true })),
    ];
    const hashes = new Set(code.map(sha256));
    expect([...hashes].sort()).toEqual([...DEMO_SCRIPT_HASHES].sort());
  });

  it('keeps scripts to the lobby’s own files, with the demo’s hashes only in demo builds', () => {
    const policy = lobbyPolicy();
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).not.toMatch(/frame-src[^;]*data:/);
    expect(lobbyPolicy({ demo: true })).toMatch(/script-src 'self' 'unsafe-hashes' 'sha256-/);
  });

  it('lets the calls, images and frames reach the hosts env.json names', () => {
    const origins = envOrigins(
      {
        endpoint: 'https://api.casino.example/lobby',
        assetsHost: 'https://cdn.casino.example/',
        controllers: { wpc2: 'casino-api/Wpc2' },
        exitPage: './game-exit.html',
      },
      'https://lobby.casino.example/',
    );
    expect(origins.sort()).toEqual(['https://api.casino.example', 'https://cdn.casino.example']);
    const policy = lobbyPolicy({ origins });
    expect(policy).toMatch(
      /connect-src 'self' https:\/\/api\.casino\.example https:\/\/cdn\.casino\.example/,
    );
    expect(policy).toMatch(/img-src [^;]*https:\/\/cdn\.casino\.example/);
  });

  it('runs custom promos in an opaque origin that can send nothing', () => {
    const policy = promoFramePolicy();
    expect(policy).toContain('sandbox allow-scripts');
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('lets a scripted widget load its script files from https addresses only', () => {
    expect(promoFramePolicy()).toMatch(/script-src 'unsafe-inline' https:;/);
  });
});
