import * as v from 'valibot';
import { type Catalogue, parseCatalogue } from './catalogue.ts';
import { type GameLaunchResponse, parseGameLaunchResponse } from './game-launch.ts';
import {
  firstOf,
  gateResult,
  optionalField,
  readResult,
  type WireSchema,
  wireField,
  wireList,
  wireNumber,
  wireRecord,
  wireRecordWith,
  wireText,
  withAliases,
} from './wire.ts';

/** The platform's answers about playing (§7): the catalogue, the launcher, the token, winners, and lobby URLs. */

/** ?getgames, read in one go (the client reads a long list in steps, see `parseCatalogueInSteps`). */
export const CatalogueSchema: WireSchema<Catalogue> = v.pipe(v.unknown(), readResult(parseCatalogue));

/** ?gamelauncher: must say `success`; the domain reads the rest (entries without a URL are left out). */
export const LaunchResponseSchema: WireSchema<GameLaunchResponse> = gateResult(
  ['success'],
  parseGameLaunchResponse,
);

/** Text that must not be empty, e.g. a bare URL or token. */
const nonEmptyText = /* @__NO_SIDE_EFFECTS__ */ (message: string) => v.pipe(wireText, v.nonEmpty(message));

/** A URL answer (?gettournamentslobby, ?getlivedealer): `{ url }` (or `iframe`, `link`) or the bare string. */
export const UrlSchema: WireSchema<string> = firstOf(
  wireField('url', wireText, ['iframe', 'link']),
  nonEmptyText('empty url'),
);

/** The ?gettoken answer: `{ token }` or the bare token (append it with `composeGameUrl`). */
export const TokenSchema: WireSchema<string> = firstOf(
  wireField('token', wireText),
  nonEmptyText('empty token'),
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

const WinnerSchema: WireSchema<Winner> = v.pipe(
  wireRecord,
  withAliases({ game: ['game', 'game_name'], shortname: ['shortname', 'short_name'] }),
  v.object(
    {
      username: wireText,
      date: optionalField(wireText, ''),
      amount: wireNumber,
      game: wireText,
      shortname: optionalField(wireText, ''),
      provider: optionalField(wireText, ''),
    },
    'is missing',
  ),
);

/** ?winners: the recent and the top winners; an answer with neither is the wrong shape. */
export const WinnersSchema: WireSchema<Winners> = v.pipe(
  wireRecordWith(['recent', 'top']),
  v.object({
    recent: optionalField(wireList(WinnerSchema), []),
    top: optionalField(wireList(WinnerSchema), []),
  }),
);

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
