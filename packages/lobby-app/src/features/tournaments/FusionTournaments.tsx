import { useLingui } from '@lingui/react/macro';
import type { FusionTournament, Tournament } from '@lobby/domain';
import { TournamentsEmpty, TournamentsError, TournamentsList, TournamentsLoading } from '@lobby/ui';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { countdownClock } from '../../platform/clock.ts';
import { session } from '../../state/session.ts';
import { promptLogin } from '../../state/ui.ts';
import { useViewer } from '../../state/viewer.ts';
import { fusionCard } from './cards.ts';
import { GuestNotice } from './GuestNotice.tsx';
import { reminders, setReminder } from './reminders.ts';
import { useProviderNames } from './useProviderNames.ts';
import { useTournaments } from './useTournaments.ts';

const fusionOnly = (list: readonly Tournament[]) =>
  list.filter((t): t is FusionTournament => t.variant === 'fusion');

/** The fusion tournaments page (§2): the guest notice, then live, upcoming and finished groups. */
export default function FusionTournaments() {
  const { t } = useLingui();
  const { state, retry } = useTournaments(false);
  const providerName = useProviderNames();
  const { player } = useSnapshot(session);
  const { ids } = useSnapshot(reminders);
  const { currency } = useViewer();
  const reminderSet = useMemo(() => new Set(ids), [ids]);
  const groups = useMemo(() => {
    if (state.status !== 'ready') return null;
    return {
      live: fusionOnly(state.groups.live).map((x) => fusionCard(x, 'running', providerName)),
      upcoming: fusionOnly(state.groups.upcoming).map((x) => fusionCard(x, 'upcoming', providerName)),
      finished: fusionOnly(state.groups.finished).map((x) => fusionCard(x, 'finished', providerName)),
    };
  }, [state, providerName]);
  const loginReason = t`Log in to take part in tournaments.`;

  let body: React.ReactNode;
  if (state.status === 'error') body = <TournamentsError onRetry={retry} retrying={state.retrying} />;
  else if (!groups) body = <TournamentsLoading />;
  else if (groups.live.length + groups.upcoming.length + groups.finished.length === 0)
    body = <TournamentsEmpty />;
  else
    body = (
      <TournamentsList
        {...groups}
        currency={currency}
        now={countdownClock.now}
        reminders={reminderSet}
        onRemind={(tournament) => setReminder(tournament.id)}
        {...(player === null
          ? { onLoginRequired: (tournament) => promptLogin(tournament.href, loginReason) }
          : {})}
      />
    );
  return (
    <>
      <GuestNotice returnTo="/tournaments" />
      {body}
    </>
  );
}
