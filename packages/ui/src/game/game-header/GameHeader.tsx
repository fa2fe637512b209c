import { useLingui } from '@lingui/react/macro';
import type { MoneyMode } from '@lobby/domain';
import type * as React from 'react';
import type { FavouriteStatus } from '../../catalogue/game-tile/GameTile.tsx';
import { Button } from '../../components/button/Button.tsx';
import { ArrowLeftIcon, MenuIcon, WalletIcon } from '../../components/icon/icons.tsx';
import { IconButton, iconButtonVariants } from '../../components/icon-button/IconButton.tsx';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';
import { FavouriteButton } from '../lib/FavouriteButton.tsx';

/** The page's mode as its route says: /play is real money, /demo is practice. */
export type GamePageMode = 'real' | 'demo';

export type GameHeaderProps = Omit<React.ComponentProps<'header'>, 'children'> & {
  gameName: string;
  mode: GamePageMode;
  /** The stored return page (the app falls back to /). */
  backHref: string;
  loggedIn: boolean;
  /** Real money, non-synth games (the app decides); needs `onFavouriteToggle`. */
  showFavourite?: boolean;
  favourite?: boolean;
  favouriteStatus?: FavouriteStatus;
  onFavouriteToggle?: () => void;
  /** The cashier page; shown for a logged-in player on real money. */
  cashierHref?: string | null;
  onCashierClick?: React.MouseEventHandler<HTMLAnchorElement>;
  menuOpen: boolean;
  onMenuToggle: () => void;
  /** The side menu's id, for aria-controls. */
  menuId?: string;
  /** The menu toggle, for the side menu to give focus back to. */
  menuToggleRef?: React.Ref<HTMLButtonElement>;
};

/** Which money the page plays with, from its mode. */
export function moneyModeOf(mode: GamePageMode): MoneyMode {
  return mode === 'demo' ? 'fun' : 'real';
}

/**
 * The game page's top bar: back to the return page, the game's name, 'Practice Mode' in demo, the favourite
 * toggle, the cashier link and the side menu's toggle.
 * Implements the header of §2 Game page.
 */
export function GameHeader({
  className,
  gameName,
  mode,
  backHref,
  loggedIn,
  showFavourite = false,
  favourite = false,
  favouriteStatus = 'idle',
  onFavouriteToggle,
  cashierHref,
  onCashierClick,
  menuOpen,
  onMenuToggle,
  menuId,
  menuToggleRef,
  ...props
}: GameHeaderProps) {
  const { t } = useLingui();
  const showCashier = mode === 'real' && loggedIn && Boolean(cashierHref);
  return (
    <header
      data-slot="game-header"
      data-mode={mode}
      className={cn(
        'flex h-14 shrink-0 items-center gap-2 border-b border-border bg-surface px-2 text-fg sm:gap-3 sm:px-3',
        className,
      )}
      {...props}
    >
      <AppLink
        href={backHref}
        aria-label={t({ message: 'Back', comment: 'Leaves the game for the page the player came from' })}
        title={t({ message: 'Back', comment: 'Leaves the game for the page the player came from' })}
        className={iconButtonVariants()}
      >
        <ArrowLeftIcon />
      </AppLink>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <h1 className="m-0 truncate text-base leading-6 font-bold sm:text-lg">{gameName}</h1>
        {mode === 'demo' ? (
          <span
            data-slot="practice-mode"
            className="inline-flex h-6 shrink-0 items-center rounded-sm bg-info px-2 text-xs font-semibold whitespace-nowrap text-info-fg"
          >
            {t({ message: 'Practice Mode', comment: 'Label on a game played for fun money' })}
          </span>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-1 sm:gap-2">
        {showFavourite && onFavouriteToggle ? (
          <FavouriteButton
            gameName={gameName}
            favourite={favourite}
            status={favouriteStatus}
            onToggle={onFavouriteToggle}
          />
        ) : null}
        {showCashier && cashierHref ? (
          <Button asChild size="sm" variant="accent" className="max-sm:px-2">
            <AppLink href={cashierHref} external onClick={onCashierClick}>
              <WalletIcon />
              <span className="max-sm:sr-only">{t`Cashier`}</span>
            </AppLink>
          </Button>
        ) : null}
        <IconButton
          ref={menuToggleRef}
          label={t({ message: 'Game menu', comment: 'Button that opens the side menu of the game page' })}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          data-state={menuOpen ? 'open' : 'closed'}
          onClick={onMenuToggle}
        >
          <MenuIcon />
        </IconButton>
      </div>
    </header>
  );
}
