import { Trans } from '@lingui/react/macro';
import type { Game } from '@lobby/domain';
import { AppLink, ProvidersGrid, RandomPlay, Skeleton } from '@lobby/ui';
import type { ReactNode, Ref } from 'react';
import { providerLogoFor } from '../thumbnails.ts';
import type { CatalogueViewer } from '../viewer.ts';
import { useBadgeRotation, useHomeProviders, useHomeThemes, useRandomPlayBadges } from './useHomeSections.ts';

function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-xl font-bold md:text-2xl">
      {children}
    </h2>
  );
}

/** A section whose content arrives with later work: its title and a skeleton, in its place. */
export function PlaceholderSection({
  id,
  title,
  busy = true,
  ref,
}: {
  id: string;
  title: ReactNode;
  /** Its content is on its way (the default); not while it waits for the player to scroll near. */
  busy?: boolean;
  /** The section's element, for a watch of where it is on the page. */
  ref?: Ref<HTMLElement>;
}) {
  return (
    <section
      ref={ref}
      aria-labelledby={`home-${id}`}
      data-section={id}
      aria-busy={busy || undefined}
      data-waits-for={busy ? undefined : 'view'}
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

/** The providers section: the first eight providers with games, in the casino's order. */
export function HomeProviders({
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
  const providers = useHomeProviders(games);
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
export function HomeThemes({ id, title, games }: { id: string; title: ReactNode; games: readonly Game[] }) {
  const themes = useHomeThemes(games);
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

/** The page's one 'Try random!' block, with badges of a few slots taking turns (RTG; fusion shows none). */
export function HomeRandomPlay({
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
  const badges = useRandomPlayBadges(games, viewer, round);
  const { active, rotation } = useBadgeRotation(badges.length);
  return (
    <RandomPlay
      data-section="random-play"
      onPlay={onPlay}
      badges={badges}
      active={active}
      {...(rotation ? { rotation } : {})}
    />
  );
}
