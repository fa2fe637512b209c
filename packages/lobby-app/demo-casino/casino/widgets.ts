/**
 * The lobby's extras around the games: recent and top winners, the game of the month, the sticky banner,
 * refer-a-friend and the platform's widgets.
 */
import type { WireGame } from '../catalogue/wire.ts';
import { serverDateTime } from '../content/server-time.ts';
import { listOf } from '../lists.ts';
import { imageOf } from './games.ts';
import type { CasinoState } from './state.ts';

const WINNER_NAMES = listOf('Ja***s Mi***y Ro***o Ke***n Al***a Pe***r Su***e Da***d Lu***a Ch***s');

/** ?winners: both spellings of game and shortname occur, as on the real platform. */
export function winners(casino: CasinoState): unknown {
  const rng = casino.seeded('winners');
  const games = rng.sample(casino.playableGames(), 40);
  // each row draws its winner's name, so the rows are made in order: recent first, then top
  const row = (game: WireGame, index: number, amount: number, hoursAgo: number) => {
    const username = rng.pick(WINNER_NAMES);
    const date = serverDateTime(casino.now() - hoursAgo * 3_600_000);
    const { display_name: name, shortname, provider } = game;
    return index % 2 === 0
      ? { username, date, amount: amount.toFixed(2), game: name, shortname, provider }
      : { username, date, amount, game_name: name, short_name: shortname, provider };
  };
  return {
    recent: games.slice(0, 20).map((g, i) => row(g, i, rng.int(20, 5_000) + rng.int(0, 99) / 100, i * 0.3)),
    top: games
      .slice(20, 30)
      .map((g, i) => row(g, i, 250_000 - i * 18_000 + rng.int(0, 999), 24 * (i + 1)))
      .sort((a, b) => Number(b.amount) - Number(a.amount)),
  };
}

/** ?gameofthemonth: a seeded pick. */
export function gameOfTheMonth(casino: CasinoState): unknown {
  const game = casino.seeded('gotm').pick(casino.playableGames());
  return {
    id: game.id,
    title: `${game.display_name}: our pick of the month`,
    image: imageOf(casino, game, 'thumbnails'),
    description: `<p>Our pick this month: ${game.display_name}, with ${game.features.join(', ') || 'classic play'}.</p>`,
    cta: {
      label: 'Spin it now',
      link: `/play/${game.shortname}${casino.fusion ? `?by=${game.provider}` : ''}`,
    },
  };
}

/** ?stickybanner: shown to guests only. */
export function stickyBanner(casino: CasinoState): unknown {
  return casino.player
    ? { stickybanner: '0', html: '' }
    : { stickybanner: '1', html: '<p><strong>New here?</strong> Sign up for a 200% welcome bonus.</p>' };
}

/** ?raf: the player's refer-a-friend link. */
export function raf(casino: CasinoState): unknown {
  return {
    page: '/dashboard/refer-a-friend',
    url: `https://demo.casino.invalid/raf?ref=${casino.player?.PID ?? ''}`,
  };
}

/** ?widgets. */
export function widgets(): unknown {
  return { widgets: ['escapepod', 'crewpon', 'fortuneteller'] };
}

export function widgetHtml(name: 'escapepod' | 'crewpon' | 'fortuneteller'): unknown {
  const text = {
    escapepod: 'Escape Pod: 3 bonus pods left today',
    crewpon: 'Crewpon: your crew earned 2 coupons',
    fortuneteller: 'Fortune Teller: a lucky day ahead',
  }[name];
  return { html: `<div class="demo-widget demo-widget-${name}">${text}</div>` };
}

export function widgetAssets(controller: 'wpc2' | 'synth'): unknown {
  return { scripts: [], styles: [], data: { controller, enabled: true } };
}

export function widgetMarkup(controller: 'wpc2' | 'synth'): string {
  return `<div class="demo-widget demo-widget-${controller}">${controller === 'wpc2' ? 'Prize wheel widget' : 'Synth bonus widget'}</div>`;
}
