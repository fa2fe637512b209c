import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { EmptyListNote, OfflineFavouritesNote } from './ListNotes.tsx';

const meta = preview.meta({
  title: 'Catalogue/ListNotes',
  component: EmptyListNote,
  decorators: [inBox('w-[24rem]')],
});

/** A category, theme or provider list with no game at all. */
export const EmptyList = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no games here yet.')).toBeVisible();
  },
});

/** The favourites list of a player whose first name is known greets them by it (§2). */
export const NoFavouritesNamed = meta.story({
  args: { favourites: true, firstName: 'Alex' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Alex, you have no favorite games yet\./)).toBeVisible();
  },
});

/** Without a first name the same words, without the greeting. */
export const NoFavourites = meta.story({
  args: { favourites: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^You have no favorite games yet\./)).toBeVisible();
  },
});

/** Above the favourites list of the player saved on this device while the lobby is offline. */
export const OfflineFavourites = meta.story({
  render: () => <OfflineFavouritesNote />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(/You are offline: these are your favorites/);
  },
});
