import { promoHeroSlides } from '@lobby/domain';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import {
  monthlyPromo,
  noCountdownPromo,
  oneTimePromo,
  promoImage,
  weeklyPromo,
} from '../stories/fixtures.ts';
import { PromoHero } from './PromoHero.tsx';
import { PromoHeroSkeleton } from './PromoHeroSkeleton.tsx';

const player = { isGuest: false, signupPage: '/signup' };
const guest = { isGuest: true, signupPage: 'https://casino.example/signup/' };

const meta = preview.meta({
  title: 'Promotions/PromoHero',
  component: PromoHero,
  args: { slides: promoHeroSlides([weeklyPromo], player) },
  parameters: { layout: 'fullscreen' },
  decorators: [inBox('mx-auto max-w-7xl p-4')],
});

const hero = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="promo-hero"]');

/** One promotion: picture, title, text and its call to action; no carousel controls. */
export const OneSlide = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Weekend Reload' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Claim now' })).toHaveAttribute('href', '/cashier/');
    await expect(canvas.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    await expect(hero(canvasElement)).toHaveAttribute('data-count', '1');
  },
});

/** Three promotions take turns; the pause button stops them, and the arrows and dots move by hand. */
export const SeveralSlides = meta.story({
  args: { slides: promoHeroSlides([weeklyPromo, oneTimePromo, monthlyPromo, noCountdownPromo], player) },
  play: async ({ canvas, canvasElement }) => {
    const root = hero(canvasElement);
    await expect(root).toHaveAttribute('data-count', '3');
    await expect(root).toHaveAttribute('aria-roledescription', 'carousel');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show promotion 2' }));
    const track = canvasElement.querySelector('[data-slot="promo-hero-track"]');
    await expect(track).toHaveAttribute('data-index', '1');
    // only the slide on screen can be reached
    await expect(canvas.getByRole('link', { name: 'Play now' })).toHaveAttribute('data-track', 'launch');
    await expect(canvas.queryByRole('link', { name: 'Claim now' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous promotion' }));
    await expect(track).toHaveAttribute('data-index', '0');
    await userEvent.unhover(root as HTMLElement);
    await expect(root).toHaveAttribute('data-playing', 'false');
  },
});

/** Left alone, the slides move by themselves. */
export const Autoplay = meta.story({
  args: { slides: promoHeroSlides([weeklyPromo, oneTimePromo], player), autoplayMs: 300, speedMs: 0 },
  // it never holds still, so it has no picture to compare
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const track = canvasElement.querySelector('[data-slot="promo-hero-track"]');
    await waitFor(() => expect(track).toHaveAttribute('data-index', '1'), { timeout: 2000 });
  },
});

/** A guest sees the casino's sign-up page where the promotion has no call to action of its own. */
export const GuestSignUp = meta.story({
  args: { slides: promoHeroSlides([{ ...weeklyPromo, ctaLink: null, ctaText: '' }], guest) },
  play: async ({ canvas }) => {
    const cta = canvas.getByRole('link', { name: 'Sign Up' });
    await expect(cta).toHaveAttribute('href', 'https://casino.example/signup/');
    await expect(cta).toHaveAttribute('data-kind', 'signup');
  },
});

/** The room the hero keeps while the promotions are on their way. */
export const Loading = meta.story({
  render: () => <PromoHeroSkeleton />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Featured promotions' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
});

const longTitle = 'Mega Weekend Reload Extravaganza: 200% Match Bonus up to $5,000 plus 100 Free Spins';
const longText =
  '<p>Deposit any time from Friday to Sunday and get a <strong>200% match</strong> on every deposit, plus 100 free spins on the newest releases, plus entry into the weekend prize draw with cash prizes.</p>';

/** Long titles and texts are cut to a few lines, so the hero keeps its height. */
export const LongTitles = meta.story({
  args: {
    slides: promoHeroSlides(
      [
        {
          ...weeklyPromo,
          title: longTitle,
          text: longText,
          image: promoImage('Mega'),
          ctaText: 'Claim my mega bonus now',
        },
      ],
      player,
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: longTitle });
    // the title is clamped: its box is shorter than its text
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
    await expect(canvas.getByRole('link', { name: 'Claim my mega bonus now' })).toBeVisible();
    await expect(hero(canvasElement)?.getBoundingClientRect().height).toBeLessThan(450);
  },
});

/** On a phone: the picture over the text, the controls in the picture's corner. */
export const Phone = meta.story({
  ...SeveralSlides.input,
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Weekend Reload' })).toBeVisible();
    // the arrows are hidden below 800 px; the dots and the pause button stay
    await expect(canvas.queryByRole('button', { name: 'Next promotion' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show promotion 3' })).toBeVisible();
    // held still for its picture
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  },
});
