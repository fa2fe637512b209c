import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { allBrandModes } from '../../stories/modes.ts';
import { Footer } from './Footer.tsx';

const meta = preview.meta({
  title: 'Chrome/Footer',
  component: Footer,
  args: {
    casinoName: 'Lucky Lobby',
    year: 2026,
    termsHref: '/terms-and-conditions/',
    privacyHref: '/privacy-policy/',
  },
  parameters: { chromatic: { modes: allBrandModes }, layout: 'fullscreen' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2026 Lucky Lobby. All rights reserved.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions/',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy/',
    );
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
  },
});

export const OnPhone = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
});

/** The button as it shows once the page is scrolled far enough (fixed at the bottom right). */
export const BackToTopVisible = meta.story({
  args: { backToTopVisible: true },
  decorators: [inBox('flex min-h-dvh flex-col justify-end')],
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back to top' })).toBeVisible();
  },
});

/** The real rule: hidden until scrolled beyond two window heights (checked 200 ms after scrolling stops). */
export const BackToTopOnScroll = meta.story({
  args: { topTargetId: 'page-top' },
  decorators: [
    (Story) => (
      <div>
        <h1 id="page-top" tabIndex={-1} className="m-0 h-[400vh] p-4">
          A long page
        </h1>
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    try {
      window.scrollTo({ top: window.innerHeight * 2, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 400));
      // exactly two heights is not beyond
      await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
      window.scrollTo({ top: window.innerHeight * 2 + 50, behavior: 'instant' });
      // debounced: not at once…
      await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
      // …but once the scrolling has paused
      const button = await canvas.findByRole('button', { name: 'Back to top' });
      await userEvent.click(button);
      await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
      await expect(canvas.getByRole('heading', { name: 'A long page' })).toHaveFocus();
      await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
    } finally {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  },
});
