import { Spinner } from '@lobby/ui';
import { type ComponentType, lazy, Suspense, useState } from 'react';

type Routes = ComponentType<Record<string, never>>;

/**
 * The routes (`AppRoutes`, their guards and the route pages' wiring) are code of their own: the shell shows
 * without them, and they are needed only once the catalogue is in. `loadAppRoutes` starts their download as
 * the lobby starts (public/early-start.js preloads it even earlier), so they are in hand by then.
 */
let loaded: Routes | null = null;
const load = () =>
  import('./AppRoutes.tsx').then((module) => {
    loaded = module.AppRoutes;
    return { default: module.AppRoutes };
  });
let loading: ReturnType<typeof load> | null = null;

export function loadAppRoutes(): Promise<{ default: Routes }> {
  loading ??= load();
  return loading;
}

const LazyRoutes = lazy(loadAppRoutes);

/** The routes: rendered in the same pass when their code is in hand, else once it has loaded. */
export function AppRoutesLoader() {
  // decided once per mount, as route pages are (see route-page.tsx)
  const [Ready] = useState(() => loaded);
  if (Ready) return <Ready />;
  return (
    <Suspense
      fallback={
        // a full screen high, like the boot screen: the footer stays below the fold until the page arrives
        <div className="flex min-h-dvh justify-center py-24">
          <Spinner size="lg" />
        </div>
      }
    >
      <LazyRoutes />
    </Suspense>
  );
}
