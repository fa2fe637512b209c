import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ownFrame } from '../../stories/docs.ts';
import { allBrandModes } from '../../stories/modes.ts';
import { Button } from '../button/Button.tsx';
import {
  NOTIFICATION_DURATION_MS,
  Notification,
  NotificationAction,
  NotificationProvider,
  NotificationViewport,
  notificationKinds,
} from './Notification.tsx';

const meta = preview.meta({
  title: 'Primitives/Notification',
  component: Notification,
  // open and controlled, so the timer's close request is recorded but the notice stays for the picture
  args: {
    kind: 'win' as const,
    title: 'You won $120!',
    description: 'Nice spin on Golden Reels.',
    open: true,
    onOpenChange: fn(),
  },
  argTypes: { kind: { control: 'select', options: notificationKinds } },
  decorators: [
    (Story) => (
      <NotificationProvider>
        <Story />
        <NotificationViewport />
      </NotificationProvider>
    ),
  ],
  parameters: { chromatic: { modes: allBrandModes }, screenshot: 'viewport', docs: { story: ownFrame(240) } },
});

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Win = meta.story({
  play: async ({ canvasElement }) => {
    const region = await body(canvasElement).findByRole('region', { name: /Notifications/ });
    // in the Storybook UI the notice comes in with a fade: wait for it to be on screen
    await waitFor(() => expect(within(region).getByText('You won $120!')).toBeVisible());
    await expect(within(region).getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
});

export const Lose = meta.story({
  args: { kind: 'lose', title: 'No luck this time', description: 'The next spin could be the one.' },
});

export const LowBalance = meta.story({
  args: {
    kind: 'lowbalance',
    title: 'Your balance is low',
    description: 'Top up to keep playing.',
    action: (
      <NotificationAction altText="Open the cashier from the menu to deposit">
        <Button size="sm">Deposit</Button>
      </NotificationAction>
    ),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(body(canvasElement).getByRole('button', { name: 'Deposit' })).toBeVisible());
  },
});

export const FavoriteAdd = meta.story({
  args: { kind: 'favorite_add', title: 'Added to favourites', description: 'Golden Reels is in your list.' },
});

export const TitleOnly = meta.story({ args: { kind: 'win', title: 'You won $5!', description: undefined } });

/** The dismiss button closes it at once. */
export const Dismiss = meta.story({
  args: { open: undefined, defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(page.queryByText('You won $120!')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
  parameters: { screenshot: false },
});

/**
 * It closes itself. The real default is 7.2 s (NOTIFICATION_DURATION_MS); this story shortens it so the
 * test does not wait that long.
 */
export const AutoDismiss = meta.story({
  args: { open: undefined, defaultOpen: true, duration: 300 },
  play: async ({ args, canvasElement }) => {
    await expect(NOTIFICATION_DURATION_MS).toBe(7200);
    const page = body(canvasElement);
    await waitFor(() => expect(page.getByText('You won $120!')).toBeVisible());
    await waitFor(() => expect(page.queryByText('You won $120!')).toBeNull(), { timeout: 3000 });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
  parameters: { screenshot: false },
});

export const Playground = meta.story({ parameters: { screenshot: false } });
