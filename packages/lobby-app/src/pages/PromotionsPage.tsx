import { PromotionsView, SafeLinkPolicy } from '@lobby/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { promoNow } from '../features/promotions/clock.ts';
import { emptyPromotionsRedirect, lobbyPathOf } from '../features/promotions/promos.ts';
import { usePlayerCurrency, usePromotions } from '../features/promotions/usePromotions.ts';
import { session } from '../state/session.ts';

/**
 * /promotions (§2): custom promo blocks (alone or in a carousel, each in its own sandboxed frame that goes
 * away with the page) and regular promotions in a grid (the casino's sticky banner is the chrome's, above every page). With no promotions at
 * all the visitor goes on to the configured promotions page.
 */
export default function PromotionsPage() {
  const { state, retry } = usePromotions('page');
  const currency = usePlayerCurrency();
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
        now={promoNow}
      />
    </SafeLinkPolicy>
  );
}
