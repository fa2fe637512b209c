import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../stories/decorators.tsx';
import {
  TournamentsEmpty,
  TournamentsError,
  TournamentsGuestNotice,
  TournamentsLoading,
} from './TournamentStates.tsx';

/** The states around the tournaments content, side by side in one story set. */
function TournamentsState({
  state,
  onRetry,
  onLogIn,
}: {
  state: 'loading' | 'error' | 'empty' | 'guest' | 'guest-without-signup';
  onRetry: () => void;
  onLogIn: () => void;
}) {
  const [retrying, setRetrying] = useState(false);
  switch (state) {
    case 'loading':
      return <TournamentsLoading />;
    case 'error':
      return (
        <TournamentsError
          retrying={retrying}
          onRetry={() => {
            onRetry();
            setRetrying(true);
          }}
        />
      );
    case 'empty':
      return <TournamentsEmpty />;
    case 'guest':
      return <TournamentsGuestNotice signupHref="/signup" onLogIn={onLogIn} />;
    case 'guest-without-signup':
      return <TournamentsGuestNotice signupHref={null} onLogIn={onLogIn} />;
  }
}

// what the docs page says of it: the component shown is this file's own wiring, whose comment is not read there
const about =
  'What the tournaments pages show around their content: loading, a failed load, nothing to show, and the guest notice. Implements the guest notice of §2 Tournaments pages and §8.';

const meta = preview.meta({
  title: 'Tournaments/States',
  component: TournamentsState,
  args: { state: 'loading' as const, onRetry: fn(), onLogIn: fn() },
  decorators: [inBox('w-[52rem] max-w-full')],
  parameters: { docs: { description: { component: about } } },
});

export const Loading = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading tournaments' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
});

/** A failed call: a clear message and a retry that shows it is working and cannot be pressed twice. */
export const LoadFailed = meta.story({
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load the tournaments.");
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(retry).toHaveAttribute('aria-busy', 'true');
  },
});

export const Empty = meta.story({
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no tournaments right now.')).toBeVisible();
  },
});

/** The guest notice (§8): login-required text, a sign-up link and a Log In button. */
export const GuestNotice = meta.story({
  args: { state: 'guest' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Log in to join tournaments' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(args.onLogIn).toHaveBeenCalledTimes(1);
  },
});

/** A casino without a sign-up page: the notice leaves the link out. */
export const GuestNoticeWithoutSignup = meta.story({
  args: { state: 'guest-without-signup' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Sign Up' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
  },
});

export const GuestNoticeOnPhone = meta.story({
  args: { state: 'guest' },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
  },
});
