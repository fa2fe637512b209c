import { useLingui } from '@lingui/react/macro';
import type { TournamentPhase } from '@lobby/domain';
import type * as React from 'react';
import { useId } from 'react';
import { Button } from '../components/button/Button.tsx';
import { CheckIcon } from '../components/icon/icons.tsx';
import { Money } from '../components/money/Money.tsx';
import { Tag, type TagKind } from '../components/tag/Tag.tsx';
import { cn } from '../lib/cn.ts';
import { AppLink } from '../lib/link.tsx';
import { TournamentClock } from './TournamentClock.tsx';
import { TournamentPicture } from './TournamentPicture.tsx';
import type { NowSource, TournamentCardData } from './types.ts';
import { useTournamentView } from './useTournamentView.ts';

const TAG_OF: Record<TournamentPhase, TagKind> = {
  running: 'live',
  upcoming: 'upcoming',
  finished: 'finished',
};

/** The status label of a phase: Live, Upcoming or Finished (§4). */
export function TournamentStatusTag({
  phase,
  ...props
}: { phase: TournamentPhase } & Omit<React.ComponentProps<typeof Tag>, 'kind'>) {
  return <Tag kind={TAG_OF[phase]} data-phase={phase} {...props} />;
}

/** 'By Provider A, Provider B' (§2); nothing when the tournament names no provider. */
export function TournamentProviders({
  providers,
  className,
}: {
  providers: readonly string[];
  className?: string;
}) {
  const { t } = useLingui();
  if (providers.length === 0) return null;
  const names = providers.join(', ');
  return (
    <p data-slot="tournament-providers" className={cn('m-0 text-sm text-fg-muted', className)}>
      {t({
        message: `By ${names}`,
        comment: 'The game providers of a tournament, e.g. By Pragmatic, NetEnt',
      })}
    </p>
  );
}

/** The prize pool, in whole units (§9). */
export function TournamentPrizePool({
  amount,
  currency,
  className,
}: {
  amount: number | null;
  currency: string;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div data-slot="tournament-prize-pool" className={cn('flex flex-col', className)}>
      <span className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {t({ message: 'Prize Pool', comment: 'Label above the total prize money of a tournament' })}
      </span>
      <Money
        amount={amount}
        currency={currency}
        decimals={false}
        className="font-display text-xl font-bold"
      />
    </div>
  );
}

/**
 * 'Remind Me' on an upcoming tournament; pressed, it reads 'Reminder Set' (§2). It stays focusable once set,
 * and a second press does nothing.
 */
export function TournamentRemindButton({
  reminderSet,
  onRemind,
  ...props
}: { reminderSet: boolean; onRemind: () => void } & Omit<
  React.ComponentProps<typeof Button>,
  'onClick' | 'children'
>) {
  const { t } = useLingui();
  return (
    <Button
      variant={reminderSet ? 'outline' : 'secondary'}
      block
      aria-pressed={reminderSet}
      onClick={reminderSet ? undefined : onRemind}
      {...props}
    >
      {reminderSet ? <CheckIcon /> : null}
      {reminderSet
        ? t({ message: 'Reminder Set', comment: 'A tournament reminder was set' })
        : t({ message: 'Remind Me', comment: 'Button: remind me when the tournament starts' })}
    </Button>
  );
}

export type TournamentCardProps = Omit<React.ComponentProps<'article'>, 'children'> & {
  tournament: TournamentCardData;
  currency: string;
  now?: NowSource;
  /** For guests: 'Participate' asks to log in (returning to the tournament page) instead of following the link. */
  onLoginRequired?: (tournament: TournamentCardData) => void;
  /** Whether 'Remind Me' was pressed on this upcoming tournament. */
  reminderSet?: boolean;
  onRemind?: (tournament: TournamentCardData) => void;
  headingLevel?: 'h2' | 'h3';
  imageLoading?: 'lazy' | 'eager';
};

/**
 * A fusion tournament card (§2): image, status, name, 'By' providers, countdown, prize pool and one action.
 * Upcoming tournaments offer 'Remind Me' (which turns into 'Reminder Set'); running ones 'Participate';
 * finished ones a link to their results page. The status follows the clock: an upcoming card turns live
 * at its start without new data.
 */
export function TournamentCard({
  className,
  tournament,
  currency,
  now = Date.now,
  onLoginRequired,
  reminderSet = false,
  onRemind,
  headingLevel: Heading = 'h3',
  imageLoading = 'lazy',
  ...props
}: TournamentCardProps) {
  const { t } = useLingui();
  const view = useTournamentView(tournament.phase, tournament.window, now);
  const name = tournament.name;
  // every card has the same button texts: the tournament's name tells them apart for assistive tech
  const headingId = useId();
  let action: React.ReactNode;
  if (view.phase === 'upcoming') {
    action = (
      <TournamentRemindButton
        reminderSet={reminderSet}
        onRemind={() => onRemind?.(tournament)}
        aria-describedby={headingId}
      />
    );
  } else if (view.phase === 'running' && onLoginRequired) {
    action = (
      <Button block onClick={() => onLoginRequired(tournament)} aria-describedby={headingId}>
        {t({ message: 'Participate', comment: 'Button: join a running tournament' })}
      </Button>
    );
  } else if (view.phase === 'running') {
    action = (
      <Button asChild block>
        <AppLink href={tournament.href} aria-describedby={headingId}>
          {t({ message: 'Participate', comment: 'Button: join a running tournament' })}
        </AppLink>
      </Button>
    );
  } else {
    action = (
      <Button asChild block variant="outline">
        <AppLink href={tournament.href} aria-describedby={headingId}>
          {t({ message: 'View Results', comment: 'Button: open a finished tournament' })}
        </AppLink>
      </Button>
    );
  }
  return (
    <article
      data-slot="tournament-card"
      data-phase={view.phase}
      className={cn(
        'flex h-full min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-surface text-fg shadow-card',
        className,
      )}
      {...props}
    >
      <div className="relative">
        <TournamentPicture
          desktop={tournament.image.desktop}
          mobile={tournament.image.mobile}
          loading={imageLoading}
          className="aspect-[2/1] w-full"
        />
        <TournamentStatusTag phase={view.phase} className="absolute top-2 left-2" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <Heading id={headingId} className="m-0 font-display text-lg leading-tight font-bold">
            <AppLink
              href={tournament.href}
              className="rounded-sm py-0.5 text-fg hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {name}
            </AppLink>
          </Heading>
          <TournamentProviders providers={tournament.providers} />
        </div>
        <TournamentClock countdown={view.countdown} now={now} size="sm" subject={name} />
        <TournamentPrizePool amount={tournament.prizePool} currency={currency} />
        <div className="mt-auto pt-1">{action}</div>
      </div>
    </article>
  );
}
