import { t } from '@lingui/core/macro';
import { promptLogin } from '../../state/ui.ts';

/** Asks a guest to log in for a game, coming back to `returnTo` afterwards (§4 tile click, random play). */
export function promptLoginToPlay(returnTo: string, gameName: string): void {
  promptLogin(returnTo, t`Don't miss out! Log in now to play ${gameName}`);
}
