import { useId, useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  seededRandom,
  storyGame,
  storyThumbnail,
  thumbnailsSettled,
} from '../../catalogue/stories/fixtures.ts';
import { logoImages } from '../../chrome/fixtures.tsx';
import { Logo } from '../../chrome/logo/Logo.tsx';
import { ownFrame } from '../../stories/docs.ts';
import { GameError, type GameErrorKind } from '../game-error/GameError.tsx';
import { GameFrame } from '../game-frame/GameFrame.tsx';
import { GameHeader, type GamePageMode } from '../game-header/GameHeader.tsx';
import { GameSideMenu } from '../game-side-menu/GameSideMenu.tsx';
import { GameSideRail } from '../game-side-rail/GameSideRail.tsx';
import { useElapsed, useFireworksSchedule } from '../lib/timers.ts';
import { My50FreePrompt } from '../my50free-prompt/My50FreePrompt.tsx';
import { ProviderChooser } from '../provider-chooser/ProviderChooser.tsx';
import { storyGamePage, storyLoaderImage, storyPopupImage, storyReminderImage } from '../stories/fixtures.ts';
import { StoryNavigation } from '../stories/StoryNavigation.tsx';
import { Fireworks } from '../synth/Fireworks.tsx';
import { SynthReminder } from '../synth/SynthReminder.tsx';
import { GamePageLayout } from './GamePageLayout.tsx';

const game = storyGame({ displayName: 'Cash Bandits 3' });
const backHref = '/category/online-slots';

type Screen = 'game' | 'loading' | 'chooser' | GameErrorKind;

interface DemoProps {
  mode: GamePageMode;
  loggedIn: boolean;
  screen: Screen;
  my50free?: boolean;
  reminder?: boolean;
  fireworks?: boolean;
}

/** The game page wired as the app would: menu, favourite and fullscreen held in local state. */
function GamePageDemo({
  mode,
  loggedIn,
  screen: shown,
  my50free = false,
  reminder = false,
  fireworks = false,
}: DemoProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [favourite, setFavourite] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [money, setMoney] = useState(mode === 'demo' ? ('fun' as const) : ('real' as const));
  const menuId = useId();
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const real = mode === 'real';
  const favouriteProps = {
    showFavourite: real && loggedIn,
    favourite,
    onFavouriteToggle: () => setFavourite((value) => !value),
  };
  return (
    <>
      <GamePageLayout
        header={
          <GameHeader
            gameName={game.displayName}
            mode={mode}
            backHref={backHref}
            loggedIn={loggedIn}
            cashierHref="/cashier"
            menuOpen={menuOpen}
            onMenuToggle={() => setMenuOpen((open) => !open)}
            menuId={menuId}
            menuToggleRef={menuToggleRef}
            {...favouriteProps}
          />
        }
        rail={
          <GameSideRail
            gameName={game.displayName}
            closeHref={backHref}
            fullscreen={fullscreen}
            onFullscreenToggle={() => setFullscreen((value) => !value)}
            {...favouriteProps}
          />
        }
        centered={shown !== 'game' && shown !== 'loading'}
        overlays={
          my50free || reminder ? (
            <>
              {reminder ? (
                <SynthReminder
                  image={storyReminderImage}
                  imageAlt="Bonus round"
                  href="/promotions"
                  onDismiss={fn()}
                />
              ) : null}
              {my50free ? <My50FreePrompt open onSwitchToReal={fn()} onClose={fn()} /> : null}
            </>
          ) : null
        }
        popup={
          fireworks ? (
            <Fireworks
              text="¡Grandes premios en camino!"
              image={storyPopupImage}
              random={seededRandom(11)}
              frozenAtMs={1_000}
            />
          ) : null
        }
      >
        {shown === 'game' || shown === 'loading' ? (
          <GameFrame
            gameName={game.displayName}
            srcDoc={storyGamePage(game.displayName)}
            loaderImage={storyLoaderImage}
            tip="Tip: add your favourite games with the heart, they wait for you on the home page."
            loaderVisible={shown === 'loading'}
          />
        ) : shown === 'chooser' ? (
          <ProviderChooser
            gameName={game.displayName}
            thumbnail={storyThumbnail(game, 'landscape')}
            providers={[
              { id: 'rtg', name: 'Real Time Gaming' },
              { id: 'betsoft', name: 'Betsoft' },
            ]}
            onChoose={fn()}
          />
        ) : (
          <GameError
            kind={shown}
            gameName={game.displayName}
            backHref={shown === 'locked' ? '/' : backHref}
            onLogIn={fn()}
            onRetry={fn()}
          />
        )}
      </GamePageLayout>
      <GameSideMenu
        id={menuId}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        returnFocusRef={menuToggleRef}
        logo={<Logo casinoName="Lucky Lobby" images={logoImages} size="sm" />}
        navigation={<StoryNavigation labels={['Home', 'Online slots', 'Table games', 'Promotions']} />}
        moneySwitch={{ mode: money, onChange: setMoney }}
      />
    </>
  );
}

/** Waits for the local game page in the iframe and any thumbnail, so screenshots are complete. */
async function settled(canvasElement: HTMLElement) {
  await thumbnailsSettled(canvasElement);
  const frame = canvasElement.querySelector('iframe');
  if (frame)
    await waitFor(() => {
      if (!frame.contentDocument?.querySelector('h1')) throw new Error('the game page is still loading');
    });
}

// what the docs page says of it: the component shown is this file's own wiring, whose comment is not read there
const about =
  'The game page put together: header, game area, side rail and menu, with the provider chooser, error screens and synth prompts. Implements §2 Game page as a whole, with the states of §4 Game page.';

const meta = preview.meta({
  title: 'Game/GamePageLayout',
  component: GamePageDemo,
  args: { mode: 'real' as const, loggedIn: true, screen: 'game' as const },
  globals: { viewport: { value: 'desktop1200', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    screenshot: 'viewport',
    docs: { story: ownFrame(760), description: { component: about } },
  },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
  },
});

/** Desktop, real money: header, game and rail; favourite and fullscreen work from the rail. */
export const DesktopRealMoney = meta.story({
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const rail = canvas.getByRole('complementary', { name: 'Game controls' });
    await userEvent.click(within(rail).getByRole('button', { name: 'Favourite Cash Bandits 3' }));
    await expect(
      canvas.getAllByRole('button', { name: 'Favourite Cash Bandits 3', pressed: true }),
    ).toHaveLength(2);
    await userEvent.click(within(rail).getByRole('button', { name: 'Fullscreen' }));
    await expect(within(rail).getByRole('button', { name: 'Fullscreen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** Desktop, demo: 'Practice Mode', no favourite, no cashier. */
export const DesktopDemo = meta.story({
  args: { mode: 'demo', loggedIn: false },
});

/** Desktop, while the loader shows its tip. */
export const DesktopLoading = meta.story({
  args: { screen: 'loading' },
});

/** Phone, real money: header and game, no rail. */
export const PhoneRealMoney = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(within(canvasElement).queryByRole('complementary', { name: 'Game controls' })).toBeNull();
  },
});

/** Phone, demo. */
export const PhoneDemo = meta.story({
  args: { mode: 'demo', loggedIn: false },
  globals: { viewport: { value: 'phone375', isRotated: false } },
});

/** The menu opened from the header: the drawer with the real/fun switch. */
export const PhoneMenuOpen = meta.story({
  args: { mode: 'demo', loggedIn: false },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const toggle = within(canvasElement).getByRole('button', { name: 'Game menu' });
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Game menu' });
    await expect(within(dialog).getByRole('switch', { name: 'Real money' })).not.toBeChecked();
  },
});

/** A game with two providers: the chooser first. */
export const ProviderChoice = meta.story({
  args: { screen: 'chooser' },
});

export const ErrorMobileOnly = meta.story({
  args: { screen: 'mobile_only' },
});

export const ErrorAuthRequired = meta.story({
  args: { screen: 'auth_required', loggedIn: false },
});

export const ErrorLocked = meta.story({
  args: { screen: 'locked' },
});

export const ErrorGeneric = meta.story({
  args: { screen: 'generic' },
});

/** Phone, an error. */
export const PhoneErrorMobileOnly = meta.story({
  args: { screen: 'mobile_only' },
  globals: { viewport: { value: 'phone375', isRotated: false } },
});

/** Over a synth game: the reminder banner and the my50free prompt. */
export const WithPrompts = meta.story({
  args: { mode: 'demo', loggedIn: false, my50free: true, reminder: true },
});

/** The fireworks popup over a synth game, one frozen frame. */
export const WithFireworks = meta.story({
  args: { fireworks: true },
});

/**
 * The synth timeline with the spec's timings shortened (20 s reminder → 150 ms, 60 s my50free → 250 ms,
 * fireworks 1–2 min → 300 ms, shown 3 s → 200 ms, every 2 min → 500 ms), driven by the same hooks the app uses.
 */
function SynthTimelineDemo() {
  const [reminderDismissed, setReminderDismissed] = useState(false);
  const [promptOpen, setPromptOpen] = useState(true);
  const remind = useElapsed(150);
  const offer = useElapsed(250);
  const { showing, show } = useFireworksSchedule({ firstDelayMs: 300, repeatMs: 500, shownMs: 200 });
  return (
    <GamePageLayout
      header={
        <GameHeader
          gameName={game.displayName}
          mode="demo"
          backHref={backHref}
          loggedIn={false}
          menuOpen={false}
          onMenuToggle={fn()}
        />
      }
      overlays={
        <>
          {remind && !reminderDismissed ? (
            <SynthReminder
              image={storyReminderImage}
              imageAlt="Bonus round"
              href="/promotions"
              onDismiss={() => setReminderDismissed(true)}
            />
          ) : null}
          <My50FreePrompt
            open={offer && promptOpen}
            closeAnimationMs={100}
            onSwitchToReal={fn()}
            onClose={() => setPromptOpen(false)}
          />
        </>
      }
      popup={
        showing ? (
          <Fireworks key={show} text={`Show ${show}`} random={seededRandom(show)} durationMs={200} />
        ) : null
      }
    >
      <GameFrame gameName={game.displayName} srcDoc={storyGamePage(game.displayName)} loaderVisible={false} />
    </GamePageLayout>
  );
}

export const SynthTimeline = meta.story({
  parameters: { screenshot: false },
  render: () => <SynthTimelineDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary', { name: 'Reminder' })).toBeNull();
    await canvas.findByRole('complementary', { name: 'Reminder' });
    await canvas.findByRole('region', { name: '50 free spins are waiting' });
    await waitFor(() => expect(canvas.getByText('Show 1')).toBeVisible());
    await waitFor(() => expect(canvas.queryByText('Show 1')).toBeNull());
    await waitFor(() => expect(canvas.getByText('Show 2')).toBeVisible(), { timeout: 2_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss reminder' }));
    await expect(canvas.queryByRole('complementary', { name: 'Reminder' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: '50 free spins are waiting' })).toBeNull(),
    );
  },
});
