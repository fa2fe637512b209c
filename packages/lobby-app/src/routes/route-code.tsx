import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';
import { pageForPath } from '../navigation/paths.ts';
import type { PageFile } from '../navigation/routes.ts';

/** The props a route hands its page: the path's params and the route's own (navigation/routes.ts). */
type PageProps = Readonly<Record<string, string>>;

/**
 * Code a route needs (a page's, or the routes' own), downloaded on demand. Once it has loaded it renders in
 * the same pass as the route: a lazy component would suspend for a moment even then, and the render React
 * retries afterwards runs in slices that every other update of the start-up interrupts and starts over,
 * which held the first screen's games back by several hundred milliseconds.
 */
export interface RouteCode<P> {
  /** Starts (or joins) the download; the component is in hand once it resolves. */
  readonly load: () => Promise<{ default: ComponentType<P> }>;
  /** The component when its code has loaded, else undefined (nothing is kept when a download fails). */
  readonly loaded: () => ComponentType<P> | undefined;
  /**
   * The component through Suspense. After a failed download it keeps failing until an error boundary has
   * shown that failure (`failureShown`), and is then a fresh one that downloads again when next drawn.
   */
  readonly Lazy: LazyExoticComponent<ComponentType<P>>;
}

/** How many failures the error boundaries have shown so far. */
let failuresShown = 0;

/**
 * An error boundary tells this when it shows a failure: code whose download failed before is then asked for
 * again the next time it is drawn (after the boundary resets, or when the part is opened again).
 */
export function failureShown(): void {
  failuresShown += 1;
}

export function routeCode<P>(download: () => Promise<{ default: ComponentType<P> }>): RouteCode<P> {
  let component: ComponentType<P> | undefined;
  const load = () =>
    download().then((module) => {
      component = module.default;
      return module;
    });
  // React keeps a lazy component's failure for good, so another attempt needs another lazy component; one
  // made at once, though, would download at every render and never let the failure reach a boundary
  let failedAt: number | null = null;
  const attempt = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedAt = failuresShown;
        throw error;
      }),
    );
  let Lazy = attempt();
  return {
    load,
    loaded: () => component,
    get Lazy() {
      if (failedAt !== null && failedAt !== failuresShown) {
        failedAt = null;
        Lazy = attempt();
      }
      return Lazy;
    },
  };
}

/**
 * Renders route code: at once when it is in hand, else through Suspense once it has loaded. Code that could
 * not be downloaded is asked for again once its failure has been shown (see `failureShown`).
 */
export function ShowRouteCode<P extends object>({ code, props }: { code: RouteCode<P>; props: P }) {
  // decided once per mount: switching from the lazy form to the direct one later would remount the page
  const [Loaded] = useState(code.loaded);
  const Component = Loaded ?? code.Lazy;
  return <Component {...props} />;
}

/**
 * A component whose code downloads when it first renders, as with React's `lazy`, except that a failed
 * download is asked for again the next time it is drawn, once its failure has been shown (see `routeCode`),
 * instead of failing for the rest of the visit.
 */
export function lazyComponent<P extends object>(download: () => Promise<ComponentType<P>>): ComponentType<P> {
  const code = routeCode<P>(() => download().then((component) => ({ default: component })));
  return (props: P) => <ShowRouteCode code={code} props={props} />;
}

// one chunk per page; the not-found page comes with the routes themselves
const pageModules = import.meta.glob<{ default: ComponentType<PageProps> }>([
  '../pages/*Page.tsx',
  '!../pages/NotFoundPage.tsx',
]);

const pages = new Map(
  Object.entries(pageModules).map(([file, load]) => [file.replace(/^.*\/|\.tsx$/g, ''), routeCode(load)]),
);

/** The code of a page named in the route table. */
export function pageCode(page: PageFile): RouteCode<PageProps> {
  const code = pages.get(page);
  if (!code) throw new Error(`The route table names ${page}, which src/pages does not hold.`);
  return code;
}

/**
 * Starts downloading the page a path shows, so that it is in hand when the catalogue arrives rather than
 * fetched only then; a failed download is left to the route to report.
 */
export function preloadRoute(path: string): PageFile | null {
  const page = pageForPath(path);
  if (page)
    void pageCode(page)
      .load()
      .catch(() => undefined);
  return page;
}
