import { emptyPromotionsRedirect } from '@lobby/domain';
import { PromotionsView, preloadCustomPromos, SafeLinkPolicy } from '@lobby/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { usePromotions } from '../features/promotions/usePromotions.ts';
import { lobbyPathOf } from '../navigation/paths.ts';
import { countdownClock } from '../platform/clock.ts';
import { holdFirstContent } from '../platform/scheduling/first-content.ts';
import { session } from '../state/session.ts';
import { useViewer } from '../state/viewer.ts';

/**
 * /promotions (§2): custom promo blocks (alone or in a carousel, each in its own sandboxed frame that goes
 * away with the page) and regular promotions in a grid (the casino's sticky banner is the chrome's, above every page). With no promotions at
 * all the visitor goes on to the configured promotions page.
 */
// the custom blocks' code comes with the page's (which loads as the lobby starts on /promotions), so blocks
// go on screen with the answer
preloadCustomPromos();

export default function PromotionsPage() {
  const { state, retry } = usePromotions('page');
  // the work that waits for the first screen (fonts, the demo panel, the offline copy of the catalogue)
  // waits for this page's cards too: they are its first screen
  const release = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    const done = holdFirstContent();
    release.current = done;
    return done;
  }, []);
  const { currency } = useViewer();
  const { config, theme } = useSnapshot(session);
  const none = state.status === 'ready' && state.regular.length === 0 && state.custom.length === 0;
  const redirect = none
    ? emptyPromotionsRedirect(config?.pages.promotions ?? null, window.location.href)
    : null;
  useEffect(() => {
    if (redirect !== null) window.location.replace(redirect);
  }, [redirect]);

  return (
    <SafeLinkPolicy appPathOf={lobbyPathOf}>
      <PromotionsView
        // while the browser leaves for the configured page, keep the skeleton rather than flash "none"
        status={redirect !== null ? 'loading' : state.status}
        regular={state.status === 'ready' ? state.regular : []}
        custom={state.status === 'ready' ? state.custom : []}
        currency={currency}
        onRetry={retry}
        colorScheme={theme}
        now={countdownClock.now}
        onContentShown={() => release.current?.()}
      />
    </SafeLinkPolicy>
  );
}
