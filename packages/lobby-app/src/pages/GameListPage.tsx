import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { catalogue } from '../state/catalogue.ts';
import { PagePlaceholder } from './PagePlaceholder.tsx';

export type GameListKind = 'category' | 'subgroup' | 'theme' | 'jackpot' | 'all' | 'suggested' | 'favorites';

/** Title of a list: the catalogue's own name for the slug when it has one, else the slug in words. */
function useListTitle(kind: GameListKind, slug: string | undefined) {
  const snap = useSnapshot(catalogue);
  if (kind === 'jackpot') return <Trans>Jackpot Games</Trans>;
  if (kind === 'all') return <Trans>All Games</Trans>;
  if (kind === 'suggested') return <Trans>Suggested Games</Trans>;
  if (kind === 'favorites') return <Trans>Favorites</Trans>;
  const source = kind === 'theme' ? snap.themes : kind === 'category' ? snap.categories : [];
  const named = source.find((item) => item.shortname === slug);
  return named?.name ?? (slug ?? '').replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

export default function GameListPage({ kind, slug }: { kind: GameListKind; slug?: string }) {
  return <PagePlaceholder title={useListTitle(kind, slug)} />;
}
