/** Wire schemas of playing: the launcher, the token, winners and the live-dealer and tournament lobbies. */
import { type GameLaunchResponse, parseGameLaunchResponse } from '@lobby/domain';
import { firstOf, gateResult, list, map, num, object, reject, type Schema, text } from '../schema.ts';

/** ?gamelauncher: must say `success`; the domain reads the rest (entries without a URL are left out). */
export const LaunchResponseSchema: Schema<GameLaunchResponse> = gateResult(
  ['success'],
  parseGameLaunchResponse,
);

/** A URL answer: `{ url }` or the bare string. */
export const UrlSchema: Schema<string> = firstOf(
  object((r) => r.req(['url', 'iframe', 'link'], text)),
  map(text, (url, path) => (url === '' ? reject(path, 'empty url') : url)),
);

/** The ?gettoken answer: `{ token }` or the bare token (append it with the domain's `composeGameUrl`). */
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

export const WinnersSchema: Schema<Winners> = object((r) => {
  if (!r.has(['recent', 'top'])) r.req('recent', text);
  return {
    recent: r.opt('recent', list(WinnerSchema), []),
    top: r.opt('top', list(WinnerSchema), []),
  };
});

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
