import { Spinner } from '@lobby/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { services } from '../app/services.ts';
import { session } from '../state/session.ts';

type Known = 'checking' | 'known' | 'unknown' | 'unverifiable';

/**
 * `/tournaments/{name}` exists only for a tournament the casino knows (§2): unknown names go to the list.
 * When the list cannot be fetched the page still opens (it shows its own error) rather than bouncing the
 * player away on a network blip. The request is cancelled when the route changes.
 */
export function TournamentRoute({ name, children }: { name: string; children: ReactNode }) {
  const { language, config } = useSnapshot(session);
  const fusion = config?.isFusion ?? false;
  const [known, setKnown] = useState<Known>('checking');

  useEffect(() => {
    const api = services.api;
    if (!api) {
      setKnown('unverifiable');
      return;
    }
    const controller = new AbortController();
    const matches = (t: { id: string; shortname?: string }) => t.id === name || t.shortname === name;
    void (async () => {
      if (fusion) {
        const page = await api.getTournaments(language, { signal: controller.signal });
        if (controller.signal.aborted) return;
        if (!page.ok) return setKnown('unverifiable');
        const all = [...page.value.active, ...page.value.upcoming, ...page.value.finished];
        setKnown(all.some(matches) ? 'known' : 'unknown');
      } else {
        const list = await api.getHomeTournaments(language, { signal: controller.signal });
        if (controller.signal.aborted) return;
        if (!list.ok) return setKnown('unverifiable');
        setKnown(list.value.some(matches) ? 'known' : 'unknown');
      }
    })();
    return () => controller.abort();
  }, [name, language, fusion]);

  if (known === 'checking') {
    return (
      <div className="flex justify-center py-24">
        <Spinner size="lg" />
      </div>
    );
  }
  if (known === 'unknown') return <Redirect to="/tournaments" replace />;
  return <>{children}</>;
}
