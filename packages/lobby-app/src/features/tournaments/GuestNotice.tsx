import { TournamentsGuestNotice } from '@lobby/ui';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { promptLogin } from '../../state/ui.ts';

/** The tournaments notice for guests (§8), logging in back to `returnTo`; nothing for a player. */
export function GuestNotice({ returnTo }: { returnTo: string }) {
  const { player, config } = useSnapshot(session);
  if (player !== null) return null;
  return (
    <TournamentsGuestNotice signupHref={config?.pages.signup ?? null} onLogIn={() => promptLogin(returnTo)} />
  );
}
