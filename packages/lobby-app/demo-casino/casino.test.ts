import { parseCatalogue } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import { mapStorage, throwingStorage } from '../src/testing/storage.ts';
import { DemoCasino } from './casino.ts';
import { generateCatalogue, NEWEST_RELEASES } from './catalogue/generate.ts';
import { thumbnailSvg } from './images.ts';
import { demoEnv } from './node.ts';
import { createRng, mulberry32 } from './prng.ts';
import { DEFAULT_DEMO_SETTINGS, formatFaults, resolveSettings, settingsFromUrl } from './settings.ts';

const NOW = Date.UTC(2026, 10, 21, 15);
const env = demoEnv();
const build = (seed: number, size: number) =>
  generateCatalogue({ seed, size, assetsHost: env.assetsHost, fusion: false, now: NOW });

describe('seeded randomness', () => {
  it('repeats the same numbers for the same seed', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
    expect(createRng(1).sample([1, 2, 3, 4], 4).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('generated catalogue', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(JSON.stringify(build(42, 1_500))).toBe(JSON.stringify(build(42, 1_500)));
    expect(JSON.stringify(build(43, 1_500))).not.toBe(JSON.stringify(build(42, 1_500)));
  });

  it('has realistic variety by default', () => {
    const catalogue = build(DEFAULT_DEMO_SETTINGS.seed, 1_500);
    const games = catalogue.games;
    expect(games).toHaveLength(1_500);
    expect(new Set(games.map((g) => g.shortname)).size).toBe(1_500);
    expect(catalogue.providers.length).toBeGreaterThanOrEqual(30);
    expect(new Set(games.map((g) => g.provider)).size).toBeGreaterThanOrEqual(30);
    expect(catalogue.themes).toHaveLength(45);
    for (const category of [
      'online-slots',
      'table-games',
      'video-poker',
      'specialty-games',
      'live-dealer',
      'live-casino',
      'crypto-games',
    ])
      expect(games.some((g) => g.category === category)).toBe(true);
    for (const group of ['top-games', 'popular-games', 'high-volatility'])
      expect(
        games.filter((g) => g.sub_groups_with_sort.some((s) => s.name === group)).length,
      ).toBeGreaterThan(10);
    expect(games.filter((g) => g.synth === '1')).toHaveLength(12);
    expect(games.filter((g) => g.pre_release === 1)).toHaveLength(6);
    expect(games.some((g) => g.shortname === 'first-sportsbook' && g.provider === 'first-sportsbook')).toBe(
      true,
    );
  });

  it('has locks of both kinds and multipliers with every schedule kind', () => {
    const games = build(1, 1_500).games;
    const locks = games.flatMap((g) =>
      g.game_lock ? [`${g.game_lock.lock_by}:${g.game_lock.visible_event}`] : [],
    );
    expect(new Set(locks)).toEqual(new Set(['player_class:', 'event:deposit', 'event:signup']));
    const schedules = games.flatMap((g) => {
      if (!g.jackpot_multiplier) return [];
      const schedule = g.jackpot_multiplier.schedule as { repeat_param: string }[] | undefined;
      return [schedule?.[0]?.repeat_param ?? 'none'];
    });
    expect(new Set(schedules)).toEqual(new Set(['none', 'one_time', 'daily', 'weekly']));
  });

  it('makes the three newest releases clear, as the domain reads them', () => {
    const parsed = parseCatalogue(build(5, 1_500));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(
      parsed.value.games
        .filter((g) => g.isNew)
        .map((g) => g.releaseDate)
        .sort(),
    ).toEqual([...NEWEST_RELEASES]);
    expect(parsed.value.skipped).toEqual([]);
  });

  it('builds 10,000 games in reasonable time', () => {
    const started = performance.now();
    const catalogue = build(9, 10_000);
    expect(catalogue.games).toHaveLength(10_000);
    expect(new Set(catalogue.games.map((g) => g.shortname)).size).toBe(10_000);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe('switches', () => {
  it('reads the URL switches, clamping and skipping what it does not know', () => {
    expect(
      settingsFromUrl(
        '?demo_variant=FUSION&demo_casino=85&demo_profile=vip&demo_games=99999&demo_latency=300&demo_fault=getgames:500,getconfig:hang&demo_fault=nosuch:500&demo_dfs=redeemed_today',
      ),
    ).toEqual({
      variant: 'fusion',
      casinoId: 85,
      profile: 'vip',
      games: 10_000,
      latency: 300,
      dfs: 'redeemed_today',
      faults: { getgames: '500', getconfig: 'hang' },
    });
    expect(settingsFromUrl('?demo_casino=5&demo_profile=admin')).toEqual({});
    expect(formatFaults({ getgames: '500', winners: 'schema' })).toBe('getgames:500,winners:schema');
    expect(resolveSettings({ games: 3 }).games).toBe(40);
  });
});

describe('the stateful casino', () => {
  it('keeps login, switches, favourites and coupons across a reload of the same session storage', () => {
    const storage = mapStorage();
    const first = new DemoCasino({ env, storage, settings: { games: 100 }, now: () => NOW });
    first.login('new');
    first.setFault('winners', 'schema');
    const game = first.catalogue().games[3];
    if (!game) throw new Error('no game');
    first.answer('setFavorite', {
      form: new URLSearchParams({ setFavorite: '1', action: 'add', game: game.shortname }),
    });
    first.answer('redeemCoupon', { form: new URLSearchParams({ redeem: 'WELCOME100' }) });

    const reloaded = new DemoCasino({ env, storage, now: () => NOW });
    expect(reloaded.settings).toMatchObject({ profile: 'new', games: 100, faults: { winners: 'schema' } });
    expect(reloaded.answer('myfavorites')).toEqual({
      favorites: [{ shortname: game.shortname, provider: game.provider }],
    });
    expect(reloaded.answer('quickdepositcheck')).toMatchObject({
      active_coupon: { couponcode: 'WELCOME100' },
    });
    reloaded.logout();
    expect((reloaded.answer('getconfig') as { player: unknown }).player).toBeNull();
  });

  it('survives storage that throws, keeping state in memory', () => {
    const broken = throwingStorage();
    const casino = new DemoCasino({ env, storage: broken, settings: { games: 60 } });
    casino.login('vip');
    expect(casino.settings.profile).toBe('vip');
  });

  it('plays each casino id and variant in its config', () => {
    const casino = new DemoCasino({ env, settings: { games: 60 }, now: () => NOW });
    for (const casinoId of [4, 14, 85, 93] as const) {
      for (const variant of ['fusion', 'rtg', 'fun'] as const) {
        casino.update({ casinoId, variant });
        const { casino: config } = casino.answer('getconfig') as { casino: Record<string, unknown> };
        expect(config.casino_id).toBe(String(casinoId));
        expect(config.is_fusion).toBe(variant === 'fusion' ? '1' : '0');
        expect(config.fun_money_casino).toBe(variant === 'fun' ? '1' : '0');
        expect(config.currency).toBe(casinoId === 85 ? 'EUR' : 'USD');
      }
    }
  });

  it('switches tournaments off in its config when asked to', () => {
    const casino = new DemoCasino({ env, settings: { games: 60 }, now: () => NOW });
    const tournaments = () =>
      (casino.answer('getconfig') as { casino: Record<string, unknown> }).casino.tournaments;
    expect(tournaments()).toBe('1');
    casino.update({ tournaments: 'off' });
    expect(tournaments()).toBe('0');
  });

  it('signs in the whitelisted sportsbook player on casino 85', () => {
    const casino = new DemoCasino({ env, settings: { games: 60, casinoId: 85 } });
    casino.login('sportsbook');
    const { player } = casino.answer('getconfig') as { player: { PID: string } };
    expect(env.sportsbookWhitelist).toContain(player.PID);
  });
});

describe('the daily free spins flags (?DFS)', () => {
  const flagsOf = (settings: ConstructorParameters<typeof DemoCasino>[0]['settings']) => {
    const casino = new DemoCasino({ env, storage: mapStorage(), settings, now: () => NOW });
    casino.login('vip');
    const config = casino.answer('getconfig') as { casino: Record<string, unknown> };
    const { dfs, dfs_popup, dfs_spinwheel } = config.casino;
    return { config: { dfs, dfs_popup, dfs_spinwheel }, dfs: casino.answer('DFS') };
  };

  it("answer the config's flags unless told otherwise", () => {
    const quiet = flagsOf({ casinoId: 4 });
    expect(quiet.dfs).toEqual(quiet.config);
    expect(quiet.config).toEqual({ dfs: '1', dfs_popup: '0', dfs_spinwheel: '1' });
    const popping = flagsOf({ casinoId: 4, dfs: 'allowed' });
    expect(popping.dfs).toEqual({ dfs: '1', dfs_popup: '1', dfs_spinwheel: '1' });
  });

  it('answer flags of their own that differ from the config', () => {
    expect(flagsOf({ casinoId: 4, dfs: 'allowed', dfsFlags: 'off' })).toEqual({
      config: { dfs: '1', dfs_popup: '1', dfs_spinwheel: '1' },
      dfs: { dfs: '0', dfs_popup: '0', dfs_spinwheel: '0' },
    });
    expect(flagsOf({ casinoId: 14, dfsFlags: 'wheel' })).toEqual({
      config: { dfs: '1', dfs_popup: '0', dfs_spinwheel: '0' },
      dfs: { dfs: '1', dfs_popup: '1', dfs_spinwheel: '1' },
    });
    expect(flagsOf({ casinoId: 4, dfsFlags: 'plain' }).dfs).toEqual({
      dfs: '1',
      dfs_popup: '1',
      dfs_spinwheel: '0',
    });
    expect(settingsFromUrl('?demo_dfs_flags=Wheel')).toEqual({ dfsFlags: 'wheel' });
    expect(settingsFromUrl('?demo_tournaments=OFF')).toEqual({ tournaments: 'off' });
    expect(settingsFromUrl('?demo_widgets=Scripted')).toEqual({ widgets: 'scripted' });
    expect(settingsFromUrl('?demo_widgets=all')).toEqual({});
    expect(settingsFromUrl('?demo_dfs_flags=sometimes')).toEqual({});
  });
});

describe('thumbnails', () => {
  it('draws an SVG for any assets path, escaping what it writes', () => {
    const svg = thumbnailSvg('/fusion/nebula-gaming/portrait/lucky-dragon-deluxe.webp');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="300" height="400"');
    expect(svg).toContain('Lucky Dragon');
    expect(thumbnailSvg('/rtg/icons/<script>.jpg')).not.toContain('<script>');
  });

  it('writes a roman numeral in capitals, and other words capitalised', () => {
    const svg = thumbnailSvg('/rtg/thumbnails/sunny-bells-ii.webp');
    expect(svg).toContain('Sunny Bells II');
    expect(svg).not.toContain('Ii<');
    expect(thumbnailSvg('/rtg/thumbnails/dragon-iv-vixen.webp')).toContain('Dragon IV Vixen');
  });
});
