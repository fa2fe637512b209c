import { Spinner } from '@lobby/ui';
import { Suspense } from 'react';
import { tracked } from './preload.ts';
import { routePage } from './route-page.tsx';

/**
 * The routes (`AppRoutes`, their guards and the route pages' wiring) are code of their own: the shell shows
 * without them, and they are needed only once the catalogue is in. `loadAppRoutes` starts their download as
 * the lobby starts (public/early-start.js preloads it even earlier), so they are in hand by then; they load
 * and render as a route page does (route-page.tsx).
 */
export const loadAppRoutes = tracked('routes', () =>
  import('./AppRoutes.tsx').then((module) => ({ default: module.AppRoutes })),
);

const Routes = routePage('routes', loadAppRoutes);

/** The routes: rendered in the same pass when their code is in hand, else once it has loaded. */
export function AppRoutesLoader() {
  return (
    <Suspense
      fallback={
        // a full screen high, like the boot screen: the footer stays below the fold until the page arrives
        <div className="flex min-h-dvh justify-center py-24">
          <Spinner size="lg" />
        </div>
      }
    >
      <Routes />
    </Suspense>
  );
}
