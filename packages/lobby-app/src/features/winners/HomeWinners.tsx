import { WinnersSection } from '@lobby/ui';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useQuery } from '../../platform/query/useQuery.ts';
import { catalogue } from '../../state/catalogue.ts';
import { askApi, warnOnFailure } from '../../state/services.ts';
import type { EngagementSectionProps } from '../catalogue/home/engagement-sections.ts';
import { useCatalogueViewer } from '../catalogue/viewer.ts';
import { winnerRows } from './rows.ts';

/** The home page's winners section (§2): ?winners as a ticker. The page puts its random play right under it. */
export default function HomeWinners({ id, title }: EngagementSectionProps) {
  const viewer = useCatalogueViewer();
  const { providers } = useSnapshot(catalogue);
  const winners = useQuery({
    key: ['winners'],
    load: ({ signal }) => askApi((api) => api.getWinners({ signal })).then(warnOnFailure('winners')),
  });

  const names = useMemo(
    () => new Map(providers.map((p) => [p.shortname.toLowerCase(), p.name] as const)),
    [providers],
  );
  const answer = winners.data;
  const rows = useMemo(() => {
    if (!answer) return { recent: [], top: [] };
    const name = (shortname: string) => names.get(shortname.toLowerCase()) ?? shortname;
    return { recent: winnerRows(answer.recent, name, 'recent'), top: winnerRows(answer.top, name, 'top') };
  }, [answer, names]);

  return (
    <WinnersSection
      id={id}
      title={title}
      status={winners.status}
      recent={rows.recent}
      top={rows.top}
      fusion={viewer.isFusion}
      currency={viewer.currency}
      onRetry={winners.retry}
    />
  );
}
