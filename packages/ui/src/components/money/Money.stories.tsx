import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Money } from './Money.tsx';

const meta = preview.meta({
  title: 'Primitives/Money',
  component: Money,
  args: { amount: 1234.5, currency: 'USD', locale: 'en' },
  argTypes: { decimals: { control: 'boolean' } },
});

export const WithDecimals = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234.50')).toBeVisible();
  },
});

/** Prize pools and quick-deposit amounts: whole units (spec §9). */
export const NoDecimals = meta.story({
  args: { decimals: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,235')).toBeVisible();
  },
});

export const Euro = meta.story({
  args: { amount: 5, currency: 'EUR', locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^5,00\s€$/)).toBeVisible();
  },
});

export const LargeNoDecimals = meta.story({
  args: { amount: 2500000, currency: 'EUR', locale: 'fr', decimals: false, className: 'text-2xl font-bold' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.replace(/\s/g, ' ')).toContain('2 500 000 €');
  },
});

/** Unknown balance: a dash for the eye, words for the ear. */
export const Missing = meta.story({
  args: { amount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Not available')).toBeInTheDocument();
  },
});

/** Without a locale prop it follows the interface language; the missing label is translated too. */
export const FollowsInterfaceLanguage = meta.story({
  args: { amount: 1234.5, currency: 'USD', locale: undefined },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^1\.234,50\s\$$/)).toBeVisible();
  },
});

export const MissingInSpanish = meta.story({
  args: { amount: undefined },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No disponible')).toBeInTheDocument();
  },
});

export const Playground = meta.story({ parameters: { screenshot: false } });
