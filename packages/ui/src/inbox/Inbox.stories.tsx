import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../stories/decorators.tsx';
import { Inbox, type InboxItem, type InboxProps } from './Inbox.tsx';

const AT = Date.UTC(2026, 10, 20, 15, 0);
const messages: InboxItem[] = [
  {
    id: '5000',
    subject: 'Welcome aboard!',
    body: '<p>Hi Victor, your account is ready. <a href="/promotions">See the promotions</a>.</p><img src="x" onerror="alert(1)">',
    at: AT,
    read: false,
  },
  {
    id: '5001',
    subject: 'Your weekend reload is here',
    body: '<p>Deposit this weekend for a <strong>75% reload</strong>.</p>',
    at: AT - 19 * 3_600_000,
    read: false,
  },
  {
    id: '5002',
    subject: 'Security notice',
    body: '<p>We will never ask for your password by e-mail.</p>',
    at: AT - 60 * 3_600_000,
    read: true,
  },
];

/** The inbox with its open message kept in state, as the page does. */
function Stateful(props: InboxProps) {
  const [openId, setOpenId] = useState<string | null>(props.openId);
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  return (
    <Inbox
      {...props}
      messages={props.messages.map((m) => (read.has(m.id) ? { ...m, read: true } : m))}
      openId={openId}
      onOpen={(id) => {
        setOpenId(id);
        setRead((current) => new Set(current).add(id));
        props.onOpen(id);
      }}
      onClose={() => {
        setOpenId(null);
        props.onClose();
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Engagement/Inbox',
  component: Inbox,
  args: {
    status: 'ready' as const,
    messages,
    openId: null,
    onOpen: fn(),
    onClose: fn(),
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [inBox('max-w-5xl p-4')],
});

const items = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-slot="inbox-item"]')];

/** Unread messages stand out; opening one shows its sanitised body and marks it read. */
export const List = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('2 unread messages')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Messages' });
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
    await expect(items(canvasElement).map((i) => i.dataset.read)).toEqual(['false', 'false', 'true']);
    await userEvent.click(within(list).getByRole('button', { name: /Welcome aboard!/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('5000');
    const message = await canvas.findByRole('article', { name: 'Welcome aboard!' });
    await waitFor(() =>
      expect(within(message).getByRole('link', { name: 'See the promotions' })).toBeVisible(),
    );
    // the image's handler did not survive the sanitiser
    await expect(message.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText('1 unread message')).toBeVisible();
    await expect(items(canvasElement)[0]).toHaveAttribute('aria-current', 'true');
  },
});

/** Phones show the open message in place of the list, with a way back. */
export const PhoneReading = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Your weekend reload is here/ }));
    await expect(await canvas.findByRole('article', { name: 'Your weekend reload is here' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Messages' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to messages' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('list', { name: 'Messages' })).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { status: 'loading', messages: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="inbox"]')).toHaveAttribute('aria-busy', 'true');
  },
});

export const Empty = meta.story({
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Your inbox is empty. New messages from the casino will show up here.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

export const LoadFailed = meta.story({
  args: { status: 'error', messages: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load your messages.");
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});
