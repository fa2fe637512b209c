import type * as React from 'react';
import { expect, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { sidebarMenus, withRouterLinks } from '../chrome/fixtures.tsx';
import { sidebarEntries } from '../chrome/sidebar/items.ts';
import { SidebarNav } from '../chrome/sidebar/SidebarNav.tsx';
import { ThemeSwitch } from '../chrome/theme-switch/ThemeSwitch.tsx';
import { Button } from '../components/button/Button.tsx';
import { Checkbox } from '../components/checkbox/Checkbox.tsx';
import { HeartIcon } from '../components/icon/icons.tsx';
import { IconButton } from '../components/icon-button/IconButton.tsx';
import { Switch } from '../components/switch/Switch.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/tabs/Tabs.tsx';
import { TextField } from '../components/text-field/TextField.tsx';
import { SlideshowControls } from '../promotions/SlideshowControls.tsx';
import { forcedColorsModes } from './modes.ts';

const ignore = () => undefined;

/** One labelled row of the sheet: what it shows, then the controls in their states. */
function Row({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="m-0 font-sans text-xs font-semibold text-fg-muted uppercase">{title}</h2>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </section>
  );
}

/** Lobby, Search, Favorites and the theme switch of a player's sidebar, on the lobby page, Light chosen. */
const sidebarSample: React.ComponentProps<typeof SidebarNav> = {
  entries: sidebarEntries(sidebarMenus).filter((entry) =>
    ['lobby', 'search', 'favorites', 'theme'].includes(entry.key),
  ),
  currentPath: '/',
  theme: 'light',
  onThemeChange: ignore,
  onAction: ignore,
  label: 'Main menu',
};

function winnersTabs(variant: 'pill' | 'underline') {
  return (
    <Tabs defaultValue="recent">
      <TabsList variant={variant} aria-label={`Winners (${variant})`}>
        <TabsTrigger value="recent">Recent Winners</TabsTrigger>
        <TabsTrigger value="biggest">Biggest Winners</TabsTrigger>
      </TabsList>
      <TabsContent value="recent" className="sr-only">
        Recent
      </TabsContent>
      <TabsContent value="biggest" className="sr-only">
        Biggest
      </TabsContent>
    </Tabs>
  );
}

/**
 * The kit's controls in every state that colour alone shows in normal rendering: chosen, current, pressed,
 * disabled, focused, in error. Its screenshots are taken with forced colours on (Windows high contrast), in
 * the system's light and dark palettes, where each state must still differ from its neighbours.
 */
function ForcedColorsSheet() {
  return (
    <div className="flex w-[44rem] flex-col gap-5">
      <Row title="Buttons">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="accent" size="sm">
          Deposit
        </Button>
        <Button variant="outline">Outline</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Danger</Button>
        <Button variant="link">Link</Button>
      </Row>
      <Row title="Disabled and focused">
        <Button disabled>Disabled</Button>
        <Button variant="outline" disabled>
          Disabled outline
        </Button>
        <Button variant="secondary" data-focus-target>
          Focused
        </Button>
      </Row>
      <Row title="Favourite: not pressed, pressed, pressed outline">
        <IconButton label="Favourite Golden Reels" pressed={false}>
          <HeartIcon />
        </IconButton>
        <IconButton label="Favourite Mega Jackpot" pressed>
          <HeartIcon />
        </IconButton>
        <IconButton label="Favourite Lucky Sevens" variant="outline" pressed>
          <HeartIcon />
        </IconButton>
      </Row>
      <div className="grid grid-cols-2 gap-5">
        <Row title="Sidebar: Lobby current, Light chosen">
          <SidebarNav {...sidebarSample} className="w-60" />
        </Row>
        <div className="flex flex-col gap-5">
          <Row title="Tabs: first selected">
            {winnersTabs('pill')}
            {winnersTabs('underline')}
          </Row>
          <Row title="Theme switch: Dark chosen">
            <ThemeSwitch value="dark" onValueChange={ignore} className="w-56" />
          </Row>
          <Row title="Slides: second current">
            <SlideshowControls
              count={3}
              current={1}
              canPlay={false}
              stopped
              onStoppedToggle={ignore}
              go={ignore}
            />
          </Row>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-5">
        <Row title="Switch and checkbox: off, on, in error">
          <Switch label="Sounds" />
          <Switch label="Music" defaultChecked />
          <Checkbox label="Newsletter" defaultChecked />
          <Checkbox label="I accept the terms" error="Accept the terms to go on." />
        </Row>
        <Row title="Fields: in error, disabled">
          <TextField label="Amount" prefix="$" defaultValue="5" error="The least you can deposit is $10." />
          <TextField label="Coupon" defaultValue="WELCOME" disabled />
        </Row>
      </div>
    </div>
  );
}

// what the docs page says of it: the sheet is this file's own, whose comment is not read there
const about =
  "The controls of §2 (buttons with Deposit, the Page chrome's sidebar and theme switch, the Game tile's favourite toggle, tabs, switches, fields) in every state colour alone shows, photographed with forced colours on (Windows high contrast) in the system's light and dark palettes.";

const meta = preview.meta({
  title: 'Primitives/Forced colours',
  component: ForcedColorsSheet,
  decorators: [withRouterLinks],
  parameters: {
    chromatic: { modes: forcedColorsModes, forcedColors: 'active' },
    docs: { description: { component: about } },
  },
});

/** Every state above, with the focused button focused from the keyboard. */
export const States = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
    // the sidebar's switch has Light chosen, the one on its own Dark
    await expect(canvas.getAllByRole('button', { name: /^(Light|Dark)$/, pressed: true })).toHaveLength(2);
    // the focus ring shows only for keyboard focus: walk to the button with Tab
    const target = canvasElement.querySelector<HTMLElement>('[data-focus-target]');
    for (let step = 0; step < 20 && document.activeElement !== target; step++) await userEvent.tab();
    await expect(target).toHaveFocus();
  },
});
