import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { bootWith, FIRST_PAINT, loadFailedShown, lobbyPage, pageTitleShown } from '#story-support';
import type { DemoSettings } from '../../../demo-casino/index.ts';
import { forgetBannerDismissal } from '../../features/promotions/StickyBannerHost.tsx';
import { forgetHeaderWidgets } from '../../features/widgets/HeaderWidgetsHost.tsx';

/** The promotions page and the home section, booted on the demo casino as in production, clock pinned. */
const meta = preview.meta({ title: 'Pages/Promotions', tags: ['!autodocs'], ...lobbyPage('/promotions') });

const boot = (settings: Partial<DemoSettings>, chromeExtras = false) =>
  bootWith(settings, { chromeExtras }, () => {
    forgetBannerDismissal();
    forgetHeaderWidgets();
  });

/** Every frame has reported its height, so the picture holds still. */
async function framesSettled(root: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      const frames = root.querySelectorAll('iframe');
      expect(frames.length).toBeGreaterThan(0);
      for (const frame of frames) expect(frame).toHaveAttribute('data-sized', 'true');
    },
    { timeout: 10_000 },
  );
}

/** A guest: the casino's banner and header widgets, two custom blocks in a carousel, five regular promotions. */
export const GuestPromotions = meta.story({
  name: 'Guest: banner, custom blocks in a carousel and the promotions (casino 4)',
  loaders: [boot({ profile: 'guest', casinoId: 4 }, true)],
  play: async ({ canvas, canvasElement }) => {
    await pageTitleShown(canvasElement, 'Promotions');
    const widgets = await canvas.findByRole('list', { name: 'Casino widgets' }, FIRST_PAINT);
    await waitFor(() => expect(widgets.querySelectorAll('[data-state="ready"]')).toHaveLength(3));
    const carousel = await canvas.findByRole('region', { name: 'Featured promotions' }, FIRST_PAINT);
    await framesSettled(canvasElement);
    // hold the slideshow still for the picture
    await userEvent.click(within(carousel).getByRole('button', { name: 'Pause slideshow' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    await expect(await canvas.findByRole('complementary', { name: 'Announcement' })).toHaveTextContent(
      'Sign up for a 200% welcome bonus.',
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByText('Min. deposit $25')).toBeInTheDocument();
  },
});

/** A player of casino 85 plays in euros: the minimum-deposit bars follow. The banner is for guests. */
export const PlayerInEuros = meta.story({
  name: 'Player of casino 85: minimum deposits in euros, no banner',
  loaders: [boot({ profile: 'vip', casinoId: 85, promos: 'all' })],
  play: async ({ canvas, canvasElement }) => {
    await pageTitleShown(canvasElement, 'Promotions');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5), FIRST_PAINT);
    await expect(canvas.getByText(/Min\. deposit €\s?25|Min\. deposit 25\s?€/)).toBeInTheDocument();
    await expect(canvas.queryByRole('complementary', { name: 'Announcement' })).toBeNull();
    const pause = await canvas.findByRole('button', { name: 'Pause slideshow' }, FIRST_PAINT);
    await framesSettled(canvasElement);
    await userEvent.click(pause);
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** One custom block stands alone; the demo block shows that its script could not reach the lobby. */
export const OneCustomBlock = meta.story({
  name: 'One custom block alone, its script unable to reach the lobby',
  loaders: [boot({ profile: 'guest', promos: 'one' })],
  play: async ({ canvas, canvasElement }) => {
    await pageTitleShown(canvasElement, 'Promotions');
    const alone = await canvas.findByRole('region', { name: 'Featured promotion' }, FIRST_PAINT);
    await framesSettled(canvasElement);
    await expect(within(alone).getByTitle('Featured promotion')).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(canvas.queryByRole('button', { name: 'Next promotion' })).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
});

/** The call fails: a clear message and a way to try again, instead of an empty page. */
export const LoadFailed = meta.story({
  name: 'The promotions could not be loaded: a way to try again',
  loaders: [boot({ profile: 'guest', faults: { getpromos: '500' } })],
  play: ({ canvasElement }) => loadFailedShown(canvasElement, "We couldn't load the promotions."),
});

/** The banner can be put away. */
export const BannerDismissed = meta.story({
  name: 'The banner put away',
  loaders: [boot({ profile: 'guest', promos: 'one' }, true)],
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('complementary', { name: 'Announcement' }, FIRST_PAINT);
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('complementary', { name: 'Announcement' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promotions' })).toHaveFocus();
  },
});

/** The home page's section: regular promotions only (no custom frames), and 'View All'. */
export const HomeSection = meta.story({
  name: "The home page's section: regular promotions and View All",
  args: { path: '/' },
  loaders: [boot({ profile: 'guest', casinoId: 4 })],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement);
    const section = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('section[data-section="promotions"]');
      expect(found?.querySelectorAll('[data-slot="promo-card"]')).toHaveLength(4);
      return found as HTMLElement;
    }, FIRST_PAINT);
    await expect(within(section).getByRole('heading', { level: 2, name: 'Promotions' })).toBeInTheDocument();
    await expect(within(section).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    await expect(section.querySelector('iframe')).toBeNull();
    await expect(body.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
  },
});

export const Phone = meta.story({
  name: 'Guest on a phone (casino 14)',
  globals: { viewport: { value: 'phone375' } },
  loaders: [boot({ profile: 'guest', casinoId: 14 })],
  play: async ({ canvas, canvasElement }) => {
    await pageTitleShown(canvasElement, 'Promotions');
    const carousel = await canvas.findByRole('region', { name: 'Featured promotions' }, FIRST_PAINT);
    await framesSettled(canvasElement);
    await userEvent.click(within(carousel).getByRole('button', { name: 'Pause slideshow' }));
    (document.activeElement as HTMLElement | null)?.blur();
    // no arrows below 800 px; the dots remain
    await expect(within(carousel).queryByRole('button', { name: 'Next promotion' })).toBeNull();
    await expect(within(carousel).getByRole('button', { name: 'Show promotion 2' })).toBeVisible();
  },
});
