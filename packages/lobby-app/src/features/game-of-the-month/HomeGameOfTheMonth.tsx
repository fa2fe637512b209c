import { tileClickOutcome } from '@lobby/domain';
import { type GameOfTheMonthPlay, GameOfTheMonthSection } from '@lobby/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { GameOfTheMonth } from '../../api/index.ts';
import { services } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { promptLoginToPlay } from '../auth/login-to-play.ts';
import type { EngagementSectionProps } from '../catalogue/home/engagement-sections.ts';
import { useCatalogueViewer } from '../catalogue/viewer.ts';
import { findMonthGame } from './month.ts';

type State =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly game: GameOfTheMonth | null };

/**
 * The home page's game of the month (§2, ?gameofthemonth when the casino sets gameofthemonth_api). Play
 * does what a click on the game's tile does: a player opens the game, a guest is asked to log in.
 */
export default function HomeGameOfTheMonth({ id, title }: EngagementSectionProps) {
  const enabled = Boolean(useSnapshot(session).config?.gameofthemonthApi);
  const viewer = useCatalogueViewer();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry asks again
  useEffect(() => {
    const api = services.api;
    if (!enabled) return;
    if (!api) {
      setState({ status: 'error' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    void api.getGameOfTheMonth({ signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setState({ status: 'ready', game: result.value });
      else {
        console.warn('game of the month could not be loaded', result.error);
        setState({ status: 'error' });
      }
    });
    return () => controller.abort();
  }, [enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const pick = state.status === 'ready' ? state.game : null;
  const game = useMemo(() => (pick ? findMonthGame(pick, viewer.games) : null), [pick, viewer.games]);

  if (!enabled) return null;
  const gameName = game?.displayName || pick?.title || '';
  const askToLogIn = (returnTo: string) => ({
    onPlay: () => promptLoginToPlay(returnTo, gameName),
  });
  let play: GameOfTheMonthPlay = { href: '/' };
  if (game) {
    const outcome = tileClickOutcome(game, {
      isGuest: viewer.isGuest,
      isFusion: viewer.isFusion,
      allowPlayForFreeBeforeLogin: viewer.allowPlayForFreeBeforeLogin,
    });
    if (outcome.kind === 'navigate') play = { href: outcome.to };
    else if (outcome.kind === 'lock-modal') play = { href: pick?.cta?.link ?? '/' };
    else play = askToLogIn(outcome.returnTo);
  } else if (pick?.cta) {
    // not in this visitor's catalogue: follow the link, a guest logs in first
    play = viewer.isGuest ? askToLogIn(pick.cta.link) : { href: pick.cta.link };
  }
  const playable = Boolean(game || pick?.cta);

  return (
    <GameOfTheMonthSection
      id={id}
      title={title}
      status={state.status}
      game={pick && playable ? { name: gameName, description: pick.description, image: pick.image } : null}
      play={play}
      onRetry={retry}
    />
  );
}
