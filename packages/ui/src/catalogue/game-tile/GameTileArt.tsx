/** What a game tile's link or button holds: the thumbnail with its tags, jackpot and lock overlay, and the name. */
import { useLingui } from '@lingui/react/macro';
import type { Game } from '@lobby/domain';
import { LockIcon } from '../../components/icon/icons.tsx';
import { Money } from '../../components/money/Money.tsx';
import { Tag } from '../../components/tag/Tag.tsx';
import { GameThumbnail, type GameThumbnailSource, type ThumbnailOrientation } from './GameThumbnail.tsx';
import type { MultiplierBadge } from './multiplier.ts';

export function GameTileArt({
  game,
  thumbnail,
  orientation,
  imageLoading,
  providerName,
  currency,
  badge,
  lockText,
}: {
  game: Pick<Game, 'displayName' | 'isNew' | 'exclusive' | 'jackpot'>;
  thumbnail: GameThumbnailSource | null;
  orientation: ThumbnailOrientation;
  imageLoading: 'lazy' | 'eager' | undefined;
  providerName: string | null | undefined;
  currency: string;
  badge: MultiplierBadge | null;
  /** The lock overlay's words; null when the game is not locked. */
  lockText: string | null;
}) {
  const { t } = useLingui();
  const hasJackpot = game.jackpot > 0;
  return (
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
        {lockText !== null ? (
          <span
            data-slot="lock-overlay"
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center bg-overlay p-2 backdrop-blur-[2px]"
          >
            <span className="flex max-w-full flex-col items-center gap-1 rounded-md bg-surface/95 px-2.5 py-1.5 text-center text-xs font-semibold text-fg shadow-card [&_svg]:size-5">
              <LockIcon />
              <span>{lockText}</span>
            </span>
          </span>
        ) : null}
      </span>
      <span className="flex min-w-0 flex-col gap-0.5 px-0.5">
        <span data-slot="game-tile-name" className="truncate font-semibold text-fg">
          {game.displayName}
        </span>
        {providerName ? (
          <span aria-hidden="true" className="truncate text-xs text-fg-muted">
            {providerName}
          </span>
        ) : null}
      </span>
    </>
  );
}
