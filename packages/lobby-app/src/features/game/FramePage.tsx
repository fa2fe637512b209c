import { useLingui } from '@lingui/react/macro';
import { AppLink, Button, GameFrame } from '@lobby/ui';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useFullscreen } from './support.ts';

export interface FramePageProps {
  title: ReactNode;
  /** The frame's accessible name. */
  frameTitle: string;
  backHref: string;
  /** null while the URL loads. */
  src: string | null;
  /** Shown instead of the frame when the URL could not be had. */
  error: ReactNode | null;
  onRetry: () => void;
  loaderMs: number;
}

/**
 * A lobby page around a provider's frame (live dealer, sportsbook): a title bar with back and fullscreen,
 * then the frame under a loader overlay (§2 "Live dealer page").
 */
export function FramePage({ title, frameTitle, backHref, src, error, onRetry, loaderMs }: FramePageProps) {
  const { t } = useLingui();
  const areaRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(areaRef);
  return (
    <section aria-labelledby="page-title" className="flex min-h-[calc(100dvh-8rem)] flex-col">
      <div className="flex items-center gap-3 border-b border-border px-4 py-3">
        <AppLink
          href={backHref}
          className="inline-flex h-10 items-center rounded-md px-2 text-sm font-semibold text-fg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-focus"
        >
          <span aria-hidden="true">←&nbsp;</span>
          {t`Back`}
        </AppLink>
        <h1 id="page-title" className="m-0 flex-1 truncate text-xl font-bold">
          {title}
        </h1>
        {src ? (
          <Button variant="outline" size="sm" onClick={fullscreen.toggle} aria-pressed={fullscreen.active}>
            {fullscreen.active ? t`Exit fullscreen` : t`Fullscreen`}
          </Button>
        ) : null}
      </div>
      <div ref={areaRef} className="relative flex min-h-[70dvh] flex-1 bg-bg">
        {error ? (
          <div role="alert" className="m-auto flex max-w-md flex-col items-center gap-4 p-6 text-center">
            <p className="m-0 text-lg font-semibold">{error}</p>
            <Button onClick={onRetry}>{t`Try again`}</Button>
          </div>
        ) : src ? (
          <GameFrame
            gameName={frameTitle}
            src={src}
            hideAfterMs={loaderMs}
            className="h-auto min-h-[70dvh] flex-1"
          />
        ) : (
          <GameFrame gameName={frameTitle} loaderVisible className="h-auto min-h-[70dvh] flex-1" />
        )}
      </div>
    </section>
  );
}
