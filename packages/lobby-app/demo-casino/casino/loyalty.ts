/**
 * Daily free spins: whether the player may claim today (by their profile and what they did this session,
 * or forced by the demo's `dfs` switch), the confirmation e-mail, the wheel and the claim.
 */
import { pickWheelSlice } from '@lobby/domain';
import type { WireGame } from '../catalogue/wire.ts';
import { serverDate } from '../content/server-time.ts';
import { casinoConfig, spinsWheel } from './config.ts';
import { imageOf } from './games.ts';
import type { CasinoState } from './state.ts';

/** The wheel's slices: how many spins each gives, and how likely it is (in percent). */
const WHEEL_SLICES = [
  [5, 30],
  [10, 25],
  [15, 20],
  [20, 12],
  [25, 8],
  [50, 5],
].map(([no_of_spins = 0, probability = 0]) => ({ no_of_spins, probability }));

/**
 * ?DFS: the player's daily free spins flags. The same as the config's unless the demo's `dfsFlags` switch
 * gives the player flags of their own (the `dfs` switch does not change them).
 */
export function dfsFlags(casino: CasinoState): unknown {
  switch (casino.settings.dfsFlags ?? 'config') {
    case 'config': {
      const settings = casinoConfig(casino);
      return { dfs: settings.dfs, dfs_popup: settings.dfs_popup, dfs_spinwheel: settings.dfs_spinwheel };
    }
    case 'off':
      return { dfs: '0', dfs_popup: '0', dfs_spinwheel: '0' };
    case 'plain':
      return { dfs: '1', dfs_popup: '1', dfs_spinwheel: '0' };
    case 'wheel':
      return { dfs: '1', dfs_popup: '1', dfs_spinwheel: '1' };
  }
}

/** Why the player may not claim today, or `allowed` (`redeem_refused`: offered, but the claim fails). */
function dfsReason(casino: CasinoState): string {
  const player = casino.player;
  if (!player) return 'no_dfs_data';
  if (casino.settings.dfs !== 'auto') return casino.settings.dfs;
  const state = casino.playerState();
  if (state.redeemedOn === serverDate(casino.now())) return 'redeemed_today';
  if (player.dfs === 'email_not_clicked' && state.emailClicked) return 'allowed';
  if (player.dfs === 'active_coupon' && state.activeCoupon === null && state.redeemedOn !== null)
    return 'allowed';
  return player.dfs;
}

/**
 * The wheel's prize for the player today, drawn here, on the casino's side, by the slices' odds: the same
 * draw all day, so asking again does not draw again. The lobby's wheel lands on it; a claim for any other
 * number of spins is refused (docs/daily-free-spins.md).
 */
function drawnSpins(casino: CasinoState): number {
  const random = casino.seeded(`dfs-draw:${casino.player?.PID ?? ''}:${serverDate(casino.now())}`);
  const slices = WHEEL_SLICES.map(({ no_of_spins, probability }) => ({ spins: no_of_spins, probability }));
  return slices[pickWheelSlice(slices, () => random.next()) ?? 0]?.spins ?? 0;
}

/** Today's free-spins game, the same for every player of a seed. */
const freeSpinsGame = (casino: CasinoState): WireGame =>
  casino.seeded('dfs-game').pick(casino.playableGames());

/** ?dailyfreespins. */
export function dailyFreeSpins(casino: CasinoState): unknown {
  const reason = dfsReason(casino);
  const game = freeSpinsGame(casino);
  const allowed = reason === 'allowed' || reason === 'redeem_refused';
  const player = casino.player;
  return {
    DFSSPINWHEEL: spinsWheel(casino) ? '1' : '0',
    allowed_to_redeem: allowed ? '1' : '0',
    reason_not_allowed_to_redeem: allowed ? '' : reason,
    last_x_days: '7',
    required_mininum_deposit: '30',
    enabled_sections: ['wheel', 'claim', 'terms'],
    slices: WHEEL_SLICES,
    newrulevalidation: {
      coupon_template: 'DFS-DAILY',
      program_template_id: '42',
      tier: player?.class_vip_level ?? '0',
      spins: drawnSpins(casino),
      wspins: drawnSpins(casino),
      dfs_game: game.shortname,
    },
    spins_remaining: allowed ? '1' : '0',
    game_slug: game.shortname,
    email: player ? `${player.fname.toLowerCase()}@example.com` : '',
    cashierURL: '/cashier/',
    webplayURL: `/play/${game.shortname}`,
    successmsg: 'Your free spins are waiting in {game}!',
    terms_page: '/terms/#daily-free-spins',
    casino_id: String(casino.settings.casinoId),
  };
}

/** ?sendfreespinemail: starts the count of checks after which the link counts as clicked. */
export function sendFreeSpinEmail(casino: CasinoState): unknown {
  const player = casino.player;
  if (!player) return { success: false, message: 'Please log in.' };
  casino.changePlayer((state) => {
    state.emailSentChecks = 0;
  });
  return { success: true, message: `We sent a link to ${player.fname.toLowerCase()}@example.com.` };
}

/** ?emailclickcheck: the link counts as clicked on the second check after the e-mail went out. */
export function emailClickCheck(casino: CasinoState): unknown {
  if (!casino.player) return { clicked: false };
  let clicked = false;
  casino.changePlayer((state) => {
    if (state.emailSentChecks !== null) {
      state.emailSentChecks += 1;
      if (state.emailSentChecks >= 2) state.emailClicked = true;
    }
    clicked = state.emailClicked;
  });
  return { clicked: clicked ? '1' : '0' };
}

const refused = (responseMessage: string) => ({
  success: false,
  gamename: '',
  gameimage: '',
  shortcut: '',
  freespins: 0,
  responseMessage,
});

/**
 * ?redeem_dfs GET (a plain claim of 10 spins, `validation` undefined) and POST (with DFSvalidation from
 * the wheel). The POST's spins must be today's draw for the player and name today's game: the lobby shows
 * the prize, the casino decides it, so a forged `spins` is refused rather than credited.
 */
export function redeemDfs(casino: CasinoState, validation: unknown): unknown {
  const reason = dfsReason(casino);
  if (reason === 'redeem_refused')
    return refused('Your free spins could not be credited. Please contact support.');
  if (!casino.player || reason !== 'allowed') return refused(`Not allowed: ${reason}`);
  let spins = 10;
  if (validation !== undefined) {
    const body = validation as {
      DFSvalidation?: { spins?: unknown; wspins?: unknown; dfs_game?: unknown };
    } | null;
    const requested = Number(body?.DFSvalidation?.spins);
    const forged =
      requested !== drawnSpins(casino) ||
      Number(body?.DFSvalidation?.wspins) !== requested ||
      body?.DFSvalidation?.dfs_game !== freeSpinsGame(casino).shortname;
    if (forged) return refused('The spin result could not be validated.');
    spins = requested;
  }
  const game = freeSpinsGame(casino);
  casino.changePlayer((state) => {
    state.redeemedOn = serverDate(casino.now());
  });
  return {
    success: true,
    gamename: game.display_name,
    gameimage: imageOf(casino, game, 'thumbnails'),
    shortcut: game.shortname,
    freespins: spins,
    responseMessage: `${spins} free spins added.`,
  };
}
