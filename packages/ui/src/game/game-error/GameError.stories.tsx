import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { GameError } from './GameError.tsx';

const meta = preview.meta({
  title: 'Game/GameError',
  component: GameError,
  args: {
    kind: 'mobile_only' as const,
    gameName: 'Cash Bandits 3',
    backHref: '/category/online-slots',
    onLogIn: fn(),
    onRetry: fn(),
  },
  decorators: [inBox('w-[30rem] max-w-full')],
});

/** mobile_only: the spec's message and a way back. */
export const MobileOnly = meta.story({
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Mobile only' })).toBeVisible();
    await expect(alert).toHaveTextContent('We are sorry, this game is available for mobile devices only');
    await expect(within(alert).getByRole('link', { name: 'Go back' })).toHaveAttribute(
      'href',
      '/category/online-slots',
    );
  },
});

/** auth_required: the login-required message and a Log In button. */
export const AuthRequired = meta.story({
  args: { kind: 'auth_required' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(
      within(alert).getByRole('heading', { name: "Don't miss out! Log in now to play Cash Bandits 3" }),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Log In' }));
    await expect(args.onLogIn).toHaveBeenCalledTimes(1);
  },
});

/** A game locked for real money: the app sends the player home. */
export const Locked = meta.story({
  args: { kind: 'locked', backHref: '/' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'This game is locked' })).toBeVisible();
    await expect(within(alert).getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  },
});

/** Any other launch failure: try again, or go back. */
export const Generic = meta.story({
  args: { kind: 'generic' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(
      within(alert).getByRole('heading', { name: "We couldn't start Cash Bandits 3" }),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(within(alert).getByRole('link', { name: 'Go back' })).toBeVisible();
  },
});

/** A phone: the buttons take the full width. */
export const Phone = meta.story({
  args: { kind: 'generic' },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  decorators: [inBox('w-[21rem]')],
});
