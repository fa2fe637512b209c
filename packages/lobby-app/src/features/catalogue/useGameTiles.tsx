import { useLingui } from '@lingui/react/macro';
import { type Game, type GameLock, isMultiplierActive, tileClickOutcome } from '@lobby/domain';
import { offlineAbilities } from '@lobby/domain/offline-player';
import { type GameLockStatus, GameTile } from '@lobby/ui';
import {
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { tileClock } from '../../platform/clock.ts';
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
  /** Called when the tile starts playing or prompting (e.g. to close the search dialog). */
  onActivate?: () => void;
}

interface LockState {
  game: Game;
  status: GameLockStatus;
  lock: GameLock | null;
}

/**
 * Game tiles wired to the lobby: the click outcome of §4 (play, demo, login prompt, lock dialog), the
 * favourite toggle and the thumbnail. Render `overlay` once next to the tiles: it holds the lock dialog.
 */
export function useGameTiles(viewerArg?: CatalogueViewer): {
  viewer: CatalogueViewer;
  renderTile: (game: Game, options?: TileOptions) => ReactNode;
  overlay: ReactNode;
} {
  const own = useCatalogueViewer();
  const viewer = viewerArg ?? own;
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
  const [lockState, setLockState] = useState<LockState | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const loadLock = useCallback((game: Game) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setLockState({ game, status: 'loading', lock: game.gameLock });
    const api = services.api;
    if (!api) {
      setLockState({ game, status: 'error', lock: game.gameLock });
      return;
    }
    void api
      .getGameLockDetails(
        { shortname: game.shortname, provider: game.provider },
        { signal: controller.signal },
      )
      .then((result) => {
        if (controller.signal.aborted) return;
        setLockState(
          result.ok
            ? { game, status: 'ready', lock: result.value ?? game.gameLock }
            : { game, status: 'error', lock: game.gameLock },
        );
      });
  }, []);

  const { isGuest, isFusion, allowPlayForFreeBeforeLogin, thumbnail, orientation, currency } = viewer;
  const { playForReal, changeFavourites } = abilities;
  // Everything a tile needs that is the same for every tile: one object while none of it changes, so a
  // favourite toggled or a request answered re-renders the one tile it concerns, not the whole list.
  const wiring = useMemo<TileWiring>(
    () => ({
      isGuest,
      isFusion,
      allowPlayForFreeBeforeLogin,
      thumbnail,
      orientation,
      currency,
      playForReal,
      providerNames,
      offlineNotice: (gameName) =>
        notify('info', t`You are offline: playing ${gameName} needs a connection to the casino.`),
      onLockedClick: loadLock,
      onFavouriteToggle: changeFavourites ? (game) => void toggleFavourite(game, favTexts, location) : null,
    }),
    [
      isGuest,
      isFusion,
      allowPlayForFreeBeforeLogin,
      thumbnail,
      orientation,
      currency,
      playForReal,
      changeFavourites,
      providerNames,
      t,
      loadLock,
      favTexts,
      location,
    ],
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

  const overlay = lockState ? (
    <Suspense fallback={null}>
      <LockDialog
        open
        onOpenChange={(open) => {
          if (!open) {
            abort.current?.abort();
            setLockState(null);
          }
        }}
        gameName={lockState.game.displayName}
        status={lockState.status}
        lock={lockState.lock}
        image={
          lockState.lock?.imgLandscape
            ? { jpg: lockState.lock.imgLandscape }
            : viewer.thumbnail(lockState.game)
        }
        onLiveChat={openLiveChat}
        onDeposit={openCashier}
        onRetry={() => loadLock(lockState.game)}
      />
    </Suspense>
  ) : null;

  return { viewer, renderTile, overlay };
}

/** What every tile of one list shares (see `wiring` in `useGameTiles`). */
interface TileWiring {
  readonly isGuest: boolean;
  readonly isFusion: boolean;
  readonly allowPlayForFreeBeforeLogin: boolean;
  readonly thumbnail: CatalogueViewer['thumbnail'];
  readonly orientation: CatalogueViewer['orientation'];
  readonly currency: string;
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
  const { favourite, status } = useFavouriteState(game, wiring.isGuest);
  const outcome = tileClickOutcome(game, {
    isGuest: wiring.isGuest,
    isFusion: wiring.isFusion,
    allowPlayForFreeBeforeLogin: wiring.allowPlayForFreeBeforeLogin,
  });
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
      thumbnail={wiring.thumbnail(game)}
      orientation={wiring.orientation}
      providerName={
        wiring.isFusion ? (wiring.providerNames.get(game.provider.toLowerCase()) ?? game.provider) : null
      }
      currency={wiring.currency}
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
