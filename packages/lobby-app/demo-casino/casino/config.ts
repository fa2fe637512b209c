/** ?getconfig: the casino (its brand, pages, menus and what it offers) and the logged-in player. */
import { launcherFor, navigationFor } from '../content/navigation.ts';
import { CASINO_NAMES } from '../content/players.ts';
import { favourites } from './games.ts';
import type { CasinoState } from './state.ts';
import { balances } from './wallet.ts';

/** The casinos whose daily free spins pop up and turn a wheel. */
export const spinsWheel = (casino: CasinoState): boolean =>
  casino.settings.casinoId === 4 || casino.settings.casinoId === 85;

/** ?getconfig. */
export function config(casino: CasinoState) {
  const player = casino.player;
  return {
    casino: casinoConfig(casino),
    player: player
      ? {
          PID: player.PID,
          fname: player.fname,
          lname: player.lname,
          class: player.class,
          class_vip_level: player.class_vip_level,
          class_display_name: player.class_display_name,
          currency_code: casino.currency.code,
          practicemode: player.practicemode ? '1' : '0',
          balances: balances(casino),
          favorites: favourites(casino),
        }
      : null,
  };
}

/** The casino half of ?getconfig. */
export function casinoConfig(casino: CasinoState) {
  const id = casino.settings.casinoId;
  const assets = casino.env.assetsHost;
  const fun = casino.settings.variant === 'fun';
  return {
    environment: 'stage',
    language: 'en',
    is_fusion: casino.fusion ? '1' : '0',
    fun_money_casino: fun ? '1' : '0',
    assets_domain: assets,
    base_location: casino.env.baseLocation,
    currency: casino.currency.code,
    year: String(new Date(casino.now()).getUTCFullYear()),
    casino_name: CASINO_NAMES[id],
    casino_id: String(id),
    // casino 85 ships its own wordmark; the others show their brand's generated mark and name
    casino_logo_dark: id === 85 ? `${assets}logos/casino-${id}-dark.svg` : '',
    casino_logo_light: id === 85 ? `${assets}logos/casino-${id}-light.svg` : '',
    casino_logo_icon: `${assets}logos/casino-${id}-icon.svg`,
    loader_image: `${assets}logos/casino-${id}-loader.svg`,
    use_vertical_thumbs: id === 93 ? '1' : '0',
    pages: {
      signup: '/signup/',
      cashier: '/cashier/',
      banking: '/banking/',
      contact: '/contact/',
      terms: '/terms/',
      privacy: '/privacy/',
      vipprogram: '/vip-program/',
      promotions: '/promotions-info/',
    },
    quickdeposit_enabled: fun ? '0' : '1',
    allow_play_for_free_before_login: casino.fusion ? '0' : '1',
    livedealer: casino.fusion ? '' : 'livecasino',
    tournaments: casino.settings.tournaments === 'off' ? '0' : '1',
    gameofthemonth_api: '1',
    use_diff_theme_icons: id === 14 ? '1' : '0',
    dfs: fun ? '0' : '1',
    // the lobby pops daily free spins up by itself only once a demo_dfs state is chosen, so every other
    // demo walkthrough starts without a modal; ?DFS answers the same unless demo_dfs_flags says otherwise
    dfs_popup: spinsWheel(casino) && casino.settings.dfs !== 'auto' ? '1' : '0',
    dfs_spinwheel: spinsWheel(casino) ? '1' : '0',
    home_sections: [],
    navigation: navigationFor(casino.fusion, id),
    launcher: launcherFor(),
  };
}
