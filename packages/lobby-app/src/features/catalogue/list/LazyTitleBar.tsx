import type { PageTitleBarProps } from '@lobby/ui';
import { lazy, Suspense } from 'react';

const TitleBar = lazy(() => import('./TitleBar.tsx'));

/**
 * The title bar of a game list. The title shows at once in the bar's own type; the sort and filter
 * controls (menus and a drawer) arrive a moment later, so the games are not kept waiting for them.
 */
export function LazyTitleBar(props: PageTitleBarProps) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-10 items-center">
          <h1 className="m-0 font-display text-2xl leading-tight font-bold text-fg md:text-3xl">
            {props.title}
          </h1>
        </div>
      }
    >
      <TitleBar {...props} />
    </Suspense>
  );
}
