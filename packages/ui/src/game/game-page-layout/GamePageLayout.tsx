import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export type GamePageLayoutProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The `GameHeader`. */
  header: React.ReactNode;
  /** The `GameSideRail`; shown from the desktop breakpoint (1200 px) only. */
  rail?: React.ReactNode;
  /** Pieces over the game's bottom-right corner: the my50free prompt, the synth reminder. */
  overlays?: React.ReactNode;
  /** A popup centred over the game: the synth fireworks. */
  popup?: React.ReactNode;
  /** The game area: `GameFrame`, or a `GameError` or `ProviderChooser` (centred). */
  children: React.ReactNode;
  /** Centres `children` with some room around, for the error and chooser screens. */
  centered?: boolean;
};

/** The game page: the header on top, the game filling the rest, the rail on its right on desktop. */
export function GamePageLayout({
  className,
  header,
  rail,
  overlays,
  popup,
  children,
  centered = false,
  ...props
}: GamePageLayoutProps) {
  return (
    <div
      data-slot="game-page-layout"
      className={cn('flex h-dvh flex-col overflow-hidden bg-bg text-fg', className)}
      {...props}
    >
      {header}
      <div className="flex min-h-0 flex-1">
        <main
          className={cn(
            'relative min-h-0 min-w-0 flex-1',
            centered && 'flex items-center justify-center overflow-y-auto p-4',
          )}
        >
          {children}
          {popup ? (
            <div className="pointer-events-none absolute inset-0 z-20 flex items-center justify-center p-4">
              {popup}
            </div>
          ) : null}
          {overlays ? (
            <div className="pointer-events-none absolute right-4 bottom-4 left-4 z-20 flex flex-col items-end gap-3 [&>*]:pointer-events-auto">
              {overlays}
            </div>
          ) : null}
        </main>
        {rail ? <div className="flex max-xl:hidden">{rail}</div> : null}
      </div>
    </div>
  );
}
