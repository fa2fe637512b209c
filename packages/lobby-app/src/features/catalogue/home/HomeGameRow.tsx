import { useLingui } from '@lingui/react/macro';
import { type FavouriteRef, formatMoney, type Game, gameKey, type HomeSection } from '@lobby/domain';
import { GameRow } from '@lobby/ui';
import { type ReactNode, useMemo } from 'react';
import { drawFor } from '../../../platform/random.ts';
import type { TileOptions } from '../useGameTiles.tsx';
import { PlaceholderSection } from './HomeSectionParts.tsx';
import { rowLayout, sectionGames, viewAllHref } from './sections.ts';

interface HomeGameRowProps {
  readonly section: HomeSection;
  /** The catalogue's draw (see `drawFor`): the row's games are chosen once per catalogue. */
  readonly round: string;
  readonly title: ReactNode;
  readonly games: readonly Game[];
  /** The player's recent games for the keep-playing row (null while loading); ignored by other rows. */
  readonly recent: readonly FavouriteRef[] | null;
  /** The casino's total jackpot, named beside the jackpots row's title, in whole units. */
  readonly totalJackpot: number | null;
  readonly currency: string;
  readonly loading: boolean;
  /** A row of the first screen: its first pictures load at once. */
  readonly firstScreen: boolean;
  readonly renderTile: (game: Game, options?: TileOptions) => ReactNode;
}

/**
 * A row of games. It picks its games when it mounts (one random draw per catalogue, so it never reshuffles
 * on a later render, nor when another row's data arrives), so rows past the first screen cost nothing until
 * they come up.
 */
export function HomeGameRow({
  section,
  round,
  title,
  games,
  recent,
  totalJackpot,
  currency,
  loading,
  firstScreen,
  renderTile,
}: HomeGameRowProps) {
  const { t, i18n } = useLingui();
  // the same row for the same catalogue, however often the row mounts or React starts a render over
  const items = useMemo(
    () => sectionGames(section, games, drawFor(round, section.id), recent),
    [section, games, recent, round],
  );
  if (items === null && section.kind !== 'keepplaying')
    return <PlaceholderSection id={section.id} title={title} />;
  // rows with nothing to show are left out (e.g. a player with no recent games)
  if (items !== null && items.length === 0) return null;
  const href = viewAllHref(section);
  return (
    <GameRow
      data-section={section.id}
      title={
        totalJackpot === null ? (
          title
        ) : (
          <>
            {title}{' '}
            <span
              data-slot="total-jackpot"
              className="ml-1 inline-block rounded-full bg-accent px-3 py-0.5 align-middle text-sm font-bold text-accent-fg tabular-nums"
            >
              {t`Total ${formatMoney(totalJackpot, currency, i18n.locale, { wholeUnits: true })}`}
            </span>
          </>
        )
      }
      layout={rowLayout(section)}
      {...(href ? { viewAllHref: href } : {})}
      items={items ?? []}
      loading={items === null || loading}
      getKey={gameKey}
      renderItem={(game, index, featured) =>
        renderTile(game, {
          size: featured ? 'lg' : 'md',
          imageLoading: firstScreen && index < 6 ? 'eager' : 'lazy',
        })
      }
    />
  );
}
