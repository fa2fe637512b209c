import { PageTitle, PageTitleBarPreview, type PageTitleBarProps } from '@lobby/ui';
import { lazy, Suspense } from 'react';

const loadTitleBar = () => import('./TitleBar.tsx');
const TitleBar = lazy(loadTitleBar);
// The controls' code is asked for as soon as a list page's code has loaded (as the lobby starts, on a list
// address), in that task: the first render of the list then finds it on its way, rather than starting its
// dozens of downloads in the middle of drawing the games.
void loadTitleBar().catch(() => undefined);

/**
 * The title bar of a game list. It shows at once as it will look (`PageTitleBarPreview`); the working sort
 * and filter controls (menus and a drawer) arrive a moment later, so the games are not kept waiting for them,
 * and take the preview's place without moving anything under the bar. With
 * `titleOnly` (the game list could not be loaded) there is nothing to count, sort or filter: the title alone.
 */
export function LazyTitleBar({ titleOnly = false, ...props }: PageTitleBarProps & { titleOnly?: boolean }) {
  if (titleOnly)
    return (
      <div className="flex min-h-10 items-center">
        <PageTitle>{props.title}</PageTitle>
      </div>
    );
  return (
    <Suspense fallback={<PageTitleBarPreview {...props} />}>
      <TitleBar {...props} />
    </Suspense>
  );
}
