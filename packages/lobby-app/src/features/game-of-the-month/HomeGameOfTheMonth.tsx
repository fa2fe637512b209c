import { gameOfTheMonthView } from '@lobby/domain';
import { GameOfTheMonthSection } from '@lobby/ui';
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
 * The home page's game of the month (§2, ?gameofthemonth when the casino sets gameofthemonth_api): the
 * casino's title, picture, description and call to action; a guest is asked to log in (rules in the domain).
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
  const { games, isGuest, isFusion, allowPlayForFreeBeforeLogin } = viewer;
  const view = useMemo(
    () =>
      pick
        ? gameOfTheMonthView(pick, findMonthGame(pick, games), {
            isGuest,
            isFusion,
            allowPlayForFreeBeforeLogin,
          })
        : null,
    [pick, games, isGuest, isFusion, allowPlayForFreeBeforeLogin],
  );

  if (!enabled) return null;
  const action = view?.play;
  return (
    <GameOfTheMonthSection
      id={id}
      title={title}
      status={month.status}
      game={view ? { name: view.name, description: view.description, image: view.image } : null}
      play={
        action?.kind === 'log-in'
          ? { onPlay: () => promptLoginToPlay(action.returnTo, view?.name ?? '') }
          : { href: action?.href ?? '/' }
      }
      {...(view?.label ? { playLabel: view.label } : {})}
      onRetry={month.retry}
    />
  );
}
