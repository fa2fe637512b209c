import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { bootWith, FIRST_PAINT, loadFailedShown, lobbyPage, pageTitleShown } from '#story-support';
import type { DemoSettings } from '../../../demo-casino/index.ts';
import { MESSAGE_CACHE_KEY } from '../../api/index.ts';

/** The inbox page, booted on the demo casino as in production. */
const meta = preview.meta({
  title: 'Pages/Inbox',
  tags: ['!autodocs'],
  ...lobbyPage('/dashboard/messagecenter'),
});

// every story asks the server: nothing left in the 15-minute cache from the one before
const boot = (settings: Partial<DemoSettings>) =>
  bootWith(settings, {}, () => sessionStorage.removeItem(MESSAGE_CACHE_KEY));

/**
 * A player's seven messages; opening one shows its body. Where the unread summary shows (not on a phone,
 * where it folds away), it says three unread, and opening one lowers it and the header's count.
 */
const sevenMessages =
  ({ unread }: { unread: boolean }) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await pageTitleShown(canvasElement, 'Inbox');
    const list = await canvas.findByRole('list', { name: 'Messages' }, FIRST_PAINT);
    await expect(within(list).getAllByRole('button')).toHaveLength(7);
    if (unread) await expect(canvas.getByText('3 unread messages')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: /Your weekend reload is here/ }));
    const message = await canvas.findByRole('article', { name: 'Your weekend reload is here' });
    await expect(message).toHaveTextContent('Deposit this weekend for a 75% reload.');
    if (!unread) return;
    await expect(canvas.getByText('2 unread messages')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Inbox, 2 unread messages' })).toBeInTheDocument(),
    );
  };

export const PlayerInbox = meta.story({
  name: 'Seven messages, three unread; opening one lowers the count',
  loaders: [boot({ profile: 'vip' })],
  play: sevenMessages({ unread: true }),
});

export const PlayerInboxOnPhone = meta.story({
  name: 'Seven messages on a phone, one opened',
  globals: { viewport: { value: 'phone375', isRotated: false } },
  loaders: [boot({ profile: 'vip' })],
  play: sevenMessages({ unread: false }),
});

/** The inbox cannot be loaded: a clear message and a way to try again. */
export const LoadFailed = meta.story({
  name: 'The inbox could not be loaded: a way to try again',
  loaders: [boot({ profile: 'vip', faults: { getmessages: '500' } })],
  play: ({ canvasElement }) => loadFailedShown(canvasElement, "We couldn't load your messages."),
});

/** A guest is asked to log in. */
export const Guest = meta.story({
  name: 'Guest: asked to log in',
  loaders: [boot({ profile: 'guest' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Log in to read your messages.', {}, FIRST_PAINT)).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Log In' }).at(-1) as HTMLElement);
    const prompt = await within(document.body).findByRole(
      'dialog',
      { name: 'Log in to continue' },
      FIRST_PAINT,
    );
    // in the Storybook UI a dialog fades in from opacity 0: wait until it is on screen
    await waitFor(() => expect(prompt).toBeVisible());
  },
});
