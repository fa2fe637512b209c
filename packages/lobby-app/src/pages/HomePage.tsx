import { Trans } from '@lingui/react/macro';
import { lazy } from 'react';
import type { EngagementSections } from '../features/catalogue/home/engagement-sections.ts';
import { HomeSections } from '../features/catalogue/home/HomeSections.tsx';
import { DailyFreeSpinsEntry } from '../features/daily-free-spins/DailyFreeSpinsEntry.tsx';
import HomePromoHero from '../features/promotions/HomePromoHero.tsx';

/** The home sections that make calls of their own, each loaded with its feature's code when it comes up. */
const ENGAGEMENT_SECTIONS: EngagementSections = {
  tournaments: lazy(() => import('../features/tournaments/HomeTournaments.tsx')),
  promotions: lazy(() => import('../features/promotions/HomePromotions.tsx')),
  winners: lazy(() => import('../features/winners/HomeWinners.tsx')),
  gameofthemonth: lazy(() => import('../features/game-of-the-month/HomeGameOfTheMonth.tsx')),
};

export default function HomePage() {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 id="page-title" className="sr-only">
        <Trans>Lobby</Trans>
      </h1>
      <div className="mb-8 empty:hidden">
        {/*
          the hero's code comes with the page's: it is the largest thing on the first screen, and a chunk of
          its own would hold it back until the whole page has settled, long after its promotions (asked for
          at start-up) are in hand; it keeps its room while they are on their way
        */}
        <HomePromoHero />
      </div>
      <DailyFreeSpinsEntry />
      <HomeSections engagement={ENGAGEMENT_SECTIONS} />
    </section>
  );
}
