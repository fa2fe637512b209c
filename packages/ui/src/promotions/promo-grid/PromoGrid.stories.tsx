import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { promoStoryClock, storyPromos } from '../stories/fixtures.ts';
import { PromoGrid } from './PromoGrid.tsx';

const meta = preview.meta({
  title: 'Promotions/PromoGrid',
  component: PromoGrid,
  args: { promos: storyPromos.slice(0, 3), currency: 'USD', now: promoStoryClock, eagerImages: 6 },
  parameters: { layout: 'fullscreen' },
  decorators: [inBox('p-4')],
});

/** Three promotions: the last row gets a filler tile beside the odd card. */
export const OddCount = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    // the countdowns arrive in a chunk of their own
    await expect(await canvas.findAllByRole('timer')).toHaveLength(3);
    const filler = canvasElement.querySelector('[data-slot="promo-filler"]');
    await expect(filler).toBeVisible();
    await expect(filler).toHaveAttribute('aria-hidden', 'true');
  },
});

/** Four promotions fill their rows: no filler. */
export const EvenCount = meta.story({
  args: { promos: storyPromos.slice(0, 4) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(await canvas.findAllByRole('timer')).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-slot="promo-filler"]')).toBeNull();
  },
});

/** On a phone, one card a row and no filler. */
export const Phone = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findAllByRole('timer')).toHaveLength(3);
    await expect(canvasElement.querySelector('[data-slot="promo-filler"]')).not.toBeVisible();
  },
});
