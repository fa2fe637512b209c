import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { ownFrame } from '../../stories/docs.ts';
import { allBrandModes } from '../../stories/modes.ts';
import { navigation, withRouterLinks } from '../fixtures.tsx';
import { NavToggle } from './NavToggle.tsx';

const meta = preview.meta({
  title: 'Chrome/NavToggle',
  component: NavToggle,
  args: { items: navigation, currentPath: '/promotions', onOpenChange: fn() },
  decorators: [withRouterLinks, inBox('h-56 p-4')],
  parameters: { chromatic: { modes: allBrandModes }, docs: { story: ownFrame(320) } },
});

const menu = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('menu');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Open (held open for the picture): the config's navigation, the current page marked. */
export const Open = meta.story({
  args: { open: true },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const list = within(await menu(canvasElement));
    await expect(list.getByRole('menuitem', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
    await expect(list.getAllByRole('menuitem')).toHaveLength(3);
  },
});

/** Opened with a click and left alone: it closes itself after 3 s (§2, §9). */
export const ClosesAfterThreeSeconds = meta.story({
  parameters: { screenshot: false },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Navigation' });
    await userEvent.click(trigger);
    await menu(canvasElement);
    await userEvent.unhover(trigger);
    await wait(2_500);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'), { timeout: 1_500 });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
});

/** The pointer over the menu holds it open; leaving starts the 3 s again. */
export const StaysOpenWhileHovered = meta.story({
  args: { closeAfterMs: 600 },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Navigation' });
    await userEvent.click(trigger);
    const list = await menu(canvasElement);
    await userEvent.hover(list);
    await wait(1_000);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(list);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'), { timeout: 1_500 });
  },
});

/** Opened from the keyboard: never timed out, Escape closes it and focus returns. */
export const KeyboardIsNotTimedOut = meta.story({
  args: { closeAfterMs: 300 },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Navigation' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const list = within(await menu(canvasElement));
    await waitFor(() => expect(list.getByRole('menuitem', { name: 'Promotions' })).toHaveFocus());
    await wait(800);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});
