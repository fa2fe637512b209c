import { useLingui } from '@lingui/react/macro';
import { type Game, isMultiplierActive, tileClickOutcome } from '@lobby/domain';
import { offlineAbilities } from '@lobby/domain/offline-player';
import { GameTile } from '@lobby/ui';
import { lazy, memo, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { tileClock } from '../../platform/clock.ts';
import { useQuery } from '../../platform/query/useQuery.ts';
import { catalogue } from '../../state/catalogue.ts';
import { services } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { notify } from '../../state/wallet.ts';
import { promptLoginToPlay } from '../auth/login-to-play.ts';
import { toggleFavourite } from '../favourites/favourites.ts';
import { useFavouriteTexts } from '../favourites/texts.ts';
import { useFavouriteState } from '../favourites/use-favourite-state.ts';
import { openLiveChat } from '../live-chat/open-live-chat.ts';
import { openCashier } from '../wallet/open-cashier.ts';
import { type CatalogueViewer, useCatalogueViewer } from './viewer.ts';

const LockDialog = lazy(() => import('./LockDialog.tsx'));

export interface TileOptions {
  size?: 'md' | 'lg';
  imageLoading?: 'lazy' | 'eager';
  /**
   * Called when the tile starts playing or prompting (e.g. to close the search dialog). Pass the same function
   * on every render: the tile is redrawn only when one of its props changes, and a new function is a change.
   */
  onActivate?: () => void;
}

/**
 * Game tiles wired to the lobby: the click outcome of §4 (play, demo, login prompt, lock dialog), the
 * favourite toggle and the thumbnail. Render `overlay` once next to the tiles: it holds the lock dialog.
 */
export function useGameTiles(): {
  viewer: CatalogueViewer;
  renderTile: (game: Game, options?: TileOptions) => ReactNode;
  overlay: ReactNode;
} {
  const viewer = useCatalogueViewer();
  const [location] = useLocation();
  // multiplierTick: a multiplier window opened or closed, so the badges are judged again below
  const { providers, multiplierTick } = useSnapshot(catalogue);
  // fusion tiles name the provider as the catalogue spells it, not by its folder name
  const providerNames = useMemo(
    () => new Map(providers.map((p) => [p.shortname.toLowerCase(), p.name] as const)),
    [providers],
  );
  const favTexts = useFavouriteTexts();
  const { t } = useLingui();
  // an offline start for the player last here: their favourites show, but nothing is changed or played
  const abilities = offlineAbilities(useSnapshot(session).offlinePlayer);
  // the locked game whose dialog is open, and what the casino says of its lock (§7 ?getgamelockdetails)
  const [locked, setLocked] = useState<Game | null>(null);
  const api = services.api;
  const details = useQuery(
    locked && api
      ? {
          key: ['game-lock', locked.provider, locked.shortname],
          load: ({ signal }) =>
            api.getGameLockDetails({ shortname: locked.shortname, provider: locked.provider }, { signal }),
        }
      : null,
  );

  const { playForReal, changeFavourites } = abilities;
  // Everything a tile needs that is the same for every tile: one object while none of it changes, so a
  // favourite toggled or a request answered re-renders the one tile it concerns, not the whole list.
  const wiring = useMemo<TileWiring>(
    () => ({
      viewer,
      playForReal,
      providerNames,
      offlineNotice: (gameName) =>
        notify('info', t`You are offline: playing ${gameName} needs a connection to the casino.`),
      onLockedClick: setLocked,
      onFavouriteToggle: changeFavourites ? (game) => void toggleFavourite(game, favTexts, location) : null,
    }),
    [viewer, playForReal, changeFavourites, providerNames, t, favTexts, location],
  );

  const now = tileClock.now();
  void multiplierTick;
  const renderTile = (game: Game, options: TileOptions = {}) => (
    <WiredTile
      game={game}
      wiring={wiring}
      size={options.size ?? 'md'}
      imageLoading={options.imageLoading ?? 'lazy'}
      onActivate={options.onActivate}
      multiplierActive={game.jackpotMultiplier ? isMultiplierActive(game.jackpotMultiplier, now) : false}
    />
  );

  const lock = (details.status === 'ready' ? details.data : null) ?? locked?.gameLock ?? null;
  const overlay = locked ? (
    <Suspense fallback={null}>
      <LockDialog
        open
        onOpenChange={(open) => {
          if (!open) setLocked(null);
        }}
        gameName={locked.displayName}
        status={api ? details.status : 'error'}
        lock={lock}
        image={lock?.imgLandscape ? { jpg: lock.imgLandscape } : viewer.thumbnail(locked)}
        onLiveChat={openLiveChat}
        onDeposit={openCashier}
        onRetry={details.retry}
      />
    </Suspense>
  ) : null;

  return { viewer, renderTile, overlay };
}

/** What every tile of one list shares (see `wiring` in `useGameTiles`). */
interface TileWiring {
  readonly viewer: CatalogueViewer;
  readonly playForReal: boolean;
  readonly providerNames: ReadonlyMap<string, string>;
  readonly offlineNotice: (gameName: string) => void;
  readonly onLockedClick: (game: Game) => void;
  /** null while favourites cannot be changed (an offline start): the tile shows no toggle. */
  readonly onFavouriteToggle: ((game: Game) => void) | null;
}

interface WiredTileProps {
  readonly game: Game;
  readonly wiring: TileWiring;
  readonly size: 'md' | 'lg';
  readonly imageLoading: 'lazy' | 'eager';
  readonly onActivate: (() => void) | undefined;
  readonly multiplierActive: boolean;
}

/** One tile with the click outcome of §4; drawn again only when one of its own props changes. */
const WiredTile = memo(function WiredTile({
  game,
  wiring,
  size,
  imageLoading,
  onActivate,
  multiplierActive,
}: WiredTileProps) {
  // read here, for this game alone: a heart tapped redraws its own tile and nothing else
  const { viewer } = wiring;
  const { favourite, status } = useFavouriteState(game, viewer.isGuest);
  const outcome = tileClickOutcome(game, viewer);
  const gameName = game.displayName;
  const href = outcome.kind === 'navigate' && wiring.playForReal ? outcome.to : undefined;
  const onPlay = () => {
    if (!wiring.playForReal) wiring.offlineNotice(gameName);
    else if (outcome.kind === 'login-prompt' || outcome.kind === 'login-button')
      promptLoginToPlay(outcome.returnTo, gameName);
    onActivate?.();
  };
  const toggle = wiring.onFavouriteToggle;
  return (
    <GameTile
      game={game}
      size={size}
      thumbnail={viewer.thumbnail(game)}
      orientation={viewer.orientation}
      providerName={
        viewer.isFusion ? (wiring.providerNames.get(game.provider.toLowerCase()) ?? game.provider) : null
      }
      currency={viewer.currency}
      multiplierActive={multiplierActive}
      {...(href ? { href } : {})}
      onPlay={onPlay}
      onLockedClick={() => wiring.onLockedClick(game)}
      {...(toggle ? { onFavouriteToggle: () => toggle(game) } : {})}
      favourite={favourite}
      favouriteStatus={status}
      imageLoading={imageLoading}
    />
  );
});
