import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../lib/cn.ts';
import { TournamentCard } from './TournamentCard.tsx';
import { TournamentSlider } from './TournamentSlider.tsx';
import type { NowSource, TournamentCardData } from './types.ts';

export type TournamentsListProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  live: readonly TournamentCardData[];
  upcoming: readonly TournamentCardData[];
  finished: readonly TournamentCardData[];
  currency: string;
  now?: NowSource;
  /** For guests: 'Participate' asks to log in. */
  onLoginRequired?: (tournament: TournamentCardData) => void;
  /** Ids of upcoming tournaments whose reminder is set. */
  reminders?: ReadonlySet<string>;
  onRemind?: (tournament: TournamentCardData) => void;
};

function Group({
  title,
  count,
  emptyText,
  children,
  kind,
}: {
  title: string;
  count: number;
  emptyText: string;
  children: React.ReactNode;
  kind: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="tournament-group"
      data-group={kind}
      className="flex flex-col gap-3"
    >
      <h2 id={headingId} className="m-0 flex items-center gap-2 font-display text-xl font-bold">
        {title}
        <span
          data-slot="tournament-group-count"
          className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-surface-sunken px-2 text-sm font-semibold text-fg tabular-nums"
        >
          {count}
        </span>
      </h2>
      {count === 0 ? <p className="m-0 text-sm text-fg-muted">{emptyText}</p> : children}
    </section>
  );
}

/**
 * The fusion tournaments page (§2): live tournaments in a grid, upcoming and finished ones in sliders of
 * 4/3/2/1 cards by width, each group headed by its count.
 */
export function TournamentsList({
  className,
  live,
  upcoming,
  finished,
  currency,
  now = Date.now,
  onLoginRequired,
  reminders,
  onRemind,
  ...props
}: TournamentsListProps) {
  const { t } = useLingui();
  const card = (tournament: TournamentCardData, index: number, eager = false) => (
    <TournamentCard
      tournament={tournament}
      currency={currency}
      now={now}
      imageLoading={eager && index < 3 ? 'eager' : 'lazy'}
      reminderSet={reminders?.has(tournament.id) ?? false}
      {...(onLoginRequired ? { onLoginRequired } : {})}
      {...(onRemind ? { onRemind } : {})}
    />
  );
  const liveTitle = t({ message: 'Live Tournaments', comment: 'Tournaments page group' });
  // the groups after the live one show their cards in a slider
  const sliders = [
    {
      kind: 'upcoming',
      title: t({ message: 'Upcoming Tournaments', comment: 'Tournaments page group' }),
      items: upcoming,
      emptyText: t({ message: 'No upcoming tournaments yet.', comment: 'Empty upcoming group' }),
    },
    {
      kind: 'finished',
      title: t({ message: 'Finished Tournaments', comment: 'Tournaments page group' }),
      items: finished,
      emptyText: t({ message: 'No finished tournaments to show.', comment: 'Empty finished group' }),
    },
  ];
  return (
    <div data-slot="tournaments-list" className={cn('flex flex-col gap-10', className)} {...props}>
      <Group
        kind="live"
        title={liveTitle}
        count={live.length}
        emptyText={t({ message: 'No tournament is running right now.', comment: 'Empty live group' })}
      >
        <ul aria-label={liveTitle} className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
          {live.map((tournament, index) => (
            <li key={tournament.id} className="min-w-0">
              {card(tournament, index, true)}
            </li>
          ))}
        </ul>
      </Group>
      {sliders.map((group) => (
        <Group
          key={group.kind}
          kind={group.kind}
          title={group.title}
          count={group.items.length}
          emptyText={group.emptyText}
        >
          <TournamentSlider
            label={group.title}
            items={group.items}
            getKey={(tournament) => tournament.id}
            renderItem={(tournament, index) => card(tournament, index)}
          />
        </Group>
      ))}
    </div>
  );
}
