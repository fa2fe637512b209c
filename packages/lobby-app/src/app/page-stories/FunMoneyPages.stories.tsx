import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  bootStoryLobby,
  FIRST_PAINT,
  gameLoaderGone,
  holdPromoHeroStill,
  keepPlayingShown,
  LOBBY_PAGE,
  type StoryLobby,
} from '../story-support.tsx';

/**
 * The fun-money casino (§1 `fun_money_casino`), booted on the demo casino as in production: no daily free
 * spins, no my50free prompt, the cashier page instead of quick deposit.
 */
const meta = {
  title: 'Pages/Fun money casino',
  ...LOBBY_PAGE,
  args: { path: '/' },
} satisfies Meta<typeof StoryLobby>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlayerHomeWithoutDailyFreeSpins: Story = {
  // the free-spin state that pops the wheel up in the RTG casino
  loaders: [
    (context) => bootStoryLobby(context, { profile: 'vip', variant: 'fun', casinoId: 4, dfs: 'allowed' }),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_PAINT)).toBeVisible();
    // the checks and the picture wait for the player's keep-playing row, which comes with their extras
    await keepPlayingShown(canvasElement);
    await holdPromoHeroStill(canvasElement);
    const bar = await canvas.findByRole('navigation', { name: /quick access/i });
    await expect(within(bar).getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Daily free spins' })).toBeNull();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const GuestHomeCasino93: Story = {
  loaders: [(context) => bootStoryLobby(context, { profile: 'guest', variant: 'fun', casinoId: 93 })],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_PAINT)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Log In' })[0]).toBeVisible();
    await holdPromoHeroStill(canvasElement);
  },
};

export const GuestPractisingAGame: Story = {
  args: { path: '/demo/hidden-buffalo-2' },
  loaders: [(context) => bootStoryLobby(context, { profile: 'guest', variant: 'fun', casinoId: 4 })],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Practice Mode', {}, FIRST_PAINT)).toBeVisible();
    const frame = await canvas.findByTitle('Hidden Buffalo 2');
    await waitFor(() => expect(frame.getAttribute('src')).toContain('token='));
    await gameLoaderGone(canvasElement);
    await expect(canvas.queryByRole('region', { name: /50 free/i })).toBeNull();
  },
};
