import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { bootLoaders, FIRST_PAINT, framedPageShown, gameLoaderGone, lobbyPage } from '#story-support';

/** The game pages, `/play/{shortname}` and `/demo/{shortname}` (§2), booted on the demo casino as in production. */
const meta = preview.meta({
  title: 'Pages/Game',
  tags: ['!autodocs'],
  ...lobbyPage('/play/hidden-buffalo-2'),
});

export const RealMoney = meta.story({
  name: 'Real money: the game in its frame, with the cashier (casino 4 VIP)',
  globals: { brand: 'c4', role: 'vip' },
  loaders: bootLoaders({}),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hidden Buffalo 2' })).toBeVisible();
    const frame = await canvas.findByTitle('Hidden Buffalo 2');
    // the launch is a call of its own: as long as a first paint may take on a busy machine
    await waitFor(() => expect(frame.getAttribute('src')).toContain('token=demo-100002-'), FIRST_PAINT);
    await expect(canvas.getByRole('link', { name: 'Cashier' })).toBeVisible();
    await expect(canvas.queryByText('Practice Mode')).toBeNull();
    await gameLoaderGone(canvasElement);
  },
});

export const PracticeModeWithMenu = meta.story({
  name: 'Practice mode, game menu open with the real-money switch off (guest)',
  args: { path: '/demo/hidden-buffalo-2' },
  globals: { brand: 'c14', role: 'guest' },
  loaders: bootLoaders({}),
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
  name: 'A mobile-only game on a desktop: sorry, and a way back',
  args: { path: '/play/shining-sevens-hold-and-win' },
  globals: { role: 'vip' },
  loaders: bootLoaders({}),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('We are sorry, this game is available for mobile devices only'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  },
});

export const LaunchFails = meta.story({
  name: 'The game could not be started: a way to try again',
  globals: { role: 'vip' },
  loaders: bootLoaders({ faults: { gamelauncher: 'network' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const ProviderChooser = meta.story({
  name: 'A game from two providers: choose one (fusion VIP)',
  args: { path: '/play/neon-monkey-gold' },
  globals: { brand: 'c93', variant: 'fusion', role: 'vip' },
  loaders: bootLoaders({}),
  play: async ({ canvas }) => {
    const chooser = await canvas.findByRole('region', { name: 'Choose a provider' }, FIRST_PAINT);
    await expect(within(chooser).getAllByRole('button', { name: /^By / })).toHaveLength(2);
  },
});

export const GameOnPhone = meta.story({
  name: 'Real money on a phone (casino 4 player)',
  globals: { viewport: { value: 'phone375' }, brand: 'c4', role: 'player' },
  loaders: bootLoaders({}),
  play: ({ canvasElement }) => framedPageShown(canvasElement, 'Hidden Buffalo 2'),
});

export const FunMoneyGuestPractising = meta.story({
  name: 'Fun money: a guest practising, no my50free prompt',
  args: { path: '/demo/hidden-buffalo-2' },
  globals: { brand: 'c4', variant: 'fun', role: 'guest' },
  loaders: bootLoaders({}),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Practice Mode', {}, FIRST_PAINT)).toBeVisible();
    const frame = await canvas.findByTitle('Hidden Buffalo 2');
    await waitFor(() => expect(frame.getAttribute('src')).toContain('token='), FIRST_PAINT);
    await gameLoaderGone(canvasElement);
    await expect(canvas.queryByRole('region', { name: /50 free/i })).toBeNull();
  },
});
