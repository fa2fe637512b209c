import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money } from './Money.tsx';

const meta = {
  title: 'Primitives/Money',
  component: Money,
  args: { amount: 1234.5, currency: 'USD', locale: 'en' },
  argTypes: { decimals: { control: 'boolean' } },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDecimals: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234.50')).toBeVisible();
  },
};

/** Prize pools and quick-deposit amounts: whole units (spec §9). */
export const NoDecimals: Story = {
  args: { decimals: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,235')).toBeVisible();
  },
};

export const Euro: Story = {
  args: { amount: 5, currency: 'EUR', locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^5,00\s€$/)).toBeVisible();
  },
};

export const LargeNoDecimals: Story = {
  args: { amount: 2500000, currency: 'EUR', locale: 'fr', decimals: false, className: 'text-2xl font-bold' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.replace(/\s/g, ' ')).toContain('2 500 000 €');
  },
};

/** Unknown balance: a dash for the eye, words for the ear. */
export const Missing: Story = {
  args: { amount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Not available')).toBeInTheDocument();
  },
};

/** Without a locale prop it follows the interface language; the missing label is translated too. */
export const FollowsInterfaceLanguage: Story = {
  args: { amount: 1234.5, currency: 'USD', locale: undefined },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^1\.234,50\s\$$/)).toBeVisible();
  },
};

export const MissingInSpanish: Story = {
  args: { amount: undefined },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No disponible')).toBeInTheDocument();
  },
};

export const Playground: Story = { parameters: { screenshot: false } };
