import { randomPlayOutcome } from '@lobby/domain';
import { random } from '../../platform/random.ts';
import { promptLoginToPlay } from '../auth/login-to-play.ts';
import type { CatalogueViewer } from './viewer.ts';

/**
 * "Try random!" and the winners' Play Now (§4 random play): a random game the viewer may play opens, or a
 * guest is asked to log in for it; nothing happens when there is no such game.
 */
export function playRandomGame(viewer: CatalogueViewer, navigate: (to: string) => void): void {
  const picked = randomPlayOutcome(
    viewer.games,
    {
      isGuest: viewer.isGuest,
      isFusion: viewer.isFusion,
      allowPlayForFreeBeforeLogin: viewer.allowPlayForFreeBeforeLogin,
    },
    random,
  );
  if (!picked) return;
  if (picked.outcome.kind === 'navigate') navigate(picked.outcome.to);
  else if (picked.outcome.kind === 'login-prompt' || picked.outcome.kind === 'login-button')
    promptLoginToPlay(picked.outcome.returnTo, picked.game.displayName);
}
