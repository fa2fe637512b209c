import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { StickyBanner } from './StickyBanner.tsx';

const meta = preview.meta({
  title: 'Promotions/StickyBanner',
  component: StickyBanner,
  args: {
    html: '<p><strong>New here?</strong> Sign up for a 200% welcome bonus. <a href="/promotions">See how</a></p>',
    onDismiss: fn(),
  },
  decorators: [inBox('w-[40rem] max-w-full')],
});

export const Default = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    const banner = canvas.getByRole('complementary', { name: 'Announcement' });
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="safe-html"]')).toHaveAttribute('data-state', 'ready'),
    );
    await expect(banner).toHaveTextContent('Sign up for a 200% welcome bonus.');
    await expect(canvas.getByRole('link', { name: 'See how' })).toHaveAttribute('href', '/promotions');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
});

/** The banner's HTML goes through the sanitiser like any other server HTML. */
export const HostileHtml = meta.story({
  args: {
    html: '<p>Welcome<img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=1">bonus</a></p>',
  },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="safe-html"]')).toHaveAttribute('data-state', 'ready'),
    );
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('complementary')).toHaveTextContent('Welcome');
    await expect((globalThis as { __xss?: unknown }).__xss).toBeUndefined();
  },
});
