/** Wire schemas of playing: the launcher, the token, winners and the live-dealer and tournament lobbies. */
import { firstOf, flag, list, map, num, object, rawText, reject, type Schema, text } from '../schema.ts';

export interface SynthDetails {
  readonly imgLoader: string | null;
  readonly imgReminder: string | null;
  readonly imgPopup: string | null;
  readonly linkReminder: string | null;
  /** Fireworks popup text (English and other languages). */
  readonly frwText: string | null;
  /** Fireworks popup text in Spanish. */
  readonly frwTextSpanish: string | null;
}

export interface LaunchGame {
  readonly url: string;
  readonly provider: string;
  readonly gameId: string;
  readonly synth: boolean;
  readonly synthDetails: SynthDetails | null;
}

/** The ?gamelauncher answer. `error` is a code such as mobile_only, auth_required or invalid_game. */
export interface LaunchResponse {
  readonly success: boolean;
  readonly error: string | null;
  readonly gameName: string | null;
  /** Several entries: the player first chooses a provider. */
  readonly games: readonly LaunchGame[];
}

const SynthDetailsSchema: Schema<SynthDetails> = object((r) => ({
  imgLoader: r.opt('imgLoader', text, null),
  imgReminder: r.opt('imgReminder', text, null),
  imgPopup: r.opt('imgPopup', text, null),
  linkReminder: r.opt('linkReminder', text, null),
  frwText: r.opt('frwText', rawText, null),
  frwTextSpanish: r.opt(['frwText sp', 'frwText_sp', 'frwTextSp'], rawText, null),
}));

const LaunchGameSchema: Schema<LaunchGame> = object((r) => ({
  url: r.req('url', text),
  provider: r.opt('provider', text, ''),
  gameId: r.opt(['gameID', 'gameId', 'game_id'], text, ''),
  synth: r.opt('synth', flag, false),
  synthDetails: r.opt('synth_details', SynthDetailsSchema, null),
}));

export const LaunchResponseSchema: Schema<LaunchResponse> = object((r) => ({
  success: r.req('success', flag),
  error: r.opt('error', text, null),
  gameName: r.opt(['game_name', 'gamename'], text, null),
  games: r.opt('games', list(LaunchGameSchema), []),
}));

/** A URL answer: `{ url }` or the bare string. */
export const UrlSchema: Schema<string> = firstOf(
  object((r) => r.req(['url', 'iframe', 'link'], text)),
  map(text, (url, path) => (url === '' ? reject(path, 'empty url') : url)),
);

/** The ?gettoken answer: `{ token }` or the bare token. */
export const TokenSchema: Schema<string> = firstOf(
  object((r) => r.req('token', text)),
  map(text, (token, path) => (token === '' ? reject(path, 'empty token') : token)),
);

export interface Winner {
  readonly username: string;
  readonly date: string;
  readonly amount: number;
  /** The game's display name (`game` or `game_name` on the wire). */
  readonly game: string;
  /** `shortname` or `short_name` on the wire. */
  readonly shortname: string;
  readonly provider: string;
}

export interface Winners {
  readonly recent: readonly Winner[];
  readonly top: readonly Winner[];
}

const WinnerSchema: Schema<Winner> = object((r) => ({
  username: r.req('username', text),
  date: r.opt('date', text, ''),
  amount: r.req('amount', num),
  game: r.req(['game', 'game_name'], text),
  shortname: r.opt(['shortname', 'short_name'], text, ''),
  provider: r.opt('provider', text, ''),
}));

export const WinnersSchema: Schema<Winners> = object((r) => ({
  recent: r.opt('recent', list(WinnerSchema), []),
  top: r.opt('top', list(WinnerSchema), []),
}));

/**
 * The game URL with the token, the upper-case locale and the exit page appended (§7 ?gettoken).
 *
 * @example
 * gameUrlWithToken('https://games.example/launch?g=1', 'abc', 'de', 'https://casino.example/');
 * // https://games.example/launch?g=1&token=abc&Language=DE&returnurl=https%3A%2F%2Fcasino.example%2F
 */
export function gameUrlWithToken(url: string, token: string, language: string, returnUrl: string): string {
  const query = new URLSearchParams({ token, Language: language.toUpperCase(), returnurl: returnUrl });
  const [head, fragment] = url.split('#', 2);
  const joined = `${head}${head?.includes('?') ? '&' : '?'}${query.toString()}`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}

/**
 * The tournaments lobby URL, with the open tournament as a fragment (§7 ?gettournamentslobby).
 *
 * @example
 * tournamentsLobbyUrl('https://t.example/lobby', '17'); // https://t.example/lobby#17
 */
export function tournamentsLobbyUrl(url: string, tournamentId?: string | null): string {
  const head = url.split('#', 1)[0] ?? url;
  return tournamentId ? `${head}#${encodeURIComponent(tournamentId)}` : head;
}
