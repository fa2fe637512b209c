import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { allBrandModes } from '../../stories/modes.ts';
import { GameHeader } from './GameHeader.tsx';

const meta = preview.meta({
  title: 'Game/GameHeader',
  component: GameHeader,
  args: {
    gameName: 'Cash Bandits 3',
    mode: 'real' as const,
    backHref: '/category/online-slots',
    loggedIn: true,
    showFavourite: true,
    favourite: false,
    favouriteStatus: 'idle' as const,
    onFavouriteToggle: fn(),
    cashierHref: '/cashier',
    menuOpen: false,
    onMenuToggle: fn(),
    menuId: 'game-side-menu',
  },
  parameters: { chromatic: { modes: allBrandModes }, layout: 'fullscreen' },
  decorators: [
    (Story) => (
      // room under the bar for the favourite's failure note
      <div className="min-h-28">
        <Story />
      </div>
    ),
  ],
});

/** Real money, logged in: back, title, favourite, cashier and menu. */
export const RealMoney = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cash Bandits 3' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/category/online-slots',
    );
    await expect(canvas.getByRole('link', { name: 'Cashier' })).toHaveAttribute('href', '/cashier');
    await expect(canvas.queryByText('Practice Mode')).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Game menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(args.onMenuToggle).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Favourite Cash Bandits 3' }));
    await expect(args.onFavouriteToggle).toHaveBeenCalledTimes(1);
  },
});

/** Demo: 'Practice Mode', no favourite and no cashier. */
export const Demo = meta.story({
  args: { mode: 'demo', loggedIn: false, showFavourite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Practice Mode')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Cashier' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Favourite/ })).toBeNull();
  },
});

/** A favourite, with the menu open. */
export const FavouriteMenuOpen = meta.story({
  args: { favourite: true, menuOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Favourite Cash Bandits 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Game menu' })).toHaveAttribute('aria-expanded', 'true');
  },
});

/** Saving the favourite failed: it says so and offers a retry. */
export const FavouriteFailed = meta.story({
  args: { favouriteStatus: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent("Couldn't save.");
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onFavouriteToggle).toHaveBeenCalledTimes(1);
  },
});

/** A phone: a long name is cut, the cashier keeps only its icon. */
export const Phone = meta.story({
  args: { gameName: 'Golden Dragon Riches Megaways Deluxe', favouriteStatus: 'processing' },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cashier' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Saving favourite/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
});

/** Demo on a phone. */
export const PhoneDemo = meta.story({
  args: { mode: 'demo', loggedIn: false, showFavourite: false },
  globals: { viewport: { value: 'phone375', isRotated: false } },
});
