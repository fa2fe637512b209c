import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOME_SECTIONS,
  initialLanguage,
  parseBalances,
  parseCasinoConfig,
  parseConfigResponse,
  parseHomeSections,
  parsePlayer,
  resolveLanguage,
  toLanguage,
  variantOf,
} from './config.ts';
import { bankingLabel, menuFor } from './menus.ts';
import { homeSectionsFor } from './rows.ts';
import { resolveTheme } from './theme.ts';

describe('casino config', () => {
  it('fills every missing field with a default', () => {
    const config = parseCasinoConfig({});
    expect(config).toMatchObject({
      environment: 'live',
      language: 'en',
      isFusion: false,
      funMoneyCasino: false,
      baseLocation: '/',
      currency: 'USD',
      casinoId: null,
      quickdepositEnabled: false,
      livedealer: null,
      homeSections: DEFAULT_HOME_SECTIONS,
      navigation: {},
      pages: { signup: null, cashier: null, promotions: null },
    });
  });

  it('reads PHP-style values', () => {
    const config = parseCasinoConfig({
      environment: 'STAGE',
      language: 'DE',
      is_fusion: '1',
      fun_money_casino: 0,
      casino_id: '85',
      currency: 'eur',
      base_location: '/casino/',
      quickdeposit_enabled: 'true',
      allow_play_for_free_before_login: 1,
      livedealer: 'evolution',
      pages: { cashier: '/cashier/', signup: '' },
      dfs: '1',
      dfs_spinwheel: true,
    });
    expect(config).toMatchObject({
      environment: 'stage',
      language: 'de',
      isFusion: true,
      funMoneyCasino: false,
      casinoId: 85,
      currency: 'EUR',
      baseLocation: '/casino/',
      quickdepositEnabled: true,
      allowPlayForFreeBeforeLogin: true,
      livedealer: 'evolution',
      pages: { cashier: '/cashier/', signup: null },
      dfs: true,
      dfsPopup: false,
      dfsSpinwheel: true,
    });
  });

  it.each([
    [true, '1'],
    [1, '1'],
    ['1', '1'],
    ['evo', 'evo'],
    [false, null],
    [0, null],
    ['0', null],
    ['false', null],
    ['', null],
    [null, null],
  ])('reads livedealer %j as %j', (livedealer, expected) => {
    expect(parseCasinoConfig({ livedealer }).livedealer).toBe(expected);
  });

  it('reads the assets domain as a folder and the loader picture, leaving out what is not a web address', () => {
    expect(
      parseCasinoConfig({
        assets_domain: 'https://cdn.example/casino',
        loader_image: 'https://cdn.example/l.svg',
      }),
    ).toMatchObject({
      assetsDomain: 'https://cdn.example/casino/',
      loaderImage: 'https://cdn.example/l.svg',
    });
    expect(
      parseCasinoConfig({ assets_domain: 'javascript:alert(1)', loader_image: 'data:image/svg+xml,x' }),
    ).toMatchObject({ assetsDomain: '', loaderImage: null });
  });

  it('leaves out a page link that could run script or leave the web', () => {
    const config = parseCasinoConfig({
      pages: {
        cashier: 'javascript:alert(1)',
        terms: 'data:text/html,x',
        contact: 'https://casino.example/c',
      },
    });
    expect(config.pages).toMatchObject({ cashier: null, terms: null, contact: 'https://casino.example/c' });
  });

  it('ignores a casino id that is not a whole number', () => {
    expect(parseCasinoConfig({ casino_id: '8.5' }).casinoId).toBeNull();
    expect(parseCasinoConfig({ casino_id: 'x' }).casinoId).toBeNull();
  });

  it('reads navigation lists under upper-case locales', () => {
    const config = parseCasinoConfig({
      navigation: {
        en: [
          { id: 'home', label: 'Home', action: '/', icon: 'house', ucc_internal: '1' },
          { label: 'Promos' },
          {},
        ],
        de: 'nope',
      },
    });
    expect(config.navigation).toEqual({
      EN: [
        { id: 'home', label: 'Home', action: '/', icon: 'house', internal: true },
        { id: 'Promos', label: 'Promos', action: '', icon: '', internal: false },
      ],
      DE: [],
    });
  });

  it('leaves out a menu item whose link the classifier refuses, and keeps the rest', () => {
    const config = parseCasinoConfig({
      navigation: {
        en: [
          { id: 'xss', label: 'Win', action: 'javascript:alert(document.cookie)' },
          { id: 'data', label: 'Data', action: 'data:text/html,<script>alert(1)</script>' },
          { id: 'vip', label: 'VIP', action: ' https://casino.example/vip ' },
          { id: 'promos', label: 'Promos', action: '/promotions', ucc_internal: 1 },
        ],
      },
      launcher: { en: [{ id: 'bad', label: 'Bad', action: 'java\tscript:alert(1)' }] },
    });
    expect(config.navigation.EN?.map((item) => [item.id, item.action])).toEqual([
      ['vip', 'https://casino.example/vip'],
      ['promos', '/promotions'],
    ]);
    expect(config.launcher.EN).toEqual([]);
  });
});

describe('player', () => {
  it('is null for a guest', () => {
    expect(parsePlayer(null)).toBeNull();
    expect(parsePlayer({ fname: 'no id' })).toBeNull();
    expect(parsePlayer([])).toBeNull();
  });

  it('reads the player with balances and favourites', () => {
    expect(
      parsePlayer({
        PID: 1001,
        fname: 'Zoë',
        lname: 'Ng',
        class: 'New_Player',
        class_vip_level: '2',
        class_display_name: 'Silver',
        currency_code: 'usd',
        practicemode: '1',
        balances: { balance: '12.50', withdrawable: 3, playthrough: null, bonus: 'n/a', comppoints: '1,200' },
        favorites: [{ shortname: 'a', provider: 'rtg' }, 'b', { provider: 'x' }],
      }),
    ).toEqual({
      fname: 'Zoë',
      lname: 'Ng',
      pid: '1001',
      playerClass: 'new_player',
      classVipLevel: '2',
      classDisplayName: 'Silver',
      currencyCode: 'USD',
      practicemode: true,
      balances: {
        balance: 12.5,
        withdrawable: 3,
        playthrough: null,
        bonus: null,
        comppoints: 1200,
        currencyCode: 'USD',
      },
      favorites: [
        { shortname: 'a', provider: 'rtg' },
        { shortname: 'b', provider: null },
      ],
    });
  });

  it('reads a lower-case pid and balances with their own currency', () => {
    expect(parsePlayer({ pid: 'p' })?.pid).toBe('p');
    expect(parseBalances({ currency_code: 'eur' }, 'USD').currencyCode).toBe('EUR');
    expect(parseBalances({}).currencyCode).toBe('');
    expect(parseBalances(undefined, 'USD')).toEqual({
      balance: null,
      withdrawable: null,
      playthrough: null,
      bonus: null,
      comppoints: null,
      currencyCode: 'USD',
    });
  });
});

describe('config response', () => {
  it('reads casino and player together', () => {
    const parsed = parseConfigResponse({ casino: { casino_id: 4 }, player: { PID: '7' } });
    expect(parsed.ok && parsed.value.casino.casinoId).toBe(4);
    expect(parsed.ok && parsed.value.player?.pid).toBe('7');
  });

  it('fails without a casino', () => {
    expect(parseConfigResponse(null)).toEqual({ ok: false, error: 'the config has no casino' });
    expect(parseConfigResponse({ casino: {} })).toEqual({ ok: false, error: 'the config has no casino' });
  });
});

describe('variant', () => {
  it('marks casino 85 as the sportsbook casino and the live environment', () => {
    expect(variantOf({ isFusion: true, funMoneyCasino: false, casinoId: 85, environment: 'live' })).toEqual({
      isFusion: true,
      funMoneyCasino: false,
      casinoId: 85,
      hasSportsbook: true,
      isLive: true,
    });
    expect(
      variantOf({ isFusion: false, funMoneyCasino: true, casinoId: 4, environment: 'stage' }),
    ).toMatchObject({ hasSportsbook: false, isLive: false });
  });

  it('labels banking "Coins" for casino 14 only', () => {
    expect(bankingLabel(14)).toBe('coins');
    expect(bankingLabel(4)).toBe('banking');
    expect(bankingLabel(null)).toBe('banking');
  });
});

describe('home sections', () => {
  it('uses the default order when none are configured', () => {
    expect(parseHomeSections(undefined)).toBe(DEFAULT_HOME_SECTIONS);
    expect(parseHomeSections([])).toBe(DEFAULT_HOME_SECTIONS);
    expect(DEFAULT_HOME_SECTIONS.map((s) => s.id)).toEqual([
      'keepplaying',
      'newgames',
      'popular',
      'tournaments',
      'jackpots',
      'providers',
      'gameofthemonth',
      'themes',
      'topslots',
      'classicgames',
      'highvolatility',
      'promotions',
      'winners',
    ]);
  });

  it('keeps the default types of the known sections', () => {
    const byId = Object.fromEntries(DEFAULT_HOME_SECTIONS.map((s) => [s.id, s]));
    expect(byId.keepplaying?.layout).toBe('vertical');
    expect(byId.newgames?.layout).toBe('vertical_big');
    expect(byId.popular).toMatchObject({ layout: 'featured', source: { subgroup: 'popular-games' } });
    expect(byId.topslots).toMatchObject({ layout: 'vertical', source: { subgroup: 'top-games' } });
    expect(byId.classicgames).toMatchObject({ layout: 'vertical', source: { theme: 'classic-vegas' } });
    expect(byId.highvolatility).toMatchObject({
      layout: 'vertical',
      source: { subgroup: 'high-volatility' },
    });
  });

  it('follows the configured order and renders unknown ids as generic game sections', () => {
    expect(
      parseHomeSections([
        'Winners',
        { id: 'xmas', type: 'vertical', sub_group: 'christmas' },
        { id: 'retro', theme: 'retro' },
        { id: 'bare' },
        { type: 'x' },
        7,
      ]),
    ).toEqual([
      { id: 'winners', kind: 'winners', layout: null, source: null },
      { id: 'xmas', kind: 'generic', layout: 'vertical', source: { subgroup: 'christmas' } },
      { id: 'retro', kind: 'generic', layout: null, source: { theme: 'retro' } },
      { id: 'bare', kind: 'generic', layout: null, source: null },
      { id: '7', kind: 'generic', layout: null, source: null },
    ]);
  });

  it('lets config override the type and source of a known section', () => {
    expect(parseHomeSections([{ id: 'popular', type: 'vertical', subgroup: 'hot' }])).toEqual([
      { id: 'popular', kind: 'popular', layout: 'vertical', source: { subgroup: 'hot' } },
    ]);
  });

  it('hides the keep-playing row from guests', () => {
    expect(
      homeSectionsFor(DEFAULT_HOME_SECTIONS, { isGuest: true, tournaments: true }).map((s) => s.id),
    ).toEqual(DEFAULT_HOME_SECTIONS.slice(1).map((s) => s.id));
    expect(DEFAULT_HOME_SECTIONS.every((s) => s.kind === s.id)).toBe(true);
    expect(homeSectionsFor(DEFAULT_HOME_SECTIONS, { isGuest: false, tournaments: true })).toBe(
      DEFAULT_HOME_SECTIONS,
    );
  });

  it('leaves the tournaments section out when the casino switches tournaments off', () => {
    const ids = (isGuest: boolean) =>
      homeSectionsFor(DEFAULT_HOME_SECTIONS, { isGuest, tournaments: false }).map((s) => s.id);
    expect(ids(false)).toEqual(DEFAULT_HOME_SECTIONS.filter((s) => s.id !== 'tournaments').map((s) => s.id));
    expect(ids(true)).not.toContain('tournaments');
    expect(ids(true)).not.toContain('keepplaying');
  });
});

describe('menus per locale', () => {
  const lists = {
    EN: [{ id: 'en', label: '', action: '', icon: '', internal: false }],
    DE: [{ id: 'de', label: '', action: '', icon: '', internal: false }],
  };

  it('picks the upper-case locale and falls back to English, then to nothing', () => {
    expect(menuFor(lists, 'de')[0]?.id).toBe('de');
    expect(menuFor(lists, 'fr')[0]?.id).toBe('en');
    expect(menuFor({}, 'fr')).toEqual([]);
  });

  it('leaves the items that open the tournaments pages out when tournaments are switched off', () => {
    const item = (id: string, action: string) => ({ id, label: id, action, icon: '', internal: true });
    const withTournaments = {
      EN: [
        item('lobby', '/'),
        item('t', '/tournaments'),
        item('one', '/tournaments/spring-cup'),
        item('x', '/tournamentsx'),
      ],
    };
    expect(menuFor(withTournaments, 'en').map((i) => i.id)).toEqual(['lobby', 't', 'one', 'x']);
    expect(menuFor(withTournaments, 'en', { tournaments: false }).map((i) => i.id)).toEqual(['lobby', 'x']);
  });
});

describe('language and theme', () => {
  it('reads supported language tags only', () => {
    expect(toLanguage('es-MX')).toBe('es');
    expect(toLanguage('FR_ca')).toBe('fr');
    expect(toLanguage('it')).toBeNull();
    expect(toLanguage(null)).toBeNull();
  });

  it('starts from the cookie, then the browser, then English', () => {
    expect(initialLanguage({ cookie: 'de', browser: 'fr-FR' })).toBe('de');
    expect(initialLanguage({ cookie: 'xx', browser: 'fr-FR' })).toBe('fr');
    expect(initialLanguage({})).toBe('en');
  });

  it('settles on the stored choice, then the config language', () => {
    expect(resolveLanguage({ stored: 'es', configLanguage: 'de' })).toBe('es');
    expect(resolveLanguage({ stored: null, configLanguage: 'de' })).toBe('de');
    expect(resolveLanguage({ initial: 'fr' })).toBe('fr');
    expect(resolveLanguage({})).toBe('en');
  });

  it('uses the saved theme, else the system preference', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('purple', true)).toBe('dark');
    expect(resolveTheme(undefined, false)).toBe('light');
  });
});
