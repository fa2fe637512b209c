import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { StickyBanner } from '../sticky-banner/StickyBanner.tsx';
import { festivalBlock, promoStoryClock, raceBlock, storyPromos } from '../stories/fixtures.ts';
import { PromotionsSection } from './PromotionsSection.tsx';
import { PromotionsView } from './PromotionsView.tsx';

const meta = preview.meta({
  title: 'Promotions/PromotionsView',
  component: PromotionsView,
  args: {
    status: 'ready' as const,
    regular: storyPromos,
    custom: [festivalBlock],
    currency: 'USD' as const,
    onRetry: fn(),
    now: promoStoryClock,
    autoplayMs: 0,
  },
  parameters: { layout: 'fullscreen' },
});

/** One custom block above five regular promotions (odd: a filler tile closes the grid). */
export const OneCustomBlock = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    // the custom blocks load on demand: wait for the frame and for it to take its content's height
    await waitFor(() => expect(canvasElement.querySelector('iframe')).toHaveAttribute('data-sized', 'true'), {
      timeout: 5000,
    });
    await expect(canvasElement.querySelectorAll('iframe')).toHaveLength(1);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvasElement.querySelector('[data-slot="promo-filler"]')).not.toBeNull();
    await expect(await canvas.findAllByRole('timer')).toHaveLength(4);
  },
});

/** Several custom blocks become a carousel; the sticky banner sits under the title. */
export const CarouselAndBanner = meta.story({
  args: {
    custom: [festivalBlock, raceBlock],
    regular: storyPromos.slice(0, 2),
    banner: (
      <StickyBanner
        html="<p><strong>New here?</strong> Sign up for a 200% welcome bonus.</p>"
        onDismiss={() => undefined}
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Featured promotions' }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(
      () => {
        for (const frame of canvasElement.querySelectorAll('iframe'))
          expect(frame).toHaveAttribute('data-sized', 'true');
      },
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('complementary', { name: 'Announcement' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
});

export const Loading = meta.story({
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="promotions-view"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvasElement.querySelector('[data-slot="promotions-skeleton"]')).not.toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
});

/** A failed load says so and offers to try again (the old lobby only logged it). */
export const LoadFailed = meta.story({
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load the promotions.");
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

/** Nothing to show (when the configured promotions page cannot be reached instead). */
export const Empty = meta.story({
  args: { regular: [], custom: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no promotions right now. Check back soon.')).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { custom: [festivalBlock, raceBlock] },
  play: async ({ canvas }) => {
    // the custom blocks load on demand, as in the stories above: the same room for them to arrive
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5), { timeout: 5000 });
    await canvas.findByRole('region', { name: 'Featured promotions' }, { timeout: 5000 });
    await expect(canvas.queryByRole('button', { name: 'Previous promotion' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show promotion 2' })).toBeVisible();
  },
});

/** The home section: regular promotions only, at most four, and 'View All'. */
export const HomeSection = meta.story({
  render: (args) => (
    <div className="p-4">
      <PromotionsSection
        id="promotions"
        title="Promotions"
        status={args.status}
        promos={args.regular}
        currency={args.currency}
        onRetry={args.onRetry}
        now={promoStoryClock}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Promotions' });
    await expect(section).toHaveAttribute('data-section', 'promotions');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(await canvas.findAllByRole('timer')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/promotions');
  },
});

/** The home section hides itself when there are no promotions. */
export const HomeSectionHiddenWhenEmpty = meta.story({
  args: { regular: [] },
  parameters: { screenshot: false },
  render: HomeSection.input.render,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Promotions' })).toBeNull();
  },
});

export const HomeSectionLoadFailed = meta.story({
  args: { status: 'error' },
  render: HomeSection.input.render,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});
