import type { HomeSection } from '@lobby/domain';
import { type ComponentType, lazy, type ReactNode } from 'react';

/** What the home page hands a section that fetches its own data (tournaments, promotions, winners, …). */
export interface EngagementSectionProps {
  /** The section id of the home config; the heading's id is `home-${id}`. */
  id: string;
  /** The translated section title. */
  title: ReactNode;
}

/**
 * The home sections whose data comes from their own calls, each a lazily loaded component of its feature
 * folder (e.g. `lazy(() => import('../../tournaments/HomeTournaments.tsx'))`). A kind not listed here shows a
 * titled skeleton in its place, so the page keeps the configured order while a feature is missing.
 */
export const ENGAGEMENT_SECTIONS: Partial<
  Record<HomeSection['kind'], ComponentType<EngagementSectionProps>>
> = {
  tournaments: lazy(() => import('../../tournaments/HomeTournaments.tsx')),
  promotions: lazy(() => import('../../promotions/HomePromotions.tsx')),
  winners: lazy(() => import('../../winners/HomeWinners.tsx')),
  gameofthemonth: lazy(() => import('../../game-of-the-month/HomeGameOfTheMonth.tsx')),
};
