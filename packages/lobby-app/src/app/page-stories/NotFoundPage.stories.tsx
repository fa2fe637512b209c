import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { bootLoaders, lobbyPage } from '#story-support';

/** The not-found page (§2, §8): any address the lobby has no route for. */
const meta = preview.meta({ title: 'Pages/Not found', tags: ['!autodocs'], ...lobbyPage('/no/such/page') });

export const NotFound = meta.story({
  name: 'An address the lobby has no route for: Lost in the Shuffle?',
  globals: { role: 'guest' },
  loaders: bootLoaders({}),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Lost in the Shuffle?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the lobby' })).toBeVisible();
  },
});
