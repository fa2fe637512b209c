/**
 * Playing: launching a game (in practice or for real money, from one studio or two), the session token,
 * and the live dealer's frame. A real-money launch counts as a session played: the game joins the
 * player's recent games and the balance moves by the next of the demo's fixed results.
 */
import type { WireGame } from '../catalogue/wire.ts';
import { hashText } from '../prng.ts';
import { framePage, GAME_BUTTONS, leavingPage } from './frames.ts';
import { imageOf, refOf } from './games.ts';
import type { CasinoState } from './state.ts';

/** Balance changes after real-money games, so win and lose notices show in turn. */
const GAME_RESULTS = [12.5, -4, 0.5, -20, 150, -3, 7.25];

/** ?gamelauncher. */
export function launch(casino: CasinoState, form: URLSearchParams): unknown {
  const shortname = form.get('game') ?? '';
  const realMoney = form.get('realmoney') === '1';
  const game = casino.game(shortname);
  if (!game) return { success: false, error: 'invalid_game', game_name: shortname, games: [] };
  if (realMoney && !casino.player)
    return { success: false, error: 'auth_required', game_name: game.display_name, games: [] };
  if (hashText(game.shortname) % 41 === 0)
    return { success: false, error: 'mobile_only', game_name: game.display_name, games: [] };
  const mode = realMoney ? 'Real money' : 'Practice mode';
  const requested = form.get('provider');
  // in fusion, every 7th game is offered by two studios, so the provider chooser shows
  const twin = casino.fusion && !requested && Number(game.id) % 7 === 0;
  const providers = twin
    ? [game.provider, 'golden-reel' === game.provider ? 'nebula-gaming' : 'golden-reel']
    : [requested || game.provider];
  if (realMoney) {
    casino.changePlayer((state) => {
      state.recent = [refOf(game), ...state.recent.filter((r) => r.shortname !== game.shortname)].slice(
        0,
        12,
      );
      state.balanceDelta += GAME_RESULTS[state.launches % GAME_RESULTS.length] ?? 0;
      state.launches += 1;
    });
  }
  return {
    success: true,
    error: '',
    game_name: game.display_name,
    games: providers.map((provider) => launchEntry(casino, game, provider, mode)),
  };
}

/** One studio's offer of a game: its frame, and for synth games the bonus round's images and texts. */
function launchEntry(casino: CasinoState, game: WireGame, provider: string, mode: string) {
  return {
    url:
      casino.settings.hostile === 'frames'
        ? leavingPage(game.display_name)
        : framePage(
            game.display_name,
            `<p>${mode} · ${provider}</p><p>This is the demo casino's stand-in for the game.</p>${GAME_BUTTONS}`,
          ),
    provider,
    gameID: game.id,
    synth: game.synth,
    ...(game.synth === '1'
      ? {
          synth_details: {
            imgLoader: imageOf(casino, game, 'synth-loader'),
            imgReminder: imageOf(casino, game, 'synth-reminder'),
            imgPopup: imageOf(casino, game, 'synth-popup'),
            linkReminder: '/promotions',
            frwText: 'You unlocked a bonus round!',
            'frwText sp': '¡Has desbloqueado una ronda de bonificación!',
          },
        }
      : {}),
  };
}

/** ?gettoken: changes with every real-money launch. */
export function token(casino: CasinoState): unknown {
  const pid = casino.player?.PID ?? 'guest';
  return { token: `demo-${pid}-${hashText(`${pid}:${casino.playerState().launches}`).toString(16)}` };
}

/** ?getlivedealer. */
export function liveDealer(form: URLSearchParams): unknown {
  const table = form.get('getlivedealer') ?? '';
  return {
    url: framePage('Live dealer', `<p>Live tables (${table || 'default'}) would stream here.</p>`),
  };
}
