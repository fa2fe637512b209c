import { PromotionsSection, SafeLinkPolicy } from '@lobby/ui';
import { lobbyPathOf } from '../../navigation/paths.ts';
import { countdownClock } from '../../platform/clock.ts';
import { useViewer } from '../../state/viewer.ts';
import type { EngagementSectionProps } from '../catalogue/home/engagement-sections.ts';
import { usePromotions } from './usePromotions.ts';

/** The home page's promotions section (§2): regular promotions and 'View All'; hidden when there are none. */
export default function HomePromotions({ id, title }: EngagementSectionProps) {
  const { state, retry } = usePromotions('home');
  const { currency } = useViewer();
  return (
    <SafeLinkPolicy appPathOf={lobbyPathOf}>
      <PromotionsSection
        id={id}
        title={title}
        status={state.status}
        promos={state.status === 'ready' ? state.regular : []}
        currency={currency}
        onRetry={retry}
        now={countdownClock.now}
      />
    </SafeLinkPolicy>
  );
}
