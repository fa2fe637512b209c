import { type ComponentType, lazy, useState } from 'react';
import { loadedPage, type RouteCode } from './preload.ts';

/**
 * A route's page. When its code is already in hand (preloaded as the lobby started), it renders in the same
 * pass as the route: a lazy page would suspend for a moment even then, and the render React retries
 * afterwards runs in slices that every other update of the start-up interrupts and starts over, which held
 * the first screen's games back by several hundred milliseconds. Otherwise it loads lazily, as before.
 */
export function routePage<P extends object>(
  name: RouteCode,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Lazy = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module level, as lazy() is
  function RoutePage(props: P) {
    // decided once per mount: switching from the lazy form to the direct one later would remount the page
    const [Ready] = useState(() => loadedPage(name) as ComponentType<P> | undefined);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  RoutePage.displayName = `RoutePage(${name})`;
  return RoutePage;
}
