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

/** ?widgets: the three plain widgets, and under `demo_widgets=scripted` the two with their own code. */
export function widgets(casino: CasinoState): unknown {
  const plain = ['escapepod', 'crewpon', 'fortuneteller'];
  return { widgets: casino.settings.widgets === 'scripted' ? [...plain, 'wpc2', 'synth'] : plain };
}

export function widgetHtml(name: 'escapepod' | 'crewpon' | 'fortuneteller'): unknown {
  const text = {
    escapepod: 'Escape Pod: 3 bonus pods left today',
    crewpon: 'Crewpon: your crew earned 2 coupons',
    fortuneteller: 'Fortune Teller: a lucky day ahead',
  }[name];
  return { html: `<div class="demo-widget demo-widget-${name}">${text}</div>` };
}

/** The Wpc2 and synth ?widget: no files of their own (the demo has no script host), only the data they read. */
export function widgetAssets(controller: 'wpc2' | 'synth'): unknown {
  const data =
    controller === 'wpc2'
      ? { controller, enabled: true, prizes: ['25 free spins', '$10 bonus', '2x comp points'] }
      : { controller, enabled: true, rounds: 3 };
  return { scripts: [], styles: [], data };
}

/**
 * Their ?widgethtml: markup with a style and a script of its own, which fills in the text from the data the
 * lobby hands over (`window.lobbyWidget.data`) and marks the body, so a test can tell the script ran.
 */
export function widgetMarkup(controller: 'wpc2' | 'synth'): string {
  const style =
    controller === 'wpc2'
      ? '.dial{display:inline-block;width:14px;height:14px;margin-right:6px;vertical-align:-2px;border-radius:50%;background:conic-gradient(#f59e0b 0 25%,#ef4444 0 50%,#10b981 0 75%,#3b82f6 0)}'
      : '.count{display:inline-block;min-width:16px;margin-right:6px;border-radius:8px;background:#7c3aed;color:#fff;text-align:center;line-height:16px}';
  const fill =
    controller === 'wpc2'
      ? "t.textContent='Prize wheel: '+d.prizes[0];"
      : "c.textContent=String(d.rounds);t.textContent='Synth bonus rounds';";
  const markup =
    controller === 'wpc2'
      ? '<span class="dial" aria-hidden="true"></span><span id="text">Prize wheel</span>'
      : '<span class="count" id="count"></span><span id="text">Synth bonus</span>';
  return `<div class="demo-widget demo-widget-${controller}">${markup}</div><style>${style}</style><script>(function(){var w=window.lobbyWidget;var d=w&&w.data;var t=document.getElementById('text');var c=document.getElementById('count');if(!d||!t)return;${fill}document.body.setAttribute('data-widget-ready',w.name);})();</script>`;
}
