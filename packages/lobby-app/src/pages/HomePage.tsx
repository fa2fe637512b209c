import { Trans } from '@lingui/react/macro';
import { PromoHeroSkeleton } from '@lobby/ui';
import { lazy, Suspense } from 'react';
import type { EngagementSections } from '../features/catalogue/home/engagement-sections.ts';
import { HomeSections } from '../features/catalogue/home/HomeSections.tsx';
import { DailyFreeSpinsEntry } from '../features/daily-free-spins/DailyFreeSpinsEntry.tsx';

/** The home sections that make calls of their own, each loaded with its feature's code when it comes up. */
const ENGAGEMENT_SECTIONS: EngagementSections = {
  tournaments: lazy(() => import('../features/tournaments/HomeTournaments.tsx')),
  promotions: lazy(() => import('../features/promotions/HomePromotions.tsx')),
  winners: lazy(() => import('../features/winners/HomeWinners.tsx')),
  gameofthemonth: lazy(() => import('../features/game-of-the-month/HomeGameOfTheMonth.tsx')),
};

/** The promo hero's code comes with the page but in a chunk of its own, so it never weighs on the rows. */
const PromoHero = lazy(() => import('../features/promotions/HomePromoHero.tsx'));

export default function HomePage() {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 id="page-title" className="sr-only">
        <Trans>Lobby</Trans>
      </h1>
      <div className="mb-8 empty:hidden">
        {/* its room is kept while its code and the promotions are on their way */}
        <Suspense fallback={<PromoHeroSkeleton />}>
          <PromoHero />
        </Suspense>
      </div>
      <DailyFreeSpinsEntry />
      <HomeSections engagement={ENGAGEMENT_SECTIONS} />
    </section>
  );
}
