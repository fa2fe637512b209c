import { promoHeroSlides } from '@lobby/domain';
import { PromoHero, PromoHeroSkeleton, SafeLinkPolicy } from '@lobby/ui';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { lobbyPathOf } from '../../navigation/paths.ts';
import { session } from '../../state/session.ts';
import { useViewer } from '../../state/viewer.ts';
import { usePromotions } from './usePromotions.ts';

/**
 * The promo hero at the top of the home page (§2): the first regular promotions of the home promotions call
 * (the same call as the promotions section, asked once), as the domain's `promoHeroSlides` picks them. It
 * keeps its room while the call is on its way; with no promotion to show, or when the call fails (only
 * logged, §7), there is no hero.
 */
export default function HomePromoHero() {
  const { state } = usePromotions('home');
  const { isGuest } = useViewer();
  const signupPage = useSnapshot(session).config?.pages.signup ?? null;
  const regular = state.status === 'ready' ? state.regular : null;
  const slides = useMemo(
    () => (regular ? promoHeroSlides(regular, { isGuest, signupPage }) : []),
    [regular, isGuest, signupPage],
  );
  if (state.status === 'loading') return <PromoHeroSkeleton />;
  if (slides.length === 0) return null;
  return (
    <SafeLinkPolicy appPathOf={lobbyPathOf}>
      <PromoHero slides={slides} />
    </SafeLinkPolicy>
  );
}
