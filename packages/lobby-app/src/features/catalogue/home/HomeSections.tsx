import { type FavouriteRef, type Game, type HomeSection, randomPlayPosition } from '@lobby/domain';
import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { AfterFirstContent } from '../../../platform/scheduling/first-content.ts';
import { useNearView } from '../../../platform/scheduling/near-view.ts';
import { CatalogueFailure } from '../CatalogueFailure.tsx';
import { playRandomGame } from '../random-play.ts';
import { type TileOptions, useGameTiles } from '../useGameTiles.tsx';
import type { CatalogueViewer } from '../viewer.ts';
import type { EngagementSections } from './engagement-sections.ts';
import { HomeGameRow } from './HomeGameRow.tsx';
import { HomeProviders, HomeRandomPlay, HomeThemes, PlaceholderSection } from './HomeSectionParts.tsx';
import { NO_RECENT_GAMES, useHomeSections, useRecentGames, useSectionTitle } from './useHomeSections.ts';

/** How many sections a phone shows on arrival; the sections after them wait until those are on screen. */
const FIRST_SCREEN_SECTIONS = 2;

/**
 * The home page sections in config order (§2), with the page's one random-play block right beneath the
 * winners section, or after the last section when the casino's sections have no winners.
 */
export function HomeSections({ engagement }: { engagement: EngagementSections }) {
  const { viewer, renderTile, overlay } = useGameTiles();
  const [, navigate] = useLocation();
  const titleOf = useSectionTitle();
  const { sections, round, failed, totalJackpot } = useHomeSections(viewer.isGuest);
  const recent = useRecentGames(viewer.isGuest);
  const games = viewer.games;

  const randomPlay = (
    <AfterFirstContent key="random-play">
      <HomeRandomPlay
        games={games}
        viewer={viewer}
        round={round}
        onPlay={() => playRandomGame(viewer, navigate)}
      />
    </AfterFirstContent>
  );
  const slots = sections.map((section, index) => (
    <SectionSlot
      key={section.id}
      section={section}
      title={titleOf(section)}
      engagement={engagement}
      games={games}
      viewer={viewer}
      round={round}
      recent={section.kind === 'keepplaying' ? recent : NO_RECENT_GAMES}
      totalJackpot={section.kind === 'jackpots' ? totalJackpot : null}
      firstScreen={index < FIRST_SCREEN_SECTIONS}
      renderTile={renderTile}
    />
  ));
  const at = randomPlayPosition(sections);

  return (
    <div className="flex flex-col gap-10">
      {failed ? <CatalogueFailure /> : null}
      {slots.slice(0, at)}
      {randomPlay}
      {slots.slice(at)}
      {overlay}
    </div>
  );
}

interface SectionSlotProps {
  readonly section: HomeSection;
  readonly title: ReactNode;
  readonly engagement: EngagementSections;
  readonly games: readonly Game[];
  readonly viewer: CatalogueViewer;
  readonly round: string;
  readonly recent: readonly FavouriteRef[] | null;
  readonly totalJackpot: number | null;
  /** A section of the first screen: it shows at once, its first pictures loading at once. */
  readonly firstScreen: boolean;
  readonly renderTile: (game: Game, options?: TileOptions) => ReactNode;
}

/**
 * A section in its place. Sections with calls of their own, and the sections past the first screen, are
 * titled skeletons until the first screen is up, so its games come first.
 */
function SectionSlot({ section, title, engagement, firstScreen, ...rest }: SectionSlotProps) {
  const placeholder = <PlaceholderSection id={section.id} title={title} />;
  const Engagement = engagement[section.kind];
  if (Engagement) return <EngagementSlot id={section.id} title={title} Engagement={Engagement} />;
  const content = <SectionContent section={section} title={title} firstScreen={firstScreen} {...rest} />;
  return firstScreen ? content : <AfterFirstContent fallback={placeholder}>{content}</AfterFirstContent>;
}

/**
 * A section with code and calls of its own (tournaments, promotions, winners, the game of the month): a titled
 * skeleton until the player comes within a screen of it and the first screen is up, then its feature's code
 * and its call, so a visit that stays at the top of the page asks for neither.
 */
function EngagementSlot({
  id,
  title,
  Engagement,
}: {
  id: string;
  title: ReactNode;
  Engagement: NonNullable<EngagementSections[HomeSection['kind']]>;
}) {
  const [nearRef, near] = useNearView();
  // nothing is on its way yet: the section is not busy, only out of reach
  if (!near) return <PlaceholderSection ref={nearRef} id={id} title={title} busy={false} />;
  const placeholder = <PlaceholderSection id={id} title={title} />;
  return (
    <AfterFirstContent fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <Engagement id={id} title={title} />
      </Suspense>
    </AfterFirstContent>
  );
}

/** A section drawn from the game list: providers, themes or a row of games. */
function SectionContent({
  section,
  title,
  games,
  viewer,
  round,
  recent,
  totalJackpot,
  firstScreen,
  renderTile,
}: Omit<SectionSlotProps, 'engagement'>) {
  if (section.kind === 'providers')
    return <HomeProviders id={section.id} title={title} games={games} viewer={viewer} />;
  if (section.kind === 'themes') return <HomeThemes id={section.id} title={title} games={games} />;
  return (
    <HomeGameRow
      section={section}
      round={round}
      title={title}
      games={games}
      recent={recent}
      totalJackpot={totalJackpot}
      currency={viewer.currency}
      loading={!viewer.ready}
      firstScreen={firstScreen}
      renderTile={renderTile}
    />
  );
}
