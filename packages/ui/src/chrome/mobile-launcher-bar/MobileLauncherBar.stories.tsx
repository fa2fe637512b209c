import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { ownFrame } from '../../stories/docs.ts';
import { allBrandModes } from '../../stories/modes.ts';
import { withRouterLinks } from '../fixtures.tsx';
import { MobileLauncherBar } from './MobileLauncherBar.tsx';

const meta = preview.meta({
  title: 'Chrome/MobileLauncherBar',
  component: MobileLauncherBar,
  args: { currentPath: '/', balance: 1234.5, currency: 'USD', onCashier: fn() },
  decorators: [withRouterLinks],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: { chromatic: { modes: allBrandModes }, screenshot: 'viewport', docs: { story: ownFrame(200) } },
});

/** On the lobby: Games current; Cashier shows the balance and calls back. */
export const OnPhone = meta.story({
  play: async ({ args, canvas }) => {
    const bar = canvas.getByRole('navigation', { name: 'Launcher' });
    await expect(canvas.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/dashboard/');
    await userEvent.click(canvas.getByRole('button', { name: /Cashier/ }));
    await expect(args.onCashier).toHaveBeenCalledTimes(1);
    await expect(getComputedStyle(bar).position).toBe('fixed');
    // the picture shows the bar at rest, not the focus ring the click left
    canvas.getByRole('button', { name: /Cashier/ }).blur();
  },
});

export const OnPromotions = meta.story({
  args: { currentPath: '/promotions', balance: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Promos' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: /Cashier/ })).toHaveTextContent('—');
  },
});

/** Desktop has the quick-access bar instead. */
export const HiddenOnDesktop = meta.story({
  globals: { viewport: { value: 'desktop1200', isRotated: false } },
  // left off the docs page: its frames are narrower than a desktop window, so they would show the bar
  parameters: { screenshot: false, docs: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Launcher' })).toBeNull();
  },
});
