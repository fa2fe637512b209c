import { useLingui } from '@lingui/react/macro';
import { findProvider, gamesByProvider } from '@lobby/domain';
import { NoGamesFound, ProviderInfoBox } from '@lobby/ui';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { GameListGrid } from '../features/catalogue/list/GameListGrid.tsx';
import { LazyTitleBar } from '../features/catalogue/list/LazyTitleBar.tsx';
import { useGameList } from '../features/catalogue/list/useGameList.ts';
import { providerLogoFor } from '../features/catalogue/thumbnails.ts';
import { useGameTiles } from '../features/catalogue/useGameTiles.tsx';
import { useQuery } from '../platform/query/useQuery.ts';
import { catalogue } from '../state/catalogue.ts';
import { services } from '../state/services.ts';

/** /providers/{provider} (§2): the provider's games, newest first, 50 at a time as the footer comes into view. */
export default function ProviderPage({ name }: { name: string }) {
  const { i18n } = useLingui();
  const c = useSnapshot(catalogue);
  const { viewer, renderTile, overlay } = useGameTiles();
  const provider = findProvider(c.providers, name);
  const source = useMemo(
    () => (provider ? gamesByProvider(viewer.games, provider) : []),
    [provider, viewer.games],
  );
  const list = useGameList(source, i18n.locale, 'newest');
  const href = `/providers/${encodeURIComponent(provider?.shortname ?? name)}`;
  const logo = provider ? providerLogoFor(provider.shortname, viewer.assetsHost) : null;
  const blurb = useProviderBlurb(provider?.shortname ?? null, i18n.locale);

  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6">
      <LazyTitleBar
        titleOnly={viewer.failed}
        title={<span id="page-title">{provider?.name ?? name}</span>}
        {...list.titleBar}
      />
      <ProviderInfoBox provider={{ name: provider?.name ?? name }} href={href} logo={logo} blurb={blurb} />
      <GameListGrid
        shown={list.shown}
        viewer={viewer}
        renderTile={renderTile}
        label={provider?.name ?? name}
        loading={!viewer.ready}
        empty={<NoGamesFound action="clear-filters" onReset={list.reset} />}
      />
      {overlay}
    </section>
  );
}

/**
 * The provider's blurb from the casino's `providers` translation file (§2: shown only when a translation
 * exists; the English file stands in for a language without one). Nothing while it loads or on failure.
 */
function useProviderBlurb(shortname: string | null, language: string): string | null {
  const api = services.api;
  const file = useQuery(
    api && shortname
      ? {
          key: ['translations', 'providers', language],
          load: ({ signal }) => api.getTranslations(language, 'providers', { signal }),
        }
      : null,
  );
  const text = shortname ? file.data?.entries[shortname]?.trim() : undefined;
  return text ? text : null;
}
