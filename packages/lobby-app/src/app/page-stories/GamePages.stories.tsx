import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { bootStoryLobby, gameLoaderGone, LOBBY_PAGE } from '../story-support.tsx';

/** The game page and the frame pages, booted on the demo casino as in production. */
const meta = preview.meta({
  title: 'Pages/Game',
  ...LOBBY_PAGE,
  args: { path: '/play/hidden-buffalo-2' },
});

export const RealMoney = meta.story({
  loaders: [(context) => bootStoryLobby(context, { profile: 'vip', casinoId: 4 })],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hidden Buffalo 2' })).toBeVisible();
    const frame = await canvas.findByTitle('Hidden Buffalo 2');
    await waitFor(() => expect(frame.getAttribute('src')).toContain('token=demo-100002-'));
    await expect(canvas.getByRole('link', { name: 'Cashier' })).toBeVisible();
    await expect(canvas.queryByText('Practice Mode')).toBeNull();
    await gameLoaderGone(canvasElement);
  },
});

export const PracticeModeWithMenu = meta.story({
  args: { path: '/demo/hidden-buffalo-2' },
  loaders: [(context) => bootStoryLobby(context, { profile: 'guest', casinoId: 14 })],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Practice Mode')).toBeVisible();
    await gameLoaderGone(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Game menu' }));
    const body = within(document.body);
    const money = await body.findByRole('switch', { name: 'Real money' });
    await expect(money).not.toBeChecked();
  },
});

export const MobileOnly = meta.story({
  args: { path: '/play/shining-sevens-hold-and-win' },
  loaders: [(context) => bootStoryLobby(context, { profile: 'vip' })],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('We are sorry, this game is available for mobile devices only'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  },
});

export const LaunchFails = meta.story({
  loaders: [(context) => bootStoryLobby(context, { profile: 'vip', faults: { gamelauncher: 'network' } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const ProviderChooser = meta.story({
  args: { path: '/play/neon-monkey-gold' },
  loaders: [(context) => bootStoryLobby(context, { profile: 'vip', variant: 'fusion', casinoId: 93 })],
  play: async ({ canvas }) => {
    const chooser = await canvas.findByRole('region', { name: 'Choose a provider' });
    await expect(within(chooser).getAllByRole('button', { name: /^By / })).toHaveLength(2);
  },
});

export const GameOnPhone = meta.story({
  globals: { viewport: { value: 'phone375' } },
  loaders: [(context) => bootStoryLobby(context, { profile: 'new', casinoId: 4 })],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hidden Buffalo 2' })).toBeVisible();
    await gameLoaderGone(canvasElement);
  },
});

export const LiveDealer = meta.story({
  args: { path: '/live-dealer' },
  loaders: [(context) => bootStoryLobby(context, { profile: 'vip', casinoId: 4 })],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Live Dealer' })).toBeVisible();
    await gameLoaderGone(canvasElement);
  },
});

export const LiveDealerFails = meta.story({
  args: { path: '/live-dealer' },
  loaders: [(context) => bootStoryLobby(context, { profile: 'vip', faults: { getlivedealer: '500' } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The live tables could not be opened');
  },
});
