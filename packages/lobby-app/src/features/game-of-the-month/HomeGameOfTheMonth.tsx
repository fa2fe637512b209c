import { tileClickOutcome } from '@lobby/domain';
import { type GameOfTheMonthPlay, GameOfTheMonthSection } from '@lobby/ui';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useQuery } from '../../platform/query/useQuery.ts';
import { askApi, warnOnFailure } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { promptLoginToPlay } from '../auth/login-to-play.ts';
import type { EngagementSectionProps } from '../catalogue/home/engagement-sections.ts';
import { useCatalogueViewer } from '../catalogue/viewer.ts';
import { findMonthGame } from './month.ts';

/**
 * The home page's game of the month (§2, ?gameofthemonth when the casino sets gameofthemonth_api). Play
 * does what a click on the game's tile does: a player opens the game, a guest is asked to log in.
 */
export default function HomeGameOfTheMonth({ id, title }: EngagementSectionProps) {
  const enabled = Boolean(useSnapshot(session).config?.gameofthemonthApi);
  const viewer = useCatalogueViewer();
  const month = useQuery(
    enabled
      ? {
          key: ['game-of-the-month'],
          load: ({ signal }) =>
            askApi((api) => api.getGameOfTheMonth({ signal })).then(warnOnFailure('game of the month')),
        }
      : null,
  );

  const pick = month.data ?? null;
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
      status={month.status}
      game={pick && playable ? { name: gameName, description: pick.description, image: pick.image } : null}
      play={play}
      onRetry={month.retry}
    />
  );
}
