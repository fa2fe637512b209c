import { t } from '@lingui/core/macro';
import { services } from '../../state/services.ts';
import { promptLogin } from '../../state/ui.ts';

/** Asks a guest to log in for a game, coming back to `returnTo` afterwards (§4 tile click, random play). */
export function promptLoginToPlay(returnTo: string, gameName: string): void {
  promptLogin(returnTo, t`Don't miss out! Log in now to play ${gameName}`);
}

/**
 * The launcher answered auth_required (§8): the casino no longer knows the player, though the lobby still
 * shows them. The login prompt opens with the login-required message (coming back to the game once logged
 * in), and the lobby starts over so the header, balances and favourites are the casino's again, not the
 * ended session's. Resolves once the lobby has started over.
 */
export function promptLoginAfterSessionEnded(returnTo: string, gameName: string): Promise<void> {
  promptLogin(
    returnTo,
    t({
      message: `Your session has ended. Log in again to play ${gameName}.`,
      comment: 'The casino ended the session while the lobby was open; shown in the login prompt',
    }),
  );
  return services.restart();
}
