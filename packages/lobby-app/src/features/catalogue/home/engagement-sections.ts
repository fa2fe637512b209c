import type { HomeSection } from '@lobby/domain';
import type { ComponentType, ReactNode } from 'react';

/** What the home page hands a section that fetches its own data (tournaments, promotions, winners, …). */
export interface EngagementSectionProps {
  /** The section id of the home config; the heading's id is `home-${id}`. */
  id: string;
  /** The translated section title. */
  title: ReactNode;
}

/**
 * The home sections whose data comes from their own calls, by kind: each a lazily loaded component of its
 * feature, listed by the home page. A kind not listed shows a titled skeleton in its place, so the page keeps
 * the configured order while a feature is missing.
 */
export type EngagementSections = Partial<Record<HomeSection['kind'], ComponentType<EngagementSectionProps>>>;
