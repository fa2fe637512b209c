import { WinnersSection } from '@lobby/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { Winner } from '../../api/index.ts';
import { catalogue } from '../../state/catalogue.ts';
import { services } from '../../state/services.ts';
import type { EngagementSectionProps } from '../catalogue/home/engagement-sections.ts';
import { playRandomGame } from '../catalogue/random-play.ts';
import { useCatalogueViewer } from '../catalogue/viewer.ts';
import { winnerRows } from './rows.ts';

type WinnersState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly recent: readonly Winner[]; readonly top: readonly Winner[] };

/** The home page's winners section (§2): ?winners as a ticker, and random play under it. */
export default function HomeWinners({ id, title }: EngagementSectionProps) {
  const viewer = useCatalogueViewer();
  const { providers } = useSnapshot(catalogue);
  const [, navigate] = useLocation();
  const [state, setState] = useState<WinnersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry asks again
  useEffect(() => {
    const api = services.api;
    if (!api) {
      setState({ status: 'error' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    void api.getWinners({ signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setState({ status: 'ready', recent: result.value.recent, top: result.value.top });
      else {
        console.warn('winners could not be loaded', result.error);
        setState({ status: 'error' });
      }
    });
    return () => controller.abort();
  }, [attempt]);

  const names = useMemo(
    () => new Map(providers.map((p) => [p.shortname.toLowerCase(), p.name] as const)),
    [providers],
  );
  const rows = useMemo(() => {
    if (state.status !== 'ready') return { recent: [], top: [] };
    const name = (shortname: string) => names.get(shortname.toLowerCase()) ?? shortname;
    return { recent: winnerRows(state.recent, name, 'recent'), top: winnerRows(state.top, name, 'top') };
  }, [state, names]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const playRandom = () => playRandomGame(viewer, navigate);

  return (
    <WinnersSection
      id={id}
      title={title}
      status={state.status}
      recent={rows.recent}
      top={rows.top}
      fusion={viewer.isFusion}
      currency={viewer.currency}
      onRetry={retry}
      onPlayRandom={playRandom}
    />
  );
}
