import { useLingui } from '@lingui/react/macro';
import { gamesByProvider, listedProviders } from '@lobby/domain';
import { ProvidersGrid } from '@lobby/ui';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { PROVIDER_ORDER } from '../features/catalogue/providers.ts';
import { providerLogoFor } from '../features/catalogue/thumbnails.ts';
import { useCatalogueViewer } from '../features/catalogue/viewer.ts';
import { catalogue } from '../state/catalogue.ts';

/** /providers (§2): name, game count and 'Explore Games'; sportsbook hidden; custom order. */
export default function ProvidersPage() {
  const { t } = useLingui();
  const c = useSnapshot(catalogue);
  const viewer = useCatalogueViewer();
  const providers = useMemo(
    () =>
      listedProviders(c.providers, viewer.games, PROVIDER_ORDER)
        .map((p) => ({ ...p, gamesCount: gamesByProvider(viewer.games, p).length }))
        .filter((p) => p.gamesCount > 0),
    [c.providers, viewer.games],
  );
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6">
      <h1 id="page-title" className="m-0 font-display text-2xl font-bold md:text-3xl">
        {t`Providers`}
      </h1>
      <ProvidersGrid
        providers={providers}
        hrefFor={(p) => `/providers/${encodeURIComponent(p.shortname)}`}
        logoFor={(p) => providerLogoFor(p.shortname, viewer.assetsHost)}
      />
    </section>
  );
}
