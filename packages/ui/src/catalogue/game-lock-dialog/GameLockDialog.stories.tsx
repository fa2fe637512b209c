import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ownFrame } from '../../stories/docs.ts';
import { allBrandModes } from '../../stories/modes.ts';
import { animationsSettled } from '../../stories/play.ts';
import { GameTile } from '../game-tile/GameTile.tsx';
import { depositLock, signupLock, storyGame, storyThumbnail, vipLock } from '../stories/fixtures.ts';
import { GameLockDialog } from './GameLockDialog.tsx';

const game = storyGame({ displayName: 'Golden Dragon Riches' });

const meta = preview.meta({
  title: 'Catalogue/GameLockDialog',
  component: GameLockDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    gameName: game.displayName,
    status: 'ready' as const,
    lock: vipLock,
    image: storyThumbnail(game, 'landscape'),
    onLiveChat: fn(),
    onDeposit: fn(),
    onRetry: fn(),
  },
  parameters: { chromatic: { modes: allBrandModes }, screenshot: 'viewport', docs: { story: ownFrame(720) } },
});

/** player_class: VIP status through live chat. */
export const VipRequired = meta.story({
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Golden Dragon Riches' });
    await animationsSettled();
    await expect(dialog).toHaveTextContent('is for VIP players');
    await expect(within(dialog).getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Live chat' }));
    await expect(args.onLiveChat).toHaveBeenCalledTimes(1);
  },
});

/** event + deposit: a deposit button. */
export const DepositRequired = meta.story({
  args: { lock: depositLock },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Golden Dragon Riches' });
    await animationsSettled();
    await expect(dialog).toHaveTextContent('Make a deposit to unlock Golden Dragon Riches.');
    await expect(within(dialog).queryByRole('button', { name: 'Live chat' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    await expect(args.onDeposit).toHaveBeenCalledTimes(1);
  },
});

/** event + signup: the date it opens, in New York time. */
export const OpensOnDate = meta.story({
  args: { lock: { ...signupLock, displayName: 'Golden Dragon Riches VIP' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Golden Dragon Riches VIP' });
    await animationsSettled();
    await expect(dialog).toHaveTextContent('Golden Dragon Riches VIP unlocks on December 1, 2025.');
  },
});

/** A lock that does not say why. */
export const Locked = meta.story({
  args: { lock: { ...vipLock, lockBy: null } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Golden Dragon Riches' });
    await animationsSettled();
    await expect(dialog).toHaveTextContent('Golden Dragon Riches is locked for now.');
  },
});

export const Loading = meta.story({
  args: { status: 'loading' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Golden Dragon Riches' });
    await animationsSettled();
    await expect(within(dialog).getByRole('status', { name: 'Loading the lock details' })).toBeVisible();
  },
});

export const LoadFailed = meta.story({
  args: { status: 'error' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Golden Dragon Riches' });
    await animationsSettled();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent("We couldn't load the details");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

/** Opened from a locked tile: Escape closes it and focus goes back to the tile. */
export const FromLockedTile = meta.story({
  parameters: { screenshot: false },
  render: function LockedTileWithDialog(args) {
    const [open, setOpen] = useState(false);
    const locked = storyGame({ displayName: 'Golden Dragon Riches', gameLock: vipLock });
    return (
      <div className="w-44">
        <GameTile game={locked} thumbnail={storyThumbnail(locked)} onLockedClick={() => setOpen(true)} />
        <GameLockDialog {...args} open={open} onOpenChange={setOpen} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: 'Golden Dragon Riches' });
    tile.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Golden Dragon Riches' });
    await animationsSettled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(tile).toHaveFocus();
  },
});
