import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { bootWith, LOBBY_PAGE } from '../story-support.tsx';

/** The not-found page (§2, §8): any address the lobby has no route for. */
const meta = preview.meta({
  title: 'Pages/Not found',
  ...LOBBY_PAGE,
  args: { path: '/no/such/page' },
});

export const NotFound = meta.story({
  name: 'Lost in the Shuffle?',
  globals: { role: 'guest' },
  loaders: [bootWith({})],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Lost in the Shuffle?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the lobby' })).toBeVisible();
  },
});
