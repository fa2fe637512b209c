import { useLingui } from '@lingui/react/macro';
import { formatMoney, type Game, lockMessage } from '@lobby/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';
import { type FavouriteStatus, FavouriteToggle } from './FavouriteToggle.tsx';
import type { GameThumbnailSource, ThumbnailOrientation } from './GameThumbnail.tsx';
import { GameTileArt } from './GameTileArt.tsx';
import { multiplierBadge } from './multiplier.ts';
import { useLockShortText } from './useLockShortText.ts';

export type { FavouriteStatus } from './FavouriteToggle.tsx';

/** The fields of a game the tile shows. */
export type GameTileGame = Pick<
  Game,
  'displayName' | 'isNew' | 'exclusive' | 'jackpot' | 'gameLock' | 'jackpotMultiplier'
>;

export const gameTileVariants = cva('group/tile relative flex min-w-0 flex-col', {
  variants: {
    size: {
      md: 'gap-2 text-sm',
      lg: 'gap-3 text-base',
    },
  },
  defaultVariants: { size: 'md' },
});

export type GameTileProps = Omit<React.ComponentProps<'div'>, 'children' | 'onClick'> &
  VariantProps<typeof gameTileVariants> & {
    game: GameTileGame;
    /** null: no picture, the placeholder shows. */
    thumbnail: GameThumbnailSource | null;
    /** use_vertical_thumbs picks portrait. */
    orientation?: ThumbnailOrientation;
    /** Fusion shows the provider's name under the game's. */
    providerName?: string | null;
    /** Currency of the jackpot amount. */
    currency?: string;
    /** Whether the jackpot multiplier is live now (the app decides with `isMultiplierActive`). */
    multiplierActive?: boolean;
    /** Where the tile leads; without it the tile is a button calling `onPlay`. */
    href?: string;
    onPlay?: () => void;
    /** A locked tile never plays: a click asks for the lock dialog. */
    onLockedClick?: () => void;
    /** Shows the favourite toggle when given. */
    onFavouriteToggle?: () => void;
    favourite?: boolean;
    favouriteStatus?: FavouriteStatus;
    /** Tiles in the first screenful may load their picture eagerly. */
    imageLoading?: 'lazy' | 'eager';
  };

/**
 * A game in a list: thumbnail, name, tags, favourite toggle and, when locked, a lock overlay. The tile is
 * one link or button named by the game; the favourite toggle sits beside it, never inside it.
 * Implements §2 Game tile, with the click and favourite behaviour of §4.
 */
export function GameTile({
  className,
  size,
  game,
  thumbnail,
  orientation = 'portrait',
  providerName,
  currency = 'USD',
  multiplierActive = false,
  href,
  onPlay,
  onLockedClick,
  onFavouriteToggle,
  favourite = false,
  favouriteStatus = 'idle',
  imageLoading,
  ...props
}: GameTileProps) {
  const { t, i18n } = useLingui();
  const detailsId = useId();
  const lockShortText = useLockShortText();
  const name = game.displayName;
  const lock = game.gameLock ? lockMessage(game.gameLock) : null;
  const badge = multiplierActive && game.jackpotMultiplier ? multiplierBadge(game.jackpotMultiplier) : null;
  const hasJackpot = game.jackpot > 0;
  const multiplier = badge?.kind === 'times' ? badge.value : 0;
  const jackpotText = hasJackpot
    ? formatMoney(game.jackpot, currency, i18n.locale, { wholeUnits: true })
    : '';

  const body = (
    <GameTileArt
      game={game}
      thumbnail={thumbnail}
      orientation={orientation}
      imageLoading={imageLoading}
      providerName={providerName}
      currency={currency}
      badge={badge}
      lockText={lock ? lockShortText(lock) : null}
    />
  );

  const controlClass =
    'flex w-full cursor-pointer flex-col gap-[inherit] rounded-lg text-left outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

  return (
    <div
      data-slot="game-tile"
      data-size={size ?? 'md'}
      data-orientation={orientation}
      data-locked={lock ? '' : undefined}
      data-new={game.isNew ? '' : undefined}
      data-exclusive={game.exclusive ? '' : undefined}
      data-jackpot={hasJackpot ? '' : undefined}
      data-favourite={favourite ? '' : undefined}
      className={cn(gameTileVariants({ size }), className)}
      {...props}
    >
      {href && !lock ? (
        <AppLink href={href} aria-describedby={detailsId} onClick={onPlay} className={controlClass}>
          {body}
        </AppLink>
      ) : (
        <button
          type="button"
          aria-describedby={detailsId}
          aria-haspopup={lock ? 'dialog' : undefined}
          onClick={lock ? onLockedClick : onPlay}
          className={controlClass}
        >
          {body}
        </button>
      )}
      {/* what the tags say, read after the name; outside the control so the name alone names it */}
      <span id={detailsId} className="sr-only">
        {[
          providerName,
          game.isNew ? t`New` : null,
          game.exclusive ? t`Exclusive` : null,
          hasJackpot ? t`Jackpot ${jackpotText}` : null,
          badge
            ? badge.kind === 'boosted'
              ? t`Jackpot boosted`
              : t`Jackpot multiplier ×${multiplier}`
            : null,
          lock ? `${t`Locked`}: ${lockShortText(lock)}` : null,
        ]
          .filter(Boolean)
          .join(', ')}
      </span>
      {onFavouriteToggle ? (
        <FavouriteToggle
          gameName={name}
          pressed={favourite}
          status={favouriteStatus}
          onToggle={onFavouriteToggle}
        />
      ) : null}
    </div>
  );
}
