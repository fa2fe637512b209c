import { useLingui } from '@lingui/react/macro';
import type { TournamentPhase, TournamentWindow } from '@lobby/domain';
import * as Collapsible from '@radix-ui/react-collapsible';
import type * as React from 'react';
import { ChevronDownWideIcon } from '../components/icon/icons.tsx';
import { cn } from '../lib/cn.ts';
import { TournamentPrizePool, TournamentProviders, TournamentStatusTag } from './TournamentCard.tsx';
import { TournamentClock } from './TournamentClock.tsx';
import { TournamentPicture } from './TournamentPicture.tsx';
import type { NowSource, TournamentImages } from './types.ts';
import { useTournamentView } from './useTournamentView.ts';

/** What the tournament page shows (§2 detail). */
export interface TournamentDetailData {
  readonly name: string;
  readonly providers: readonly string[];
  /** The hero: tournament images, switched at 768 px. */
  readonly image: TournamentImages;
  readonly phase: TournamentPhase;
  readonly window: TournamentWindow;
  readonly prizePool: number | null;
  /** How many games count toward the tournament. */
  readonly gamesCount: number;
  readonly paidPlaces: number | null;
}

export type TournamentDetailProps = Omit<React.ComponentProps<'article'>, 'children'> & {
  tournament: TournamentDetailData;
  currency: string;
  now?: NowSource;
  /** The tournament's action (Remind Me…) for its phase now; called again when the phase flips. */
  action?: (phase: TournamentPhase) => React.ReactNode;
  /** A note above the content, e.g. the guest notice. */
  notice?: React.ReactNode;
  /** The tournament's games (the app renders its catalogue tiles). */
  games: React.ReactNode;
  /** The server's terms, left and right content, rendered through `SafeHtml`; left out when empty. */
  terms?: React.ReactNode;
  contentLeft?: React.ReactNode;
  contentRight?: React.ReactNode;
  /** Terms open at first (stories). */
  defaultTermsOpen?: boolean;
};

/**
 * A tournament's page (§2): hero image, name, 'By' providers, status, countdown, prize pool, number of games
 * and paid places, collapsible Terms and Conditions, left and right content, and the games.
 */
export function TournamentDetail({
  className,
  tournament,
  currency,
  now = Date.now,
  action,
  notice,
  games,
  terms,
  contentLeft,
  contentRight,
  defaultTermsOpen = false,
  ...props
}: TournamentDetailProps) {
  const { t, i18n } = useLingui();
  const view = useTournamentView(tournament.phase, tournament.window, now);
  const actionNow = action?.(view.phase);
  const number = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);
  return (
    <article
      data-slot="tournament-detail"
      data-phase={view.phase}
      aria-labelledby="page-title"
      className={cn('flex flex-col gap-6 text-fg', className)}
      {...props}
    >
      <TournamentPicture
        desktop={tournament.image.desktop}
        mobile={tournament.image.mobile}
        loading="eager"
        className="aspect-[2/1] w-full rounded-lg md:aspect-[3/1]"
      />
      <header className="flex flex-col gap-2">
        <TournamentStatusTag phase={view.phase} className="self-start" />
        <h1 id="page-title" className="m-0 font-display text-2xl font-bold md:text-3xl">
          {tournament.name}
        </h1>
        <TournamentProviders providers={tournament.providers} className="text-base" />
      </header>
      {notice}
      <div className="grid gap-4 rounded-lg border border-border bg-surface p-4 md:grid-cols-[1fr_auto] md:items-center">
        <div className="flex flex-col gap-4">
          <TournamentClock countdown={view.countdown} now={now} subject={tournament.name} />
          <div className="flex flex-wrap items-end gap-x-8 gap-y-3">
            <TournamentPrizePool amount={tournament.prizePool} currency={currency} />
            <dl className="m-0 flex flex-wrap gap-x-8 gap-y-3">
              <div className="flex flex-col">
                <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
                  {t({ message: 'Tournament Games', comment: 'Label: number of games in a tournament' })}
                </dt>
                <dd className="m-0 font-display text-xl font-bold tabular-nums">
                  {number(tournament.gamesCount)}
                </dd>
              </div>
              <div className="flex flex-col">
                <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
                  {t({ message: 'Paid Places', comment: 'Label: number of places that win a prize' })}
                </dt>
                <dd className="m-0 font-display text-xl font-bold tabular-nums">
                  {tournament.paidPlaces === null ? '—' : number(tournament.paidPlaces)}
                </dd>
              </div>
            </dl>
          </div>
        </div>
        {actionNow ? <div className="md:min-w-48">{actionNow}</div> : null}
      </div>
      {contentLeft || contentRight ? (
        // the server's own headings (h3) sit under this one, so the outline stays in order
        <section
          aria-labelledby="tournament-about-title"
          data-slot="tournament-content"
          className="grid gap-6 md:grid-cols-2"
        >
          <h2 id="tournament-about-title" className="sr-only">
            {t({
              message: 'About the tournament',
              comment: 'Hidden heading above the tournament description',
            })}
          </h2>
          {contentLeft ? <div className="min-w-0 text-sm text-fg-muted">{contentLeft}</div> : null}
          {contentRight ? <div className="min-w-0 text-sm text-fg-muted">{contentRight}</div> : null}
        </section>
      ) : null}
      {terms ? (
        <Collapsible.Root
          defaultOpen={defaultTermsOpen}
          className="rounded-lg border border-border bg-surface"
          data-slot="tournament-terms"
        >
          <h2 className="m-0 text-base">
            <Collapsible.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-3 rounded-lg px-4 py-3 text-start font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
              {t({ message: 'Terms and Conditions', comment: 'Collapsible tournament terms' })}
              <ChevronDownWideIcon className="size-5 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
            </Collapsible.Trigger>
          </h2>
          <Collapsible.Content className="px-4 pb-4">
            <div className="text-sm text-fg-muted">{terms}</div>
          </Collapsible.Content>
        </Collapsible.Root>
      ) : null}
      <section aria-labelledby="tournament-games-title" className="flex flex-col gap-3">
        <h2 id="tournament-games-title" className="m-0 font-display text-xl font-bold">
          {t({ message: 'Tournament Games', comment: 'Heading above the games of a tournament' })}
        </h2>
        {games}
      </section>
    </article>
  );
}
