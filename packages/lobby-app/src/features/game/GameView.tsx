import { casinoPage, type MoneyMode, pickLoaderTip } from '@lobby/domain';
import { GameHeader, GamePageLayout, GameSideRail } from '@lobby/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { random } from '../../platform/random.ts';
import { session } from '../../state/session.ts';
import { openCashier } from '../wallet/open-cashier.ts';
import { GameMenu } from './GameMenuParts.tsx';
import { GameOverlays, gameFireworks } from './GameOverlays.tsx';
import { GameScreenBody } from './GameScreenBody.tsx';
import { screenGameName } from './game-page.ts';
import { useFullscreen, useLoaderTipText } from './support.ts';
import { useGameControls } from './useGameControls.ts';
import { useGameLaunch } from './useGameLaunch.ts';
import { useGameMessages } from './useGameMessages.ts';
import { useGameVisit } from './useGameVisit.ts';
import { useMy50Free } from './useMy50Free.ts';
import { useSynthReminders } from './useSynthReminders.ts';

export interface GameViewProps {
  mode: 'play' | 'demo';
  shortname: string;
  /** The `?by=` provider. */
  provider: string | null;
}

/** `/play/{shortname}` and `/demo/{shortname}`: launches the game and shows it with its header, menu and rail (§2). */
export function GameView({ mode, shortname, provider }: GameViewProps) {
  const s = useSnapshot(session);
  const config = s.config;
  const player = s.player;
  const isGuest = player === null;
  const isFusion = config?.isFusion ?? false;
  const realMoney = mode === 'play';
  const money: MoneyMode = realMoney ? 'real' : 'fun';
  const { screen, retry, catalogueGame, fallbackName, returnPage } = useGameLaunch({
    mode,
    shortname,
    provider,
    isFusion,
  });
  const playing = screen.kind === 'playing' ? screen : null;
  const launched = playing?.game ?? null;
  useGameVisit({ launched, shortname, provider, realMoney, isGuest });
  const my50free = useMy50Free({ launched, config, player, money });
  const synth = useSynthReminders(launched, s.language);
  const frameRef = useGameMessages(playing !== null, returnPage);
  const loaderTip = useLoaderTipText(
    useMemo(() => pickLoaderTip(random, isFusion, s.language), [isFusion, s.language]),
    s.language,
  );
  const areaRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(areaRef);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const gameName = screenGameName(screen, fallbackName);
  const { favouriteProps, switchTo, moneySwitch } = useGameControls({
    mode,
    shortname,
    provider,
    launched,
    catalogueGame,
    gameName,
    synth: synth.synth,
    config,
    player,
  });

  return (
    <>
      <GamePageLayout
        ref={areaRef}
        data-screen={screen.kind}
        header={
          <GameHeader
            gameName={gameName}
            mode={realMoney ? 'real' : 'demo'}
            backHref={returnPage}
            loggedIn={!isGuest}
            cashierHref={realMoney && !isGuest ? casinoPage(config?.pages, 'cashier') : null}
            onCashierClick={(event) => {
              if (config?.quickdepositEnabled) {
                event.preventDefault();
                openCashier();
              }
            }}
            menuOpen={menuOpen}
            onMenuToggle={() => setMenuOpen((open) => !open)}
            menuId={menuId}
            menuToggleRef={menuToggleRef}
            {...favouriteProps}
          />
        }
        rail={
          <GameSideRail
            gameName={gameName}
            closeHref={returnPage}
            fullscreen={fullscreen.active}
            onFullscreenToggle={fullscreen.toggle}
            {...favouriteProps}
          />
        }
        centered={screen.kind === 'error' || screen.kind === 'choose-provider'}
        overlays={
          <GameOverlays
            gameName={gameName}
            synth={synth}
            my50free={my50free}
            onSwitchToReal={() => switchTo('real')}
          />
        }
        popup={gameFireworks(synth)}
      >
        <GameScreenBody
          screen={screen}
          gameName={gameName}
          mode={mode}
          shortname={shortname}
          catalogueGame={catalogueGame}
          loaderImage={synth.details?.imgLoader ?? config?.loaderImage ?? null}
          loaderTip={loaderTip}
          frameRef={frameRef}
          returnPage={returnPage}
          onRetry={retry}
        />
      </GamePageLayout>
      <GameMenu
        id={menuId}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        returnFocusRef={menuToggleRef}
        moneySwitch={moneySwitch}
      />
    </>
  );
}
