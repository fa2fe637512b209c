import { composeGameUrl, gameFrameAddress, type LaunchedGame, launchOutcome } from '@lobby/domain';
import type { Api, ApiError } from '../../api/index.ts';

/** What the game page shows (§4 "Game page": loading, then playable, error or the provider chooser). */
export type GameScreen =
  | { readonly kind: 'loading' }
  | { readonly kind: 'playing'; readonly gameName: string; readonly game: LaunchedGame; readonly url: string }
  | { readonly kind: 'choose-provider'; readonly gameName: string; readonly games: readonly LaunchedGame[] }
  /** mobile_only keeps its own message; `failed` is any other launch refusal or a broken connection. */
  | {
      readonly kind: 'error';
      readonly error: 'mobile_only' | 'failed';
      readonly gameName: string;
      readonly cause: ApiError | string | null;
    }
  /** invalid_game: back to the return page, silently. */
  | { readonly kind: 'leave'; readonly to: string }
  /** auth_required: the session ended on the server; log in (coming back to this game) from home. */
  | { readonly kind: 'login'; readonly gameName: string };

export interface GameRequest {
  readonly shortname: string;
  readonly realMoney: boolean;
  /** The `?by=` provider (fusion, or a choice made in the chooser). */
  readonly provider: string | null;
  /** The interface language; the game gets it upper-cased as `Language`. */
  readonly language: string;
  /** The absolute URL the game's own "exit" button leads to. */
  readonly exitUrl: string;
  /** The stored return page, for invalid_game. */
  readonly returnPage: unknown;
  /** The catalogue's name of the game, used until the launcher answers with its own. */
  readonly fallbackName: string;
  /** On the demo casino, whose stand-in games are data: pages; in production no data: game is loaded. */
  readonly demo: boolean;
  /** The deployment's provider origins (env.json `providerFrames`); empty: any https address. */
  readonly providerFrames?: readonly string[];
}

/**
 * Asks the launcher for the game, then a token, and composes the URL the game frame loads (§7). Every
 * failure ends in a screen the player can act on; an aborted request (the page was left) answers null.
 */
export async function startGame(
  api: Api,
  request: GameRequest,
  signal?: AbortSignal,
): Promise<GameScreen | null> {
  const options = signal ? { signal } : undefined;
  const launched = await api.launchGame(
    { shortname: request.shortname, realMoney: request.realMoney, provider: request.provider },
    options,
  );
  if (!launched.ok) {
    if (launched.error.kind === 'aborted') return null;
    return { kind: 'error', error: 'failed', gameName: request.fallbackName, cause: launched.error };
  }
  const response = launched.value;
  const gameName = response.gameName || request.fallbackName;
  const outcome = launchOutcome(response, request.returnPage);
  switch (outcome.kind) {
    case 'return':
      return { kind: 'leave', to: outcome.to };
    case 'auth-required':
      return { kind: 'login', gameName };
    case 'mobile-only':
      return { kind: 'error', error: 'mobile_only', gameName, cause: null };
    case 'failed':
      return { kind: 'error', error: 'failed', gameName, cause: outcome.error };
    case 'choose-provider':
      return { kind: 'choose-provider', gameName, games: outcome.games };
    case 'play': {
      const token = await api.getToken(options);
      if (!token.ok) {
        if (token.error.kind === 'aborted') return null;
        return { kind: 'error', error: 'failed', gameName, cause: token.error };
      }
      const url = gameFrameAddress(
        composeGameUrl(outcome.game.url, token.value, request.language, request.exitUrl),
        { demo: request.demo, providerFrames: request.providerFrames ?? [] },
      );
      if (url === null) return { kind: 'error', error: 'failed', gameName, cause: 'unsafe game url' };
      return { kind: 'playing', gameName, game: outcome.game, url };
    }
    default:
      return outcome satisfies never;
  }
}
