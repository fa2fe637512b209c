import { type Game, gamePath } from '@lobby/domain';
import { GameError, GameFrame, ProviderChooser } from '@lobby/ui';
import type { RefObject } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { catalogue } from '../../state/catalogue.ts';
import { thumbnailFor } from '../catalogue/thumbnails.ts';
import { useCatalogueViewer } from '../catalogue/viewer.ts';
import type { GameScreen } from './launch.ts';

export interface GameScreenBodyProps {
  screen: GameScreen;
  gameName: string;
  mode: 'play' | 'demo';
  shortname: string;
  catalogueGame: Game | undefined;
  /** The synth game's own loader image, or null. */
  loaderImage: string | null;
  loaderTip: string | null;
  frameRef: RefObject<HTMLIFrameElement | null>;
  returnPage: string;
  onRetry: () => void;
}

/** The game page's main area for its screen: the game frame, the provider chooser, the error, or the loader. */
export function GameScreenBody(props: GameScreenBodyProps) {
  const { screen, gameName, mode, shortname, catalogueGame, loaderTip, returnPage } = props;
  const c = useSnapshot(catalogue);
  const viewer = useCatalogueViewer();
  const [, navigate] = useLocation();
  if (screen.kind === 'playing')
    return (
      <GameFrame
        gameName={gameName}
        src={screen.url}
        loaderImage={props.loaderImage}
        tip={loaderTip ?? undefined}
        iframeRef={props.frameRef}
      />
    );
  if (screen.kind === 'choose-provider')
    return (
      <ProviderChooser
        gameName={gameName}
        thumbnail={
          catalogueGame ? thumbnailFor(catalogueGame, { ...viewer.settings, useVerticalThumbs: false }) : null
        }
        providers={screen.games.map((g) => ({
          id: g.provider,
          name: c.providers.find((p) => p.shortname === g.provider)?.name ?? g.provider,
        }))}
        onChoose={(chosen) =>
          navigate(gamePath(mode, { shortname, provider: chosen }, true), { replace: true })
        }
      />
    );
  if (screen.kind === 'error')
    return (
      <GameError
        kind={screen.error === 'mobile_only' ? 'mobile_only' : 'generic'}
        gameName={gameName}
        backHref={returnPage}
        onRetry={props.onRetry}
      />
    );
  return (
    <GameFrame
      gameName={gameName}
      loaderImage={props.loaderImage}
      tip={loaderTip ?? undefined}
      loaderVisible
    />
  );
}
