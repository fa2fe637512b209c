import { type Game, visibleGames } from '@lobby/domain';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { catalogue } from '../../state/catalogue.ts';
import { services } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { useViewer } from '../../state/viewer.ts';
import { type ThumbnailSettings, thumbnailFor, thumbnailOrientation } from './thumbnails.ts';

/** Who is looking at the catalogue, and the games they may see (§5: no synth games for RTG guests). */
export interface CatalogueViewer {
  readonly isGuest: boolean;
  readonly isFusion: boolean;
  readonly allowPlayForFreeBeforeLogin: boolean;
  readonly ready: boolean;
  /** The game list failed and nothing was stored to show instead. */
  readonly failed: boolean;
  readonly games: readonly Game[];
  readonly assetsHost: string;
  readonly currency: string;
  readonly locale: string;
  readonly firstName: string;
  readonly settings: ThumbnailSettings;
  readonly orientation: 'portrait' | 'landscape';
  readonly thumbnail: (game: Game) => ReturnType<typeof thumbnailFor>;
}

export function useCatalogueViewer(): CatalogueViewer {
  const s = useSnapshot(session);
  const c = useSnapshot(catalogue);
  const lobbyViewer = useViewer();
  const { isGuest, isFusion } = lobbyViewer;
  const allGames = c.games as readonly Game[];
  const games = useMemo(() => visibleGames(allGames, { isGuest, isFusion }), [allGames, isGuest, isFusion]);
  // the casino's own assets domain, else the deployment's assets host
  const assetsHost = s.config?.assetsDomain || (services.env?.assetsHost ?? '/');
  const useVerticalThumbs = s.config?.useVerticalThumbs ?? false;
  const useDiffThemeIcons = s.config?.useDiffThemeIcons ?? false;
  const theme = s.theme;
  const settings = useMemo<ThumbnailSettings>(
    () => ({ assetsHost, isFusion, useVerticalThumbs, useDiffThemeIcons, theme }),
    [assetsHost, isFusion, useVerticalThumbs, useDiffThemeIcons, theme],
  );
  const thumbnail = useMemo(() => {
    const cache = new Map<Game, ReturnType<typeof thumbnailFor>>();
    return (game: Game) => {
      let source = cache.get(game);
      if (!source) {
        source = thumbnailFor(game, settings);
        cache.set(game, source);
      }
      return source;
    };
  }, [settings]);
  const status = c.status;
  const locale = s.language;
  // one object until something in it changes: the tiles of a list are drawn again only then
  return useMemo(
    () => ({
      isGuest: lobbyViewer.isGuest,
      isFusion: lobbyViewer.isFusion,
      allowPlayForFreeBeforeLogin: lobbyViewer.allowPlayForFreeBeforeLogin,
      ready: status === 'ready' || status === 'offline',
      failed: status === 'error',
      games,
      assetsHost,
      currency: lobbyViewer.currency,
      locale,
      firstName: lobbyViewer.firstName,
      settings,
      orientation: thumbnailOrientation({ useVerticalThumbs }),
      thumbnail,
    }),
    [lobbyViewer, status, games, assetsHost, locale, settings, useVerticalThumbs, thumbnail],
  );
}
