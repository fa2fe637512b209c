import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allBrandModes } from '../../stories/modes.ts';
import { logoImages, withRouterLinks } from '../fixtures.tsx';
import { Logo } from './Logo.tsx';

const meta = {
  title: 'Chrome/Logo',
  component: Logo,
  args: { casinoName: 'Lucky Lobby' },
  decorators: [withRouterLinks],
  parameters: { chromatic: { modes: allBrandModes } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's generated mark and the casino name, linking home. */
export const BrandMark: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Lucky Lobby' });
    await expect(link).toHaveAttribute('href', '/');
  },
};

/** Narrow headers: the mark alone; the name stays the link's accessible name. */
export const MarkOnly: Story = {
  args: { markOnly: true, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Lucky Lobby' })).toBeVisible();
  },
};

/** A casino that configures its own logo: the light image in light theme, the dark one in dark theme. */
export const ConfiguredImage: Story = {
  args: { images: logoImages },
  play: async ({ canvas }) => {
    // exactly one of the two images is shown (and so exposed) in either theme
    await expect(canvas.getAllByRole('img', { name: 'Lucky Lobby' })).toHaveLength(1);
  },
};

export const Playground: Story = { parameters: { screenshot: false } };
