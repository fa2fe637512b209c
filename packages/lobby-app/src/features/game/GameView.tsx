import { useLingui } from '@lingui/react/macro';
import {
  err,
  FIREWORKS_REPEAT_MS,
  FIREWORKS_SHOWN_MS,
  type Game,
  gamePath,
  isMy50FreeEligible,
  type MoneyMode,
  MY50FREE_PROMPT_DELAY_MS,
  menuFor,
  moneySwitchTarget,
  ok,
  pickLoaderTip,
  returnPageOrHome,
  SYNTH_REMINDER_MS,
  shouldRedeemMy50Free,
  showsMoneySwitch,
  toSafeInternalPath,
} from '@lobby/domain';
import {
  AppLink,
  Fireworks,
  firstFireworksDelay,
  GameError,
  GameFrame,
  GameHeader,
  GamePageLayout,
  GameSideMenu,
  GameSideRail,
  Logo,
  My50FreePrompt,
  ProviderChooser,
  SynthReminder,
  useElapsed,
  useFireworksSchedule,
} from '@lobby/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useQuery } from '../../platform/query/useQuery.ts';
import { random } from '../../platform/random.ts';
import { catalogue } from '../../state/catalogue.ts';
import { readMy50Free, recordRecentGame, STORAGE, writeMy50Free } from '../../state/local-stores.ts';
import { services } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { promptLogin } from '../../state/ui.ts';
import { wallet } from '../../state/wallet.ts';
import { readStorage } from '../../state/web-storage.ts';
import { promptLoginToPlay } from '../auth/login-to-play.ts';
import { thumbnailFor } from '../catalogue/thumbnails.ts';
import { useCatalogueViewer } from '../catalogue/viewer.ts';
import { favouriteKey, favouriteRequests, isFavourite, toggleFavourite } from '../favourites/favourites.ts';
import { useFavouriteTexts } from '../favourites/texts.ts';
import { openCashier } from '../wallet/open-cashier.ts';
import { type GameScreen, startGame } from './launch.ts';
import { checkBalanceAfterGame, rememberBalanceBeforeGame } from './post-game.ts';
import { isCashierMessage, isExitMessage, useFullscreen, useLoaderTipText } from './support.ts';
import { useBalanceTexts } from './texts.ts';

const LOADING: GameScreen = { kind: 'loading' };

export interface GameViewProps {
  mode: 'play' | 'demo';
  shortname: string;
  /** The `?by=` provider. */
  provider: string | null;
}

/** `/play/{shortname}` and `/demo/{shortname}`: launches the game and shows it with its header, menu and rail (§2). */
export function GameView({ mode, shortname, provider }: GameViewProps) {
  const { t } = useLingui();
  const s = useSnapshot(session);
  const c = useSnapshot(catalogue);
  const w = useSnapshot(wallet);
  const requests = useSnapshot(favouriteRequests);
  const [, navigate] = useLocation();
  const favouriteTexts = useFavouriteTexts();
  const viewer = useCatalogueViewer();
  const balanceTexts = useBalanceTexts();
  const config = s.config;
  const player = s.player;
  const isGuest = player === null;
  const isFusion = config?.isFusion ?? false;
  const realMoney = mode === 'play';
  const money: MoneyMode = realMoney ? 'real' : 'fun';
  // after a reload the session store starts at /, so the page the player came from is read back from storage
  const storedReturnPage = readStorage('session', STORAGE.returnPage) ?? s.returnPage;
  const returnPage = returnPageOrHome(storedReturnPage);
  const catalogueGame = useMemo(
    () =>
      (c.games as readonly Game[]).find(
        (g) => g.shortname === shortname && (!provider || g.provider === provider),
      ),
    [c.games, shortname, provider],
  );
  const fallbackName = catalogueGame?.displayName ?? shortname.replace(/[-_]+/g, ' ');
  // launch (again) whenever the game, the provider, the money mode or a retry changes
  const api = services.api;
  const launch = useQuery(
    api
      ? {
          key: ['launch', shortname, realMoney, provider, fallbackName, returnPage],
          load: async ({ signal }) => {
            const next = await startGame(
              api,
              {
                shortname,
                realMoney,
                provider,
                language: session.language,
                exitUrl: services.env?.exitPage ?? new URL('game-exit.html', document.baseURI).href,
                returnPage,
                fallbackName,
              },
              signal,
            );
            // null: the launch was cancelled, and its answer is not wanted
            return next ? ok(next) : err(null);
          },
        }
      : null,
  );
  const screen: GameScreen = launch.data ?? LOADING;

  // what a launch answer sends elsewhere
  useEffect(() => {
    if (screen.kind === 'leave') navigate(screen.to, { replace: true });
    if (screen.kind === 'login') {
      const { gameName } = screen;
      promptLoginToPlay(gamePath(mode, { shortname, provider }, isFusion), gameName);
      navigate('/', { replace: true });
    }
  }, [screen, navigate, mode, shortname, provider, isFusion]);

  const playing = screen.kind === 'playing' ? screen : null;
  const launched = playing?.game ?? null;
  const synth = launched?.synth ?? false;

  // §4: the game goes to the front of the recent list; a real-money visit notes the balance for the check
  useEffect(() => {
    if (!launched) return;
    recordRecentGame({ shortname, provider: launched.provider || provider });
  }, [launched, shortname, provider]);
  useEffect(() => {
    if (!launched || !realMoney || isGuest) return;
    rememberBalanceBeforeGame(wallet.balances?.balance ?? session.player?.balances.balance ?? null);
    return () => {
      void checkBalanceAfterGame(balanceTexts);
    };
  }, [launched, realMoney, isGuest, balanceTexts]);

  // my50free (§2, §4): the prompt after 60 s for eligible visitors; the coupon after a new player's real visit
  const my50freeEligible =
    launched !== null &&
    isMy50FreeEligible({
      isFusion,
      funMoneyCasino: config?.funMoneyCasino ?? false,
      isGuest,
      playerClass: player?.playerClass ?? '',
      flag: readMy50Free(),
    });
  const my50freeDue = useElapsed(MY50FREE_PROMPT_DELAY_MS, my50freeEligible);
  const [my50freeClosed, setMy50freeClosed] = useState(false);
  const my50freeOpen = my50freeDue && !my50freeClosed;
  useEffect(() => {
    if (my50freeOpen && readMy50Free() === null) writeMy50Free('displayed');
  }, [my50freeOpen]);
  useEffect(() => {
    if (!launched || !services.api) return;
    const due = shouldRedeemMy50Free({
      flag: readMy50Free(),
      isGuest,
      playerClass: player?.playerClass ?? '',
      mode: money,
    });
    if (!due) return;
    writeMy50Free('redeemed');
    // §7: the answer is not used
    void services.api.redeemMy50Free();
  }, [launched, isGuest, player?.playerClass, money]);

  // synth games (§2): images preloaded, the reminder at 20 s, fireworks from 1–2 min, every 2 min, for 3 s
  const details = launched?.synthDetails ?? null;
  useEffect(() => {
    if (!details) return;
    for (const src of [details.imgLoader, details.imgReminder, details.imgPopup]) {
      if (src) new Image().src = src;
    }
  }, [details]);
  const reminderDue = useElapsed(SYNTH_REMINDER_MS, synth);
  const [reminderClosed, setReminderClosed] = useState(false);
  const firstShow = useMemo(() => firstFireworksDelay(random), []);
  const fireworks = useFireworksSchedule({
    enabled: synth,
    firstDelayMs: firstShow,
    repeatMs: FIREWORKS_REPEAT_MS,
    shownMs: FIREWORKS_SHOWN_MS,
  });
  const fireworksText =
    (s.language === 'es' ? details?.frwTextSpanish : details?.frwText) ?? details?.frwText ?? null;

  // the game asks for the cashier (§4): quick deposit when the casino has it, else the cashier page
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (!playing) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      if (isCashierMessage(event.data)) openCashier();
      // the game's own exit button led the frame to the lobby's exit page (public/game-exit.js)
      else if (event.origin === window.location.origin && isExitMessage(event.data)) navigate(returnPage);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [playing, navigate, returnPage]);

  const loaderTip = useLoaderTipText(
    useMemo(() => pickLoaderTip(random, isFusion, s.language), [isFusion, s.language]),
    s.language,
  );
  const areaRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(areaRef);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuToggleRef = useRef<HTMLButtonElement>(null);

  const gameName = screen.kind === 'loading' || screen.kind === 'leave' ? fallbackName : screen.gameName;
  const favouriteGame = {
    shortname,
    provider: launched?.provider || provider || catalogueGame?.provider || '',
    displayName: gameName,
    releaseTime: catalogueGame?.releaseTime ?? null,
  };
  const favouriteProps = {
    showFavourite: realMoney && !isGuest && !synth,
    favourite: isFavourite(w.favourites, favouriteGame),
    favouriteStatus: requests.status[favouriteKey(favouriteGame)] ?? 'idle',
    onFavouriteToggle: () => void toggleFavourite(favouriteGame, favouriteTexts, `/${mode}/${shortname}`),
  };
  const switchTo = (target: MoneyMode) => {
    const outcome = moneySwitchTarget(
      target,
      { shortname, provider: favouriteGame.provider },
      { isGuest, isFusion },
    );
    if (outcome.kind === 'navigate') navigate(outcome.to);
    else if (outcome.kind === 'login-prompt' || outcome.kind === 'login-button')
      promptLogin(outcome.returnTo);
  };
  const moneySwitch = showsMoneySwitch({
    isFusion,
    synth,
    isGuest,
    practicemode: player?.practicemode ?? false,
    mode: money,
  })
    ? { mode: money, onChange: switchTo }
    : null;
  const cashierHref = config?.pages.cashier ?? '/cashier/';
  const navigation = config ? menuFor(config.navigation, s.language) : [];
  const logo = (
    <Logo
      casinoName={config?.casinoName || 'Casino'}
      size="sm"
      images={
        config?.casinoLogoLight || config?.casinoLogoDark
          ? { light: config.casinoLogoLight ?? '', dark: config.casinoLogoDark ?? '' }
          : null
      }
    />
  );

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
            cashierHref={realMoney && !isGuest ? cashierHref : null}
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
          <>
            {synth && details?.imgReminder && reminderDue && !reminderClosed ? (
              <SynthReminder
                image={details.imgReminder}
                imageAlt={gameName}
                href={toSafeInternalPath(details.linkReminder) ?? null}
                onDismiss={() => setReminderClosed(true)}
              />
            ) : null}
            {my50freeEligible ? (
              <My50FreePrompt
                open={my50freeOpen}
                onSwitchToReal={() => {
                  setMy50freeClosed(true);
                  switchTo('real');
                }}
                onClose={() => setMy50freeClosed(true)}
              />
            ) : null}
          </>
        }
        popup={
          synth && fireworks.showing && fireworksText ? (
            <Fireworks
              key={fireworks.show}
              text={fireworksText}
              image={details?.imgPopup ?? null}
              random={random}
            />
          ) : null
        }
      >
        {screen.kind === 'playing' ? (
          <GameFrame
            gameName={gameName}
            src={screen.url}
            loaderImage={details?.imgLoader ?? null}
            tip={loaderTip ?? undefined}
            iframeRef={frameRef}
          />
        ) : screen.kind === 'choose-provider' ? (
          <ProviderChooser
            gameName={gameName}
            thumbnail={
              catalogueGame
                ? thumbnailFor(catalogueGame, { ...viewer.settings, useVerticalThumbs: false })
                : null
            }
            providers={screen.games.map((g) => ({
              id: g.provider,
              name: c.providers.find((p) => p.shortname === g.provider)?.name ?? g.provider,
            }))}
            onChoose={(chosen) =>
              navigate(`/${mode}/${encodeURIComponent(shortname)}?by=${encodeURIComponent(chosen)}`, {
                replace: true,
              })
            }
          />
        ) : screen.kind === 'error' ? (
          <GameError
            kind={screen.error === 'mobile_only' ? 'mobile_only' : 'generic'}
            gameName={gameName}
            backHref={returnPage}
            onRetry={launch.retry}
          />
        ) : (
          <GameFrame gameName={gameName} loaderImage={null} tip={loaderTip ?? undefined} loaderVisible />
        )}
      </GamePageLayout>
      <GameSideMenu
        id={menuId}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        returnFocusRef={menuToggleRef}
        logo={logo}
        moneySwitch={moneySwitch}
        navigation={
          navigation.length > 0 ? (
            <nav aria-label={t`Main`}>
              <ul className="m-0 flex list-none flex-col gap-1 p-0">
                {navigation.map((item) => {
                  const internal = item.internal ? toSafeInternalPath(item.action) : null;
                  const external = !item.internal && /^https?:\/\//i.test(item.action) ? item.action : null;
                  if (!internal && !external) return null;
                  const className =
                    'flex h-10 items-center rounded-md px-3 text-sm font-semibold text-fg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-focus';
                  return (
                    <li key={item.id}>
                      {internal ? (
                        <AppLink href={internal} className={className} onClick={() => setMenuOpen(false)}>
                          {item.label}
                        </AppLink>
                      ) : (
                        <a href={external ?? undefined} className={className} rel="noopener noreferrer">
                          {item.label}
                        </a>
                      )}
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null
        }
      />
    </>
  );
}
