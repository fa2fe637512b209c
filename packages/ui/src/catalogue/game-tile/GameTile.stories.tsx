import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { withRouterLinks } from '../../chrome/fixtures.tsx';
import { allBrandModes } from '../../stories/modes.ts';
import {
  depositLock,
  signupLock,
  storyGame,
  storyThumbnail,
  thumbnailsSettled,
  vipLock,
} from '../stories/fixtures.ts';
import { GameTile } from './GameTile.tsx';

const game = storyGame();

const meta = preview.meta({
  title: 'Catalogue/GameTile',
  component: GameTile,
  args: {
    game,
    thumbnail: storyThumbnail(game),
    onPlay: fn(),
    onLockedClick: fn(),
  },
  decorators: [
    withRouterLinks,
    (Story, { args }) => (
      <div className={args.orientation === 'landscape' ? 'w-60' : 'w-44'}>
        <Story />
      </div>
    ),
  ],
  parameters: { chromatic: { modes: allBrandModes } },
  play: async ({ canvasElement }) => {
    await thumbnailsSettled(canvasElement);
  },
});

export const Default = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    const tile = canvas.getByRole('button', { name: 'Cash Bandits 3' });
    await userEvent.click(tile);
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    // the whole tile is one control: nothing inside it is focusable on its own
    await expect(tile.querySelector('a, button, input, [tabindex]')).toBeNull();
  },
});

export const AsLink = meta.story({
  args: { href: '/play/cash-bandits-3' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cash Bandits 3' })).toHaveAttribute(
      'href',
      '/play/cash-bandits-3',
    );
  },
});

export const New = meta.story({
  args: { game: storyGame({ isNew: true }) },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    const tile = canvas.getByRole('button', { name: 'Cash Bandits 3' });
    await expect(within(tile).getByText('New')).toBeVisible();
    await expect(tile).toHaveAccessibleDescription('New');
    await expect(canvasElement.querySelector('[data-slot="game-tile"]')).toHaveAttribute('data-new');
  },
});

export const Exclusive = meta.story({
  args: { game: storyGame({ exclusive: true, isNew: true }) },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    const tile = canvas.getByRole('button', { name: 'Cash Bandits 3' });
    await expect(within(tile).getByText('Exclusive')).toBeVisible();
    await expect(tile).toHaveAccessibleDescription('New, Exclusive');
  },
});

export const Jackpot = meta.story({
  args: { game: storyGame({ jackpot: 125_430.75 }) },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    // whole units only
    const tile = canvas.getByRole('button', { name: 'Cash Bandits 3' });
    await expect(within(tile).getByText('$125,431')).toBeVisible();
    await expect(tile).toHaveAccessibleDescription('Jackpot $125,431');
  },
});

export const JackpotMultiplier = meta.story({
  args: {
    game: storyGame({
      jackpot: 48_200,
      jackpotMultiplier: { type: 'multiplier', multipliers: ['2x', '3x'], schedule: null },
    }),
    multiplierActive: true,
  },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    await expect(canvas.getByText('×3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cash Bandits 3' })).toHaveAccessibleDescription(
      /Jackpot multiplier ×3/,
    );
  },
});

export const JackpotBoosted = meta.story({
  args: {
    game: storyGame({
      jackpot: 9_800,
      jackpotMultiplier: { type: 'boosted', multipliers: [], schedule: null },
    }),
    multiplierActive: true,
  },
});

/** The multiplier outside its window: no badge. */
export const MultiplierInactive = meta.story({
  args: { ...JackpotMultiplier.input.args, multiplierActive: false },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('×3')).toBeNull();
  },
});

export const Locked = meta.story({
  args: { game: storyGame({ gameLock: vipLock }) },
  play: async ({ args, canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    const tile = canvas.getByRole('button', { name: 'Cash Bandits 3' });
    await expect(tile).toHaveAccessibleDescription('Locked: VIP only');
    await expect(tile).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(within(tile).getByText('VIP only')).toBeVisible();
    await userEvent.click(tile);
    await expect(args.onLockedClick).toHaveBeenCalledTimes(1);
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
});

export const LockedByDeposit = meta.story({
  args: { game: storyGame({ gameLock: depositLock }) },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cash Bandits 3' })).toHaveAccessibleDescription(
      'Locked: Deposit to unlock',
    );
  },
});

export const LockedUntilDate = meta.story({
  args: { game: storyGame({ gameLock: signupLock }) },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cash Bandits 3' })).toHaveAccessibleDescription(
      'Locked: Coming soon',
    );
  },
});

export const FavouriteIdle = meta.story({
  args: { onFavouriteToggle: fn(), favourite: false },
  play: async ({ args, canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Favourite Cash Bandits 3' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onFavouriteToggle).toHaveBeenCalledTimes(1);
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
});

export const FavouriteOn = meta.story({
  args: { onFavouriteToggle: fn(), favourite: true },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Favourite Cash Bandits 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
});

export const FavouriteProcessing = meta.story({
  args: { onFavouriteToggle: fn(), favourite: true, favouriteStatus: 'processing' },
  play: async ({ args, canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Saving favourite Cash Bandits 3…' });
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(toggle);
    await expect(args.onFavouriteToggle).not.toHaveBeenCalled();
  },
});

export const FavouriteFailed = meta.story({
  args: { onFavouriteToggle: fn(), favourite: false, favouriteStatus: 'failed' },
  play: async ({ args, canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent("Couldn't save. Try again");
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onFavouriteToggle).toHaveBeenCalledTimes(1);
  },
});

export const Landscape = meta.story({
  args: {
    orientation: 'landscape',
    thumbnail: storyThumbnail(game, 'landscape'),
    providerName: 'Real Time Gaming',
  },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    const tile = canvas.getByRole('button', { name: 'Cash Bandits 3' });
    await expect(within(tile).getByText('Real Time Gaming')).toBeVisible();
    await expect(tile).toHaveAccessibleDescription('Real Time Gaming');
  },
});

/** Fusion: the provider under the name. */
export const WithProvider = meta.story({
  args: {
    providerName: 'Betsoft',
    game: storyGame({ displayName: 'A Very Long Game Name That Does Not Fit' }),
  },
  parameters: { screenshot: false },
});

export const MissingImage = meta.story({
  args: { thumbnail: { jpg: 'data:image/jpeg;base64,broken' } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="game-thumbnail"]')).toHaveAttribute(
        'data-state',
        'error',
      ),
    );
  },
});

export const NoImage = meta.story({
  args: { thumbnail: null },
  parameters: { screenshot: false },
});

export const Playground = meta.story({ parameters: { screenshot: false } });
