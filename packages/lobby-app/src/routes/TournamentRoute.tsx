import { Spinner } from '@lobby/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { services } from '../state/services.ts';
import { session } from '../state/session.ts';
import { Guard } from './Guard.tsx';

type Known = 'checking' | 'known' | 'unknown' | 'unverifiable';

/**
 * `/tournaments/{name}` exists only for a tournament the casino knows (§2): the guard sends unknown names to
 * the list. When the list cannot be fetched the page still opens (it shows its own error and retry) rather than
 * bouncing the player away on a network blip. The tournaments code loads with the check, and the answer
 * is shared with the page, so opening a tournament asks the casino once.
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
    let live = true;
    setKnown('checking');
    void (async () => {
      const { allTournaments, loadTournaments, matchesName } = await import(
        '../features/tournaments/data.ts'
      );
      // fusion: the page's three lists; RTG: the casino's list (the home call)
      const answer = await loadTournaments(api, { lang: language, home: !fusion });
      if (!live) return;
      if (!answer.ok) return setKnown('unverifiable');
      const all = allTournaments(answer.value);
      setKnown(all.some(({ tournament }) => matchesName(tournament, name)) ? 'known' : 'unknown');
    })();
    return () => {
      live = false;
    };
  }, [name, language, fusion]);

  if (known === 'checking') {
    return (
      <div className="flex justify-center py-24">
        <Spinner size="lg" />
      </div>
    );
  }
  return <Guard route={{ name: 'tournament', known: known !== 'unknown' }}>{children}</Guard>;
}
