import { useLingui } from '@lingui/react/macro';
import type { FusionTournament, RtgTournament } from '@lobby/domain';
import {
  AppLink,
  RtgTournamentCard,
  TournamentCard,
  TournamentSlider,
  TournamentsError,
  TournamentsLoading,
} from '@lobby/ui';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { countdownClock } from '../../platform/clock.ts';
import { promptLogin } from '../../state/ui.ts';
import { useViewer } from '../../state/viewer.ts';
import type { EngagementSectionProps } from '../catalogue/home/engagement-sections.ts';
import { fusionCard, rtgCard } from './cards.ts';
import { reminders, setReminder } from './reminders.ts';
import { useProviderNames } from './useProviderNames.ts';
import { useTournaments } from './useTournaments.ts';

/**
 * The home page's tournaments section (§2): fusion cards with Remind Me or Participate, or RTG cards (a
 * slider, or one wide card when there is only one). Left out entirely when the casino has no tournaments.
 */
export default function HomeTournaments({ id, title }: EngagementSectionProps) {
  const { t } = useLingui();
  const { state, retry } = useTournaments(true);
  const providerName = useProviderNames();
  const { ids } = useSnapshot(reminders);
  const { currency, isGuest } = useViewer();
  const loginReason = t`Log in to take part in tournaments.`;

  const cards = useMemo(() => {
    if (state.status !== 'ready') return null;
    const { live, upcoming } = state.groups;
    // the home list holds live and upcoming tournaments; a finished one that slips in is not offered
    const all = [
      ...live.map((x) => [x, 'running'] as const),
      ...upcoming.map((x) => [x, 'upcoming'] as const),
    ];
    const fusion = all.filter(
      (entry): entry is readonly [FusionTournament, 'running' | 'upcoming'] => entry[0].variant === 'fusion',
    );
    const rtg = all.map(([x]) => x).filter((x): x is RtgTournament => x.variant === 'rtg');
    return { fusion: fusion.map(([x, group]) => fusionCard(x, group, providerName)), rtg: rtg.map(rtgCard) };
  }, [state, providerName]);

  const headingId = `home-${id}`;
  const count = cards ? cards.fusion.length + cards.rtg.length : null;
  if (count === 0) return null;

  let body: React.ReactNode;
  if (state.status === 'loading' || !cards) {
    body =
      state.status === 'error' ? (
        <TournamentsError onRetry={retry} retrying={state.retrying} />
      ) : (
        <TournamentsLoading cards={3} />
      );
  } else if (cards.rtg.length === 1 && cards.fusion.length === 0 && cards.rtg[0]) {
    const only = cards.rtg[0];
    body = (
      <RtgTournamentCard
        tournament={only}
        currency={currency}
        now={countdownClock.now}
        layout="wide"
        {...(isGuest ? { onLoginRequired: () => promptLogin(only.href, loginReason) } : {})}
      />
    );
  } else {
    body = (
      <TournamentSlider
        label={typeof title === 'string' ? title : t`Tournaments`}
        items={[
          ...cards.fusion.map((c) => ({ kind: 'fusion' as const, c })),
          ...cards.rtg.map((c) => ({ kind: 'rtg' as const, c })),
        ]}
        getKey={(item) => `${item.kind}-${item.c.id}`}
        renderItem={(item) =>
          item.kind === 'fusion' ? (
            <TournamentCard
              tournament={item.c}
              currency={currency}
              now={countdownClock.now}
              reminderSet={ids.includes(item.c.id)}
              onRemind={(tournament) => setReminder(tournament.id)}
              {...(isGuest ? { onLoginRequired: () => promptLogin(item.c.href, loginReason) } : {})}
            />
          ) : (
            <RtgTournamentCard
              tournament={item.c}
              currency={currency}
              now={countdownClock.now}
              {...(isGuest ? { onLoginRequired: () => promptLogin(item.c.href, loginReason) } : {})}
            />
          )
        }
      />
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      data-section={id}
      aria-busy={state.status === 'loading' || undefined}
      className="flex flex-col gap-3"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold md:text-2xl">
          {title}
        </h2>
        <AppLink
          href="/tournaments"
          className="rounded-sm text-sm font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {t({
            message: 'Show all',
            comment: 'Link from the home tournaments section to the tournaments page',
          })}
        </AppLink>
      </div>
      {body}
    </section>
  );
}
