import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_HOME_SECTIONS,
  type FavouriteRef,
  formatMoney,
  type Game,
  gamesByProvider,
  gamesInCategory,
  HOME_ROW_SIZE,
  type HomeSection,
  homeSectionsFor,
  listedProviders,
  RANDOM_PLAY_BADGE_COUNT,
  randomSample,
} from '@lobby/domain';
import { AppLink, Button, GameRow, ProvidersGrid, RandomPlay, Skeleton } from '@lobby/ui';
import { Fragment, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useQuery } from '../../../platform/query/useQuery.ts';
import { drawFor } from '../../../platform/random.ts';
import { AfterFirstContent, useAfterFirstContent } from '../../../platform/scheduling/AfterFirstContent.tsx';
import { spreadsWork } from '../../../platform/scheduling/first-content.ts';
import { catalogue } from '../../../state/catalogue.ts';
import { services } from '../../../state/services.ts';
import { session } from '../../../state/session.ts';
import { PROVIDER_ORDER } from '../providers.ts';
import { playRandomGame } from '../random-play.ts';
import { badgeFor, providerLogoFor } from '../thumbnails.ts';
import { type TileOptions, useGameTiles } from '../useGameTiles.tsx';
import type { CatalogueViewer } from '../viewer.ts';
import type { EngagementSections } from './engagement-sections.ts';
import { humanise, rowLayout, sectionGames, viewAllHref } from './sections.ts';

function useSectionTitle(): (section: HomeSection) => ReactNode {
  const { t } = useLingui();
  return (section) => {
    switch (section.kind) {
      case 'keepplaying':
        return t`Keep Playing`;
      case 'newgames':
        return t`New Games`;
      case 'popular':
        return t`Popular Games`;
      case 'tournaments':
        return t`Tournaments`;
      case 'jackpots':
        return t`Top Jackpots`;
      case 'providers':
        return t`Providers`;
      case 'gameofthemonth':
        return t`Game of the Month`;
      case 'themes':
        return t`Themes`;
      case 'topslots':
        return t`Top Slots`;
      case 'classicgames':
        return t`Classic Games`;
      case 'highvolatility':
        return t`High Volatility`;
      case 'promotions':
        return t`Promotions`;
      case 'winners':
        return t`Winners`;
      default:
        return humanise(section.id);
    }
  };
}

/** The player's recent games (§2 keep playing): null while loading, [] when none or on failure. */
function useRecentGames(isGuest: boolean): readonly FavouriteRef[] | null {
  const api = services.api;
  const recent = useQuery(
    isGuest || !api ? null : { key: ['keep-playing'], load: ({ signal }) => api.getKeepPlaying({ signal }) },
  );
  if (isGuest || !api) return NONE;
  return recent.status === 'loading' ? null : (recent.data ?? NONE);
}

const NONE: readonly FavouriteRef[] = [];

/** How many sections a phone shows on arrival; the rows after them wait until those are on screen. */
const FIRST_SCREEN_SECTIONS = 2;

/**
 * The window's width, read when this module loads (the page is still the boot screen then) and kept by
 * resize events: reading it while the home page mounts would lay the whole page out in the middle of that.
 */
let windowWidth = typeof window === 'undefined' ? 1280 : window.innerWidth;
if (typeof window !== 'undefined')
  window.addEventListener(
    'resize',
    () => {
      windowWidth = window.innerWidth;
    },
    { passive: true },
  );

/**
 * How many tiles of a first-screen row the window can show (the narrowest tile is about 150 px wide, plus
 * one cut off at the edge); the rest of the row follows once the first screen is up.
 */
function firstScreenTiles(): number {
  return Math.min(HOME_ROW_SIZE, Math.max(3, Math.ceil(windowWidth / 150) + 1));
}

function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-xl font-bold md:text-2xl">
      {children}
    </h2>
  );
}

/** A section whose content arrives with later work: its title and a skeleton, in its place. */
function PlaceholderSection({ id, title }: { id: string; title: ReactNode }) {
  return (
    <section
      aria-labelledby={`home-${id}`}
      data-section={id}
      aria-busy="true"
      className="flex flex-col gap-3"
    >
      <SectionHeading id={`home-${id}`}>{title}</SectionHeading>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Skeleton className="h-28 w-full rounded-lg" />
        <Skeleton className="h-28 w-full rounded-lg" />
        <Skeleton className="h-28 w-full rounded-lg max-md:hidden" />
        <Skeleton className="h-28 w-full rounded-lg max-md:hidden" />
      </div>
    </section>
  );
}

/**
 * Shows `children` a browser task after it mounts, its `fallback` until then: the sections of the first
 * screen come up one per task, each a short one, rather than all in the task that received the games.
 */
function InNextTask({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [shown, setShown] = useState(() => !spreadsWork());
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, [shown]);
  return <>{shown ? children : fallback}</>;
}

/**
 * A section in its place: the first at once, the others of the first screen each a task later; past the
 * first screen, its titled skeleton until the first screen's games are up, so they come first
 * (first-content.ts).
 */
function deferred(id: string, index: number, title: ReactNode, content: ReactNode): ReactNode {
  if (index === 0) return <Fragment key={id}>{content}</Fragment>;
  if (index < FIRST_SCREEN_SECTIONS)
    return (
      <InNextTask key={id} fallback={<PlaceholderSection id={id} title={title} />}>
        {content}
      </InNextTask>
    );
  return (
    <AfterFirstContent key={id} fallback={<PlaceholderSection id={id} title={title} />}>
      {content}
    </AfterFirstContent>
  );
}

/** The home page sections in config order (§2), then random play. */
export function HomeSections({ engagement }: { engagement: EngagementSections }) {
  const s = useSnapshot(session);
  const c = useSnapshot(catalogue);
  const { viewer, renderTile, overlay } = useGameTiles();
  const [, navigate] = useLocation();
  const titleOf = useSectionTitle();
  const configured = s.config?.homeSections;
  const sections = useMemo(
    () => homeSectionsFor(configured ?? DEFAULT_HOME_SECTIONS, viewer.isGuest),
    [configured, viewer.isGuest],
  );
  const recent = useRecentGames(viewer.isGuest);
  const complete = useAfterFirstContent();
  const [tileLimit] = useState(firstScreenTiles);
  const games = viewer.games;
  // one draw of the rows per catalogue
  const round = `home-${c.loadedAt ?? 0}`;

  const playRandom = () => playRandomGame(viewer, navigate);

  return (
    <div className="flex flex-col gap-10">
      {c.status === 'error' ? (
        // the game list failed and nothing was cached: say so, and start the lobby again on request
        <div
          role="alert"
          data-slot="catalogue-error"
          className="flex flex-col items-start gap-3 rounded-lg border border-border bg-surface p-4 text-fg"
        >
          <p className="m-0 font-semibold">
            <Trans comment="Home page: the game list could not be loaded">We couldn't load the games.</Trans>
          </p>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {sections.map((section, sectionIndex) => {
        const title = titleOf(section);
        if (section.kind === 'providers')
          return deferred(
            section.id,
            sectionIndex,
            title,
            <HomeProviders id={section.id} title={title} games={games} viewer={viewer} />,
          );
        if (section.kind === 'themes')
          return deferred(
            section.id,
            sectionIndex,
            title,
            <HomeThemes id={section.id} title={title} games={games} />,
          );
        const Engagement = engagement[section.kind];
        if (Engagement) {
          // sections with calls of their own start once the game rows are on screen (first-content.ts)
          const placeholder = <PlaceholderSection id={section.id} title={title} />;
          return (
            <AfterFirstContent key={section.id} fallback={placeholder}>
              <Suspense fallback={placeholder}>
                <Engagement id={section.id} title={title} />
              </Suspense>
            </AfterFirstContent>
          );
        }
        return deferred(
          section.id,
          sectionIndex,
          title,
          <HomeGameRow
            section={section}
            round={round}
            title={title}
            games={games}
            recent={section.kind === 'keepplaying' ? recent : NONE}
            totalJackpot={section.kind === 'jackpots' && c.totalJackpot > 0 ? c.totalJackpot : null}
            currency={viewer.currency}
            loading={!viewer.ready}
            tileLimit={complete ? null : tileLimit}
            firstScreen={sectionIndex < FIRST_SCREEN_SECTIONS}
            renderTile={renderTile}
          />,
        );
      })}
      <AfterFirstContent>
        <HomeRandomPlay games={games} viewer={viewer} round={round} onPlay={playRandom} />
      </AfterFirstContent>
      {overlay}
    </div>
  );
}

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
  /** How many tiles to draw for now (the first screen's width), or null for the whole row. */
  readonly tileLimit: number | null;
  /** A row of the first screen: its first pictures load at once. */
  readonly firstScreen: boolean;
  readonly renderTile: (game: Game, options?: TileOptions) => ReactNode;
}

/**
 * A row of games. It picks its games when it mounts (one random draw per catalogue, so it never reshuffles
 * on a later render, nor when another row's data arrives), so rows past the first screen cost nothing until
 * they come up.
 */
function HomeGameRow({
  section,
  round,
  title,
  games,
  recent,
  totalJackpot,
  currency,
  loading,
  tileLimit,
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
      items={items === null ? [] : tileLimit === null ? items : items.slice(0, tileLimit)}
      loading={items === null || loading}
      getKey={(game) => `${game.provider}/${game.shortname}`}
      renderItem={(game, index, featured) =>
        renderTile(game, {
          size: featured ? 'lg' : 'md',
          imageLoading: firstScreen && index < 6 ? 'eager' : 'lazy',
        })
      }
    />
  );
}

/** The providers section: the first eight providers with games, in the casino's order. */
function HomeProviders({
  id,
  title,
  games,
  viewer,
}: {
  id: string;
  title: ReactNode;
  games: readonly Game[];
  viewer: CatalogueViewer;
}) {
  const c = useSnapshot(catalogue);
  const providers = useMemo(
    () =>
      listedProviders(c.providers, games, PROVIDER_ORDER)
        .map((p) => ({ ...p, gamesCount: gamesByProvider(games, p).length }))
        .filter((p) => p.gamesCount > 0),
    [c.providers, games],
  );
  return (
    <section aria-labelledby={`home-${id}`} data-section={id} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <SectionHeading id={`home-${id}`}>{title}</SectionHeading>
        <AppLink href="/providers" className="text-sm font-semibold text-primary hover:underline">
          <Trans>View All</Trans>
        </AppLink>
      </div>
      <ProvidersGrid
        providers={providers.slice(0, 8)}
        hrefFor={(p) => `/providers/${encodeURIComponent(p.shortname)}`}
        logoFor={viewer.isFusion ? (p) => providerLogoFor(p.shortname, viewer.assetsHost) : undefined}
      />
    </section>
  );
}

/** The themes section: a link for each theme that has games. */
function HomeThemes({ id, title, games }: { id: string; title: ReactNode; games: readonly Game[] }) {
  const c = useSnapshot(catalogue);
  const themes = useMemo(
    () => c.themes.filter((theme) => games.some((g) => g.themes.includes(theme.shortname))),
    [c.themes, games],
  );
  return (
    <section aria-labelledby={`home-${id}`} data-section={id} className="flex flex-col gap-3">
      <SectionHeading id={`home-${id}`}>{title}</SectionHeading>
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
        {themes.map((theme) => (
          <li key={theme.shortname}>
            <AppLink
              href={`/theme/${encodeURIComponent(theme.shortname)}`}
              className="inline-flex h-10 items-center rounded-full border border-border bg-surface px-4 text-sm font-semibold text-fg hover:border-primary focus-visible:outline-2 focus-visible:outline-focus"
            >
              {theme.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Try random!' with badges of a few slots (RTG; fusion shows none). */
function HomeRandomPlay({
  games,
  viewer,
  round,
  onPlay,
}: {
  games: readonly Game[];
  viewer: CatalogueViewer;
  round: string;
  onPlay: () => void;
}) {
  const badges = useMemo(
    () =>
      viewer.isFusion
        ? []
        : randomSample(
            gamesInCategory(games, 'online-slots'),
            RANDOM_PLAY_BADGE_COUNT,
            drawFor(round, 'random-play'),
          ).map((g) => badgeFor(g.shortname, viewer.assetsHost)),
    [games, viewer.isFusion, viewer.assetsHost, round],
  );
  return <RandomPlay data-section="random-play" onPlay={onPlay} badges={badges} />;
}
