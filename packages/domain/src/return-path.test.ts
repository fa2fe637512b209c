import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginAddress, toSafePageLink } from './addresses.ts';
import { toSafeInternalPath } from './internal-path.ts';
import { casinoPage } from './links.ts';
import {
  favQueryOutcome,
  gamePath,
  playQueryTarget,
  returnPageOrHome,
  toSafeProvider,
  toSafeShortname,
  withQuery,
} from './return-path.ts';

const hostile = [
  '',
  'providers',
  'https://evil.example',
  'javascript:alert(1)',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/play/%0d%0aSet-Cookie',
  '/play/\u0000x',
  '/play/x\ny',
  '/play/\u007f',
  ' /play/x',
  '/play/x ',
  '/a/../../etc',
  '/./x',
  '/x/..',
  '/user@evil.example',
  '/http:x',
  '/\u2215\u2215evil.example',
  '/play/ｘ',
  'x'.repeat(10),
  `/${'a'.repeat(2048)}`,
];

describe('safe internal paths', () => {
  it.each([
    '/',
    '/favorites',
    '/providers/betsoft',
    '/play/cash-bandits?by=Tom%20Horn'.replace('%20', '-'),
    '/category/online-slots?page=2#top',
    '/a.b/c_d~e',
    '/providers/Tom%20Horn',
    '/providers/Caf%C3%A9%20Games',
    "/providers/Play'n%20GO?page=2",
  ])('keeps %s', (path) => {
    expect(toSafeInternalPath(path)).toBe(path);
  });

  it.each(hostile)('refuses %j', (input) => {
    expect(toSafeInternalPath(input)).toBeNull();
  });

  it.each([
    ['a dot, which URL parsers read as a dot segment', '/%2e%2e/admin'],
    ['a single escaped dot', '/providers/.%2E/x'],
    ['an escaped slash', '/a%2Fb'],
    ['an escaped backslash', '/a%5cb'],
    ['an escaped percent sign', '/a%25%32%66b'],
    ['a colon', '/javascript%3Aalert(1)'],
    ['an at sign', '/x%40evil.example'],
    ['a question mark', '/x%3Fy'],
    ['a control character', '/x%00'],
    ['a line break', '/x%0d%0aLocation:%20/evil'],
    ['markup', '/x%3Cscript%3E'],
    ['a right-to-left override', '/x%E2%80%AEtxt.exe'],
    ['a zero-width space', '/x%E2%80%8By'],
    ['bytes that are not UTF-8', '/x%C3'],
    ['a malformed escape', '/x%zz'],
    ['a lone percent sign', '/x%'],
    ['a truncated escape', '/x%2'],
  ])('refuses an escape of %s', (_what, input) => {
    expect(toSafeInternalPath(input)).toBeNull();
  });

  it('refuses anything that is not a string', () => {
    for (const input of [null, undefined, 42, {}, ['/'], true]) expect(toSafeInternalPath(input)).toBeNull();
  });

  it('never yields a path that leaves the app, whatever the input', () => {
    const base = 'https://lobby.example/casino/';
    const tricky = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%',
      ':',
      '.',
      '..',
      '@',
      '?',
      '#',
      'http',
      'evil.example',
      '\t',
      '\n',
      '\u0000',
      'a',
      '%2f',
      '%5c',
      '%2e',
      '%20',
      '%C3%A9',
      '%E2%80%AE',
      '%25',
    );
    const input = fc.oneof(
      fc.string(),
      fc.array(tricky, { maxLength: 12 }).map((parts) => parts.join('')),
      fc.webUrl(),
      fc.webPath(),
    );
    fc.assert(
      fc.property(input, (raw) => {
        const safe = toSafeInternalPath(raw);
        if (safe === null) return;
        expect(safe.startsWith('/')).toBe(true);
        expect(safe).not.toMatch(/\/\/|\\|:|@/);
        // a percent sign only ever starts an escape of something harmless
        expect(safe).not.toMatch(/%(?![0-9A-Fa-f]{2})/);
        expect(decodeURIComponent(safe)).not.toMatch(/\/\/|\\|:|@|(^|\/)\.\.?(\/|$|[?#])/);
        expect([...safe].some((ch) => (ch.codePointAt(0) ?? 0) < 0x20 || ch === '\u007f')).toBe(false);
        const resolved = new URL(`.${safe}`, base);
        expect(resolved.origin).toBe('https://lobby.example');
        expect(resolved.pathname.startsWith('/casino/')).toBe(true);
        expect(new URL(safe, base).origin).toBe('https://lobby.example');
      }),
      { numRuns: 2000 },
    );
  });

  it('falls back to home for an unsafe stored return page', () => {
    expect(returnPageOrHome('/providers')).toBe('/providers');
    expect(returnPageOrHome('//evil.example')).toBe('/');
    expect(returnPageOrHome(null)).toBe('/');
  });
});

describe('shortnames and providers from input', () => {
  it('accepts plain slugs only', () => {
    expect(toSafeShortname(' cash-bandits_3.v2 ')).toBe('cash-bandits_3.v2');
    for (const input of ['', '-x', '../admin', 'a..b', 'a/b', 'a b', 'a%2f', 'x'.repeat(129), 7, null]) {
      expect(toSafeShortname(input)).toBeNull();
    }
  });

  it('accepts provider names with spaces', () => {
    expect(toSafeProvider(' Tom Horn ')).toBe('Tom Horn');
    for (const input of ['', ' ', '<b>', 'a/b', 'x'.repeat(65), undefined])
      expect(toSafeProvider(input)).toBeNull();
  });
});

describe('game paths', () => {
  it('adds the provider only in fusion', () => {
    expect(gamePath('play', { shortname: 'g', provider: 'Tom Horn' }, true)).toBe('/play/g?by=Tom%20Horn');
    expect(gamePath('play', { shortname: 'g', provider: 'Tom Horn' }, false)).toBe('/play/g');
    expect(gamePath('demo', { shortname: 'g', provider: null }, true)).toBe('/demo/g');
    expect(gamePath('demo', { shortname: 'g' }, true)).toBe('/demo/g');
  });
});

describe('the ?play= query', () => {
  it('redirects to the game', () => {
    expect(playQueryTarget('cash-bandits', null, false)).toBe('/play/cash-bandits');
    expect(playQueryTarget('cash-bandits', 'rtg', true)).toBe('/play/cash-bandits?by=rtg');
    expect(playQueryTarget('cash-bandits', '//evil', true)).toBe('/play/cash-bandits');
  });

  it('goes nowhere for anything but a shortname', () => {
    for (const input of ['https://evil.example', '//evil.example', '../x', '', null, ['a']])
      expect(playQueryTarget(input, null, false)).toBeNull();
  });
});

describe('the ?fav= query', () => {
  it('stores the favourite and goes to /favorites for a player', () => {
    expect(favQueryOutcome('g', 'rival', false)).toEqual({
      kind: 'store-and-go',
      favourite: { shortname: 'g', provider: 'rival' },
      to: '/favorites',
    });
  });

  it('stores the favourite and asks a guest to log in, returning to /favorites', () => {
    expect(favQueryOutcome('g', undefined, true)).toEqual({
      kind: 'store-and-login',
      favourite: { shortname: 'g', provider: null },
      returnTo: '/favorites',
    });
  });

  it('ignores a value that is not a shortname', () => {
    expect(favQueryOutcome('javascript:alert(1)', null, true)).toBeNull();
  });
});

describe('adding to a query', () => {
  it('starts a query, continues one and keeps the fragment', () => {
    expect(withQuery('https://x.example/p', [['a', '1']])).toBe('https://x.example/p?a=1');
    expect(withQuery('https://x.example/p?', [['a', '1']])).toBe('https://x.example/p?a=1');
    expect(
      withQuery('https://x.example/p?z=0#top', [
        ['a', 'b c'],
        ['d', '/e'],
      ]),
    ).toBe('https://x.example/p?z=0&a=b%20c&d=%2Fe#top');
  });
});

describe('the login address', () => {
  it('returns to the lobby path under the base path', () => {
    expect(loginAddress('https://casino.example/casino/login', '/favorites', '/casino/')).toBe(
      'https://casino.example/casino/login?returnurl=%2Fcasino%2Ffavorites',
    );
    expect(loginAddress('https://casino.example/login?site=2', '/play/x?by=rtg', '/')).toBe(
      'https://casino.example/login?site=2&returnurl=%2Fplay%2Fx%3Fby%3Drtg',
    );
  });

  it.each(hostile)('sends an unsafe return path %j to the home page', (returnTo) => {
    expect(loginAddress('https://casino.example/lobby/login', returnTo, '/lobby/')).toBe(
      'https://casino.example/lobby/login?returnurl=%2Flobby%2F',
    );
  });

  it('never names another site as the return, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (returnTo) => {
        const address = new URL(loginAddress('https://casino.example/login', returnTo, '/casino/'));
        const back = new URL(address.searchParams.get('returnurl') ?? '', 'https://casino.example/');
        expect(back.origin).toBe('https://casino.example');
        expect(back.pathname.startsWith('/casino/')).toBe(true);
      }),
    );
  });
});

describe('links to the casino pages', () => {
  it.each([
    'https://casino.example/terms',
    'HTTP://casino.example',
    'cashier/',
    '/terms',
    'vip?tab=1',
    '//cashier.casino.example/',
  ])('keeps %j', (link) => {
    expect(toSafePageLink(link)).toBe(link);
  });

  it('keeps a link without the spaces around it, as a browser reads it', () => {
    expect(toSafePageLink(' https://casino.example ')).toBe('https://casino.example');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'https:evil.example',
    '/\\evil.example',
    'java\tscript:x',
    'mailto:help@casino.example',
    'https://user:pass@casino.example/',
    '',
    null,
    42,
  ])('refuses %j', (link) => {
    expect(toSafePageLink(link)).toBeNull();
  });
});

describe('casinoPage', () => {
  it("takes the casino's configured page, else the platform's own address", () => {
    expect(casinoPage({ cashier: 'https://casino.example/bank', signup: null }, 'cashier')).toBe(
      'https://casino.example/bank',
    );
    expect(casinoPage({ cashier: null, signup: null }, 'cashier')).toBe('/cashier/');
    expect(casinoPage({ cashier: null, signup: null }, 'signup')).toBe('/signup');
    expect(casinoPage(null, 'cashier')).toBe('/cashier/');
  });
});
