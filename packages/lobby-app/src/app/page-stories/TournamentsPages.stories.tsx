import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  bootWith,
  FIRST_PAINT,
  holdPromoHeroStill,
  homeRowsShown,
  keepPlayingShown,
  lobbyPage,
  loginPromptShown,
  pageTitleShown,
} from '#story-support';
import type { DemoSettings } from '../../../demo-casino/index.ts';

/** The tournaments pages, booted on the demo casino as in production, with the clock pinned. */
const meta = preview.meta({ title: 'Pages/Tournaments', tags: ['!autodocs'], ...lobbyPage('/tournaments') });

const boot = (settings: Partial<DemoSettings>) => bootWith(settings);

/** The fusion list of a player: live, upcoming and finished tournaments, and no log-in notice. */
const fusionList = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await pageTitleShown(canvasElement, 'Tournaments');
  await expect(await canvas.findByRole('heading', { name: 'Live Tournaments 2' }, FIRST_PAINT)).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Upcoming Tournaments 2' })).toBeInTheDocument();
  await expect(canvas.getByRole('heading', { name: 'Finished Tournaments 4' })).toBeInTheDocument();
  await expect(canvas.queryByRole('region', { name: 'Log in to join tournaments' })).toBeNull();
};

export const FusionList = meta.story({
  name: 'Tournament list, fusion VIP',
  loaders: [boot({ variant: 'fusion', profile: 'vip' })],
  play: fusionList,
});

export const FusionListOnPhone = meta.story({
  name: 'Tournament list on a phone, fusion VIP',
  globals: { viewport: { value: 'phone375', isRotated: false } },
  loaders: [boot({ variant: 'fusion', profile: 'vip' })],
  play: fusionList,
});

export const FusionListForAGuest = meta.story({
  name: 'Tournament list for a guest, asked to log in (fusion)',
  loaders: [boot({ variant: 'fusion', profile: 'guest' })],
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('region', { name: 'Log in to join tournaments' }, FIRST_PAINT);
    await userEvent.click(within(notice).getByRole('button', { name: 'Log In' }));
    await loginPromptShown();
    await userEvent.keyboard('{Escape}');
  },
});

export const FusionDetail = meta.story({
  name: 'A tournament in detail: prize pool, terms and games (fusion VIP)',
  args: { path: '/tournaments/golden-jackpot-chase' },
  loaders: [boot({ variant: 'fusion', profile: 'vip' })],
  play: async ({ canvas, canvasElement }) => {
    await pageTitleShown(canvasElement, 'Golden Jackpot Chase');
    await expect(canvas.getByText('Upcoming')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Starts in 20 hours, 0 minutes, 0 seconds');
    await expect(canvas.getByText('$50,000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Terms and Conditions' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const games = canvas.getByRole('region', { name: 'Tournament Games' });
    await waitFor(() => expect(games.querySelectorAll('[data-slot="game-tile"]').length).toBeGreaterThan(0));
    // the server's text is on screen once the sanitiser has arrived
    await expect(await canvas.findByRole('heading', { name: 'How to play' })).toBeVisible();
  },
});

export const RtgLobby = meta.story({
  name: "The platform's tournament lobby in a frame, RTG VIP",
  loaders: [boot({ variant: 'rtg', profile: 'vip' })],
  play: async ({ canvas, canvasElement }) => {
    const frame = await canvas.findByTitle('Tournaments lobby', {}, FIRST_PAINT);
    await expect(frame.getAttribute('src')).toMatch(/^data:text\/html/);
    await expect(canvas.getByRole('status', { name: 'Loading the tournaments lobby' })).toBeVisible();
    // the loader leaves after 2.5 s and a 1 s fade: the picture shows the lobby, whenever it is taken
    await waitFor(
      () =>
        expect(
          canvasElement.querySelector('[data-slot="tournaments-lobby-frame"]')?.getAttribute('data-loader'),
        ).toBe('removed'),
      { timeout: 8_000 },
    );
  },
});

export const RtgLobbyForAGuest = meta.story({
  name: "The platform's tournament lobby for a guest, asked to log in (RTG)",
  loaders: [boot({ variant: 'rtg', profile: 'guest' })],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Log in to join tournaments' }, FIRST_PAINT),
    ).toBeVisible();
    await expect(canvas.queryByTitle('Tournaments lobby')).toBeNull();
  },
});

export const LoadFailed = meta.story({
  name: 'The tournaments could not be loaded: a way to try again',
  loaders: [boot({ variant: 'fusion', profile: 'vip', faults: { gettournaments: '500' } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, FIRST_PAINT)).toHaveTextContent(
      "We couldn't load the tournaments.",
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const SwitchedOffTheAddressShowsTheHomePage = meta.story({
  name: 'Tournaments switched off: the address shows the home page',
  loaders: [boot({ variant: 'fusion', profile: 'vip', tournaments: 'off' })],
  play: async ({ canvas, canvasElement }) => {
    // the casino's `tournaments` switch is off: no page, no home section, no menu item
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_PAINT)).toBeVisible();
    await homeRowsShown(canvasElement);
    await expect(canvasElement.querySelector('[data-section="tournaments"]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Tournaments' })).toBeNull();
    // the picture waits for the player's keep-playing row, which comes with their extras
    await keepPlayingShown(canvasElement);
    await holdPromoHeroStill(canvasElement);
  },
});
