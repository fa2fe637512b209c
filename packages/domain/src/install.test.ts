import { describe, expect, it } from 'vitest';
import { registersServiceWorker, showsInstallPrompt } from './install.ts';

describe('registersServiceWorker', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '[::1]',
    'lobby.local',
    'stage.casino.example',
    'lobby-stage.casino.example',
    'casino.staging.example',
    'stage2.casino.example',
  ])('registers on %s', (host) => {
    expect(registersServiceWorker(host)).toBe(true);
  });

  it.each([
    'casino.example',
    'www.casino.example',
    'backstage.example',
    'stagecoach.example',
    'localhost.example',
    '',
  ])('does not register on %s', (host) => {
    expect(registersServiceWorker(host)).toBe(false);
  });
});

describe('showsInstallPrompt', () => {
  const base = { isMobile: true, isLive: false, browserOffers: true, dismissed: false };
  it('offers the install on a mobile device outside live when the browser can install', () => {
    expect(showsInstallPrompt(base)).toBe(true);
  });
  it.each([
    ['on a desktop', { isMobile: false }],
    ['on the live environment', { isLive: true }],
    ['when the browser cannot install', { browserOffers: false }],
    ['once put away', { dismissed: true }],
  ])('stays quiet %s', (_, change) => {
    expect(showsInstallPrompt({ ...base, ...change })).toBe(false);
  });
});
