import { useLingui } from '@lingui/react/macro';
import { exhaustiveSwitchError, formatMoney, type Game, type LockMessage, lockMessage } from '@lobby/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useId } from 'react';
import { HeartIcon, LockIcon } from '../../components/icon/icons.tsx';
import { IconButton } from '../../components/icon-button/IconButton.tsx';
import { Money } from '../../components/money/Money.tsx';
import { Spinner } from '../../components/spinner/Spinner.tsx';
import { Tag } from '../../components/tag/Tag.tsx';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';
import { GameThumbnail, type GameThumbnailSource, type ThumbnailOrientation } from './GameThumbnail.tsx';
import { multiplierBadge } from './multiplier.ts';

/** The fields of a game the tile shows. */
export type GameTileGame = Pick<
  Game,
  'displayName' | 'isNew' | 'exclusive' | 'jackpot' | 'gameLock' | 'jackpotMultiplier'
>;

/** The favourite toggle's request state: a failure is shown and offers a retry; nothing stays stuck. */
export type FavouriteStatus = 'idle' | 'processing' | 'failed';

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
    <>
      <span className="relative block overflow-hidden rounded-lg shadow-card">
        <GameThumbnail
          source={thumbnail}
          orientation={orientation}
          loading={imageLoading}
          className="[&_img]:group-hover/tile:scale-105 [&_img]:motion-reduce:group-hover/tile:scale-100"
        />
        {game.isNew || game.exclusive ? (
          <span aria-hidden="true" className="absolute top-2 left-2 flex flex-col items-start gap-1">
            {game.isNew ? <Tag kind="new" size="sm" /> : null}
            {game.exclusive ? <Tag kind="exclusive" size="sm" /> : null}
          </span>
        ) : null}
        {hasJackpot ? (
          <span
            aria-hidden="true"
            className="absolute right-2 bottom-2 left-2 flex flex-wrap items-center gap-1"
          >
            <Tag kind="jackpot" size="sm">
              <Money amount={game.jackpot} currency={currency} decimals={false} />
            </Tag>
            {badge ? (
              <span
                data-slot="multiplier-badge"
                className="inline-flex h-5 items-center rounded-sm bg-primary px-1.5 text-[0.625rem] leading-none font-bold tracking-wide text-primary-fg uppercase"
              >
                {badge.kind === 'boosted' ? t`Boosted` : `×${badge.value}`}
              </span>
            ) : null}
          </span>
        ) : null}
        {lock ? (
          <span
            data-slot="lock-overlay"
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center bg-overlay p-2 backdrop-blur-[2px]"
          >
            <span className="flex max-w-full flex-col items-center gap-1 rounded-md bg-surface/95 px-2.5 py-1.5 text-center text-xs font-semibold text-fg shadow-card [&_svg]:size-5">
              <LockIcon />
              <span>{lockShortText(lock)}</span>
            </span>
          </span>
        ) : null}
      </span>
      <span className="flex min-w-0 flex-col gap-0.5 px-0.5">
        <span data-slot="game-tile-name" className="truncate font-semibold text-fg">
          {name}
        </span>
        {providerName ? (
          <span aria-hidden="true" className="truncate text-xs text-fg-muted">
            {providerName}
          </span>
        ) : null}
      </span>
    </>
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

/** The overlay's few words for each kind of lock; the dialog tells the whole story. */
function useLockShortText(): (lock: LockMessage) => string {
  // the macro translates only a `t` taken from useLingui in scope, so the texts live in this closure
  const { t } = useLingui();
  return (lock) => {
    switch (lock.kind) {
      case 'vip-required':
        return t({ message: 'VIP only', comment: 'Overlay on a game tile locked to VIP players' });
      case 'deposit-required':
        return t({ message: 'Deposit to unlock', comment: 'Overlay on a game tile that a deposit unlocks' });
      case 'opens-on-date':
        return t({ message: 'Coming soon', comment: 'Overlay on a game tile that unlocks on a date' });
      case 'locked':
        return t`Locked`;
      default:
        return exhaustiveSwitchError(lock);
    }
  };
}

function FavouriteToggle({
  gameName,
  pressed,
  status,
  onToggle,
}: {
  gameName: string;
  pressed: boolean;
  status: FavouriteStatus;
  onToggle: () => void;
}) {
  const { t } = useLingui();
  const processing = status === 'processing';
  return (
    <>
      <IconButton
        data-slot="favourite-toggle"
        data-status={status}
        size="sm"
        label={
          processing
            ? t`Saving favourite ${gameName}…`
            : t({ message: `Favourite ${gameName}`, comment: 'Toggle that keeps a game in the favourites' })
        }
        pressed={pressed}
        // aria-disabled, not disabled: a disabled button would drop keyboard focus mid-request
        aria-disabled={processing || undefined}
        aria-busy={processing || undefined}
        onClick={processing ? undefined : onToggle}
        className="absolute top-1.5 right-1.5 rounded-full bg-surface/90 text-fg shadow-card hover:bg-surface aria-disabled:cursor-progress aria-pressed:text-fg-danger"
      >
        {processing ? <Spinner size="sm" decorative /> : <HeartIcon />}
      </IconButton>
      <span role="status" className="contents">
        {status === 'failed' ? (
          <span
            data-slot="favourite-error"
            className="absolute top-11 right-1.5 left-1.5 flex flex-wrap items-center justify-center gap-x-1.5 gap-y-0.5 rounded-md bg-danger px-2 py-1 text-center text-xs font-medium text-danger-fg shadow-card"
          >
            <span>{t`Couldn't save.`}</span>{' '}
            <button
              type="button"
              onClick={onToggle}
              className="cursor-pointer font-bold underline underline-offset-2 outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-danger-fg"
            >
              {t`Try again`}
            </button>
          </span>
        ) : null}
      </span>
    </>
  );
}
