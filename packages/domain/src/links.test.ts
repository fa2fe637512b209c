import { describe, expect, it } from 'vitest';
import { gameFrameAddress, isSafeImageSource, loginAddress } from './addresses.ts';
import { classifyLink, pageAddress } from './links.ts';

const origin = 'https://casino.example';
const lobbyOnly = (path: string) => (/^\/(promotions|all-games|play\/)/.test(path) ? path : null);

describe('links from server content', () => {
  it('opens root-relative and relative lobby paths inside the app', () => {
    expect(classifyLink('/promotions', { origin })).toEqual({ kind: 'app', path: '/promotions' });
    expect(classifyLink('all-games?sort=new', { origin })).toEqual({
      kind: 'app',
      path: '/all-games?sort=new',
    });
    expect(classifyLink('https://casino.example/play/cash-bandits', { origin })).toEqual({
      kind: 'app',
      path: '/play/cash-bandits',
    });
  });

  it('opens other pages of the casino site normally when the app says they are not its own', () => {
    expect(classifyLink('/cashier/', { origin, appPathOf: lobbyOnly })).toEqual({
      kind: 'page',
      href: '/cashier/',
    });
    expect(classifyLink('/promotions', { origin, appPathOf: lobbyOnly })).toEqual({
      kind: 'app',
      path: '/promotions',
    });
  });

  it('sends other sites, protocol-relative ones included, to a new tab', () => {
    expect(classifyLink('https://other.example/x?y=1', { origin })).toEqual({
      kind: 'external',
      href: 'https://other.example/x?y=1',
    });
    expect(classifyLink('//evil.example/path', { origin })).toEqual({
      kind: 'external',
      href: 'https://evil.example/path',
    });
    // a backslash is a slash to the URL parser, so this would be another host: refused as unreadable
    expect(classifyLink('/\\evil.example', { origin })).toBeNull();
  });

  it('keeps mailto and tel links', () => {
    expect(classifyLink('mailto:help@casino.example', { origin })).toEqual({
      kind: 'contact',
      href: 'mailto:help@casino.example',
    });
    expect(classifyLink('tel:+15551234', { origin })?.kind).toBe('contact');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' \u0001javascript:alert(1)',
    'javascript&colon;alert(1)'.replace('&colon;', ':'),
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'intent://scan/#Intent;scheme=zxing;end',
    'https://user:pass@casino.example/',
    '',
  ])('drops %j', (href) => {
    expect(classifyLink(href, { origin })).toBeNull();
  });

  it('never calls a path with .. or // a lobby page', () => {
    expect(classifyLink('/a/../../promotions', { origin })).toEqual({ kind: 'app', path: '/promotions' });
    expect(classifyLink('/a%2F%2Fb', { origin })).toEqual({ kind: 'page', href: '/a%2F%2Fb' });
  });
});

describe('image sources from server content', () => {
  it('allows http(s), relative paths and inline raster images', () => {
    expect(isSafeImageSource('https://cdn.example/a.png', origin)).toBe(true);
    expect(isSafeImageSource('/promos/a.jpg', origin)).toBe(true);
    expect(isSafeImageSource('data:image/png;base64,iVBORw0KGgo=', origin)).toBe(true);
  });

  it('refuses scripts, SVG and HTML data and other schemes', () => {
    expect(isSafeImageSource('javascript:alert(1)', origin)).toBe(false);
    expect(isSafeImageSource('data:image/svg+xml,<svg onload=alert(1)>', origin)).toBe(false);
    expect(isSafeImageSource('data:text/html,<script>alert(1)</script>', origin)).toBe(false);
    expect(isSafeImageSource('file:///x.png', origin)).toBe(false);
  });
});

describe('pages the lobby leaves for', () => {
  const at = { origin, base: 'https://casino.example/lobby/' };

  it('reads a configured page against the base location, and keeps other sites', () => {
    expect(pageAddress('cashier/', at)).toBe('https://casino.example/lobby/cashier/');
    expect(pageAddress('/cashier/', at)).toBe('https://casino.example/cashier/');
    expect(pageAddress('https://pay.example/deposit?x=1', at)).toBe('https://pay.example/deposit?x=1');
  });

  it.each([
    'javascript:alert(1)',
    ' \u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:help@casino.example',
    'https:evil.example',
    '/\\evil.example',
    '',
    null,
  ])('refuses %j', (raw) => {
    expect(pageAddress(raw, at)).toBeNull();
  });
});

describe('addresses of a game frame', () => {
  it('loads http(s) games everywhere', () => {
    expect(gameFrameAddress('https://games.example/x?t=1', { demo: false })).toBe(
      'https://games.example/x?t=1',
    );
    expect(gameFrameAddress('http://games.example/x', { demo: false })).toBe('http://games.example/x');
  });

  it('loads only the provider origins a deployment lists, when it lists any', () => {
    const providerFrames = ['https://games.example', 'https://live.example'];
    expect(gameFrameAddress('https://live.example/table?t=1', { demo: false, providerFrames })).toBe(
      'https://live.example/table?t=1',
    );
    expect(
      gameFrameAddress('https://games.example.evil.example/x', { demo: false, providerFrames }),
    ).toBeNull();
    expect(gameFrameAddress('http://games.example/x', { demo: false, providerFrames })).toBeNull();
    expect(gameFrameAddress('https://other.example/x', { demo: false, providerFrames: [] })).toBe(
      'https://other.example/x',
    );
  });

  it('loads the demo casino’s data: pages only on the demo casino', () => {
    const page = 'data:text/html;charset=utf-8,%3Cp%3Egame%3C%2Fp%3E';
    expect(gameFrameAddress(page, { demo: true })).toBe(page);
    expect(gameFrameAddress(page, { demo: false })).toBeNull();
  });

  it.each([
    ' JavaScript:alert(1)',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:text/javascript,alert(1)',
    '/relative/path',
    '//games.example/x',
    'https:games.example',
    'https://user:pw@games.example/',
  ])('refuses %j, also on the demo casino', (url) => {
    expect(gameFrameAddress(url, { demo: false })).toBeNull();
    expect(gameFrameAddress(url, { demo: true })).toBeNull();
  });
});

describe('the login return path', () => {
  it('stays under the base location', () => {
    expect(loginAddress('https://casino.example/login', '/', '/lobby/')).toBe(
      'https://casino.example/login?returnurl=%2Flobby%2F',
    );
    expect(loginAddress('https://casino.example/login', '/promotions#top', '/lobby')).toBe(
      'https://casino.example/login?returnurl=%2Flobby%2Fpromotions%23top',
    );
  });
});
