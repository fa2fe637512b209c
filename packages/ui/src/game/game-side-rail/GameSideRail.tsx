import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import type { FavouriteStatus } from '../../catalogue/game-tile/GameTile.tsx';
import { CloseIcon, CollapseIcon, ExpandIcon } from '../../components/icon/icons.tsx';
import { IconButton, iconButtonVariants } from '../../components/icon-button/IconButton.tsx';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';
import { FavouriteButton } from '../lib/FavouriteButton.tsx';

export type GameSideRailProps = Omit<React.ComponentProps<'aside'>, 'children'> & {
  gameName: string;
  /** Where closing the game leads: the stored return page. */
  closeHref: string;
  showFavourite?: boolean;
  favourite?: boolean;
  favouriteStatus?: FavouriteStatus;
  onFavouriteToggle?: () => void;
  /** Whether the game area is fullscreen now (the app follows `fullscreenchange`). */
  fullscreen: boolean;
  /** The app calls the Fullscreen API on the game area. */
  onFullscreenToggle: () => void;
};

const railButton = 'rounded-lg';

/**
 * The desktop rail beside the game: close the game, favourite, and fullscreen in or out. Implements the right
 * rail of §2 Game page.
 */
export function GameSideRail({
  className,
  gameName,
  closeHref,
  showFavourite = false,
  favourite = false,
  favouriteStatus = 'idle',
  onFavouriteToggle,
  fullscreen,
  onFullscreenToggle,
  ...props
}: GameSideRailProps) {
  const { t } = useLingui();
  const closeLabel = t({ message: `Close ${gameName}`, comment: 'Leaves the game page' });
  return (
    <aside
      data-slot="game-side-rail"
      aria-label={t({ message: 'Game controls', comment: 'Rail of buttons beside the game' })}
      className={cn(
        'flex w-16 shrink-0 flex-col items-center gap-2 border-l border-border bg-surface py-3 text-fg',
        className,
      )}
      {...props}
    >
      <AppLink
        href={closeHref}
        aria-label={closeLabel}
        title={closeLabel}
        className={cn(iconButtonVariants({ variant: 'outline' }), railButton)}
      >
        <CloseIcon />
      </AppLink>
      {showFavourite && onFavouriteToggle ? (
        <FavouriteButton
          gameName={gameName}
          favourite={favourite}
          status={favouriteStatus}
          onToggle={onFavouriteToggle}
          variant="outline"
          className={railButton}
          errorClassName="top-1/2 right-full mt-0 mr-2 -translate-y-1/2"
        />
      ) : null}
      <IconButton
        variant="outline"
        className={cn(
          railButton,
          'aria-pressed:border-primary aria-pressed:text-fg aria-pressed:[&_svg]:fill-none',
        )}
        label={t({ message: 'Fullscreen', comment: 'Toggle that shows the game fullscreen' })}
        pressed={fullscreen}
        onClick={onFullscreenToggle}
      >
        {fullscreen ? <CollapseIcon /> : <ExpandIcon />}
      </IconButton>
    </aside>
  );
}
