import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { allBrandModes } from '../../stories/modes.ts';
import { logoImages, withRouterLinks } from '../fixtures.tsx';
import { Logo } from './Logo.tsx';

const meta = preview.meta({
  title: 'Chrome/Logo',
  component: Logo,
  args: { casinoName: 'Lucky Lobby' },
  decorators: [withRouterLinks],
  parameters: { chromatic: { modes: allBrandModes } },
});

/** The brand's generated mark and the casino name, linking home. */
export const BrandMark = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Lucky Lobby' });
    await expect(link).toHaveAttribute('href', '/');
  },
});

/** Narrow headers: the mark alone; the name stays the link's accessible name. */
export const MarkOnly = meta.story({
  args: { markOnly: true, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Lucky Lobby' })).toBeVisible();
  },
});

/** A casino that configures its own logo: the light image in light theme, the dark one in dark theme. */
export const ConfiguredImage = meta.story({
  args: { images: logoImages },
  play: async ({ canvas }) => {
    // exactly one of the two images is shown (and so exposed) in either theme
    await expect(canvas.getAllByRole('img', { name: 'Lucky Lobby' })).toHaveLength(1);
  },
});

export const Playground = meta.story({ parameters: { screenshot: false } });
