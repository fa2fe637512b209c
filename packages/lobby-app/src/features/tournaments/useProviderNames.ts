import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { catalogue } from '../../state/catalogue.ts';
import type { ProviderNamer } from './cards.ts';

/** Provider names as the catalogue spells them; an unknown provider keeps the name the tournament gave. */
export function useProviderNames(): ProviderNamer {
  const { providers } = useSnapshot(catalogue);
  return useMemo(() => {
    const names = new Map(providers.map((p) => [p.shortname.toLowerCase(), p.name] as const));
    return (shortname: string) => names.get(shortname.toLowerCase()) ?? shortname;
  }, [providers]);
}
