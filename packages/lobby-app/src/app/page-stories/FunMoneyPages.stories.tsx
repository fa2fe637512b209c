import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  bootStoryLobby,
  FIRST_PAINT,
  gameLoaderGone,
  holdPromoHeroStill,
  keepPlayingShown,
  LOBBY_PAGE,
} from '../story-support.tsx';

/**
 * The fun-money casino (§1 `fun_money_casino`), booted on the demo casino as in production: no daily free
 * spins, no my50free prompt, the cashier page instead of quick deposit.
 */
const meta = preview.meta({
  title: 'Pages/Fun money casino',
  ...LOBBY_PAGE,
  args: { path: '/' },
});

export const PlayerHomeWithoutDailyFreeSpins = meta.story({
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
});

export const GuestHomeCasino93 = meta.story({
  loaders: [(context) => bootStoryLobby(context, { profile: 'guest', variant: 'fun', casinoId: 93 })],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_PAINT)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Log In' })[0]).toBeVisible();
    await holdPromoHeroStill(canvasElement);
  },
});

export const GuestPractisingAGame = meta.story({
  args: { path: '/demo/hidden-buffalo-2' },
  loaders: [(context) => bootStoryLobby(context, { profile: 'guest', variant: 'fun', casinoId: 4 })],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Practice Mode', {}, FIRST_PAINT)).toBeVisible();
    const frame = await canvas.findByTitle('Hidden Buffalo 2');
    await waitFor(() => expect(frame.getAttribute('src')).toContain('token='));
    await gameLoaderGone(canvasElement);
    await expect(canvas.queryByRole('region', { name: /50 free/i })).toBeNull();
  },
});
