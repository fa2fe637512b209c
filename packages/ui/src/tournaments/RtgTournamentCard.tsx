import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { useId } from 'react';
import { Button } from '../components/button/Button.tsx';
import { cn } from '../lib/cn.ts';
import { AppLink } from '../lib/link.tsx';
import { TournamentPrizePool, TournamentStatusTag } from './TournamentCard.tsx';
import { TournamentClock } from './TournamentClock.tsx';
import { formatServerDateTime } from './time.ts';
import type { NowSource, RtgTournamentCardData } from './types.ts';
import { useTournamentView } from './useTournamentView.ts';

export type RtgTournamentCardProps = Omit<React.ComponentProps<'article'>, 'children'> & {
  tournament: RtgTournamentCardData;
  currency: string;
  now?: NowSource;
  /** For guests: the button asks to log in (returning to `/tournaments/{id}`) instead of following the link. */
  onLoginRequired?: (tournament: RtgTournamentCardData) => void;
  /** A single tournament gets a wide card (§2: one card if only one). */
  layout?: 'stacked' | 'wide';
  headingLevel?: 'h2' | 'h3';
  imageLoading?: 'lazy' | 'eager';
};

/**
 * A non-fusion tournament card (§2): start and end in server time, prize pool, countdown, status (Live or
 * Upcoming) and an Enter (running) or Buy In (coming soon) button to `/tournaments/{id}`.
 */
export function RtgTournamentCard({
  className,
  tournament,
  currency,
  now = Date.now,
  onLoginRequired,
  layout = 'stacked',
  headingLevel: Heading = 'h3',
  imageLoading = 'lazy',
  ...props
}: RtgTournamentCardProps) {
  const { t, i18n } = useLingui();
  const view = useTournamentView(
    tournament.status === 'running' ? 'running' : 'upcoming',
    tournament.window,
    now,
  );
  const label =
    view.phase === 'running'
      ? t({ message: 'Enter', comment: 'Button: enter a running tournament' })
      : t({ message: 'Buy In', comment: 'Button: buy into a tournament that has not started yet' });
  const name = tournament.name;
  const headingId = useId();
  const { startAt, endAt } = tournament.window;
  const fallback = tournament.image.png ?? tournament.image.webp;
  return (
    <article
      data-slot="rtg-tournament-card"
      data-phase={view.phase}
      data-layout={layout}
      className={cn(
        'flex h-full min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-surface text-fg shadow-card data-[layout=wide]:md:flex-row',
        className,
      )}
      {...props}
    >
      <div className={cn('relative shrink-0 bg-surface-sunken', layout === 'wide' && 'md:w-1/2')}>
        {fallback ? (
          <picture>
            {tournament.image.webp ? <source type="image/webp" srcSet={tournament.image.webp} /> : null}
            <img
              src={fallback}
              alt=""
              loading={imageLoading}
              decoding="async"
              className="block aspect-[2/1] size-full object-cover"
            />
          </picture>
        ) : (
          <div className="aspect-[2/1] w-full" />
        )}
        <TournamentStatusTag phase={view.phase} className="absolute top-2 left-2" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Heading id={headingId} className="m-0 font-display text-lg leading-tight font-bold">
          {name}
        </Heading>
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-fg-muted">
            {t({ message: 'Starts', comment: 'Tournament start date label' })}
          </dt>
          <dd className="m-0 font-medium">
            {startAt === null ? '—' : formatServerDateTime(startAt, i18n.locale)}
          </dd>
          <dt className="text-fg-muted">{t({ message: 'Ends', comment: 'Tournament end date label' })}</dt>
          <dd className="m-0 font-medium">
            {endAt === null ? '—' : formatServerDateTime(endAt, i18n.locale)}
          </dd>
        </dl>
        <TournamentClock countdown={view.countdown} now={now} size="sm" subject={name} />
        <TournamentPrizePool amount={tournament.prizePool} currency={currency} />
        <div className="mt-auto pt-1">
          {onLoginRequired ? (
            <Button block onClick={() => onLoginRequired(tournament)} aria-describedby={headingId}>
              {label}
            </Button>
          ) : (
            <Button asChild block>
              <AppLink href={tournament.href} aria-describedby={headingId}>
                {label}
              </AppLink>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
