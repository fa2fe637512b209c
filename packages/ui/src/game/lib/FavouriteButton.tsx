import { useLingui } from '@lingui/react/macro';
import { FavouriteSaveError } from '../../catalogue/game-tile/FavouriteSaveError.tsx';
import type { FavouriteStatus } from '../../catalogue/game-tile/GameTile.tsx';
import { HeartIcon } from '../../components/icon/icons.tsx';
import { IconButton, type IconButtonProps } from '../../components/icon-button/IconButton.tsx';
import { Spinner } from '../../components/spinner/Spinner.tsx';
import { cn } from '../../lib/cn.ts';

export type FavouriteButtonProps = Pick<IconButtonProps, 'size' | 'variant' | 'className'> & {
  gameName: string;
  favourite: boolean;
  status: FavouriteStatus;
  onToggle: () => void;
  /** Where the failure note sits, relative to the nearest positioned parent. */
  errorClassName?: string;
};

/**
 * The game page's favourite toggle, with the tile's request states: while saving it stays focusable but
 * ignores clicks; a failure says so and offers a retry.
 */
export function FavouriteButton({
  gameName,
  favourite,
  status,
  onToggle,
  size,
  variant,
  className,
  errorClassName,
}: FavouriteButtonProps) {
  const { t } = useLingui();
  const processing = status === 'processing';
  return (
    <span data-slot="game-favourite" className="relative inline-flex">
      <IconButton
        data-status={status}
        size={size}
        variant={variant}
        label={
          processing
            ? t`Saving favourite ${gameName}…`
            : t({ message: `Favourite ${gameName}`, comment: 'Toggle that keeps a game in the favourites' })
        }
        pressed={favourite}
        // aria-disabled, not disabled: a disabled button would drop keyboard focus mid-request
        aria-disabled={processing || undefined}
        aria-busy={processing || undefined}
        onClick={processing ? undefined : onToggle}
        className={cn('aria-disabled:cursor-progress', className)}
      >
        {processing ? <Spinner size="sm" decorative /> : <HeartIcon />}
      </IconButton>
      <FavouriteSaveError
        failed={status === 'failed'}
        onRetry={onToggle}
        className={cn(
          'absolute top-full right-0 z-10 mt-1.5 flex w-max max-w-56 flex-wrap items-center gap-x-1.5 gap-y-0.5 rounded-md bg-danger px-2 py-1 text-xs font-medium text-danger-fg shadow-card',
          errorClassName,
        )}
      />
    </span>
  );
}
