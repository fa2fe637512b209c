import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { bootWith, FIRST_PAINT, gameLoaderGone, holdPromoHeroStill, LOBBY_PAGE } from '../story-support.tsx';

/**
 * `/live-dealer` (§2): the live tables in a frame, outside fusion, for players (a guest logs in first); in
 * fusion the address shows the live-dealer category.
 */
const meta = preview.meta({
  title: 'Pages/Live dealer',
  ...LOBBY_PAGE,
  args: { path: '/live-dealer' },
});

export const LiveDealer = meta.story({
  name: 'Live tables, RTG player',
  globals: { brand: 'c4', variant: 'rtg', role: 'vip' },
  loaders: [bootWith({})],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Live Dealer' })).toBeVisible();
    await gameLoaderGone(canvasElement);
  },
});

export const LiveDealerFails = meta.story({
  name: 'The live tables could not be opened',
  globals: { variant: 'rtg', role: 'vip' },
  loaders: [bootWith({ faults: { getlivedealer: '500' } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The live tables could not be opened');
  },
});

export const FunMoneyPlayer = meta.story({
  name: 'Live tables, fun money player',
  globals: { variant: 'fun', role: 'player' },
  loaders: [bootWith({})],
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Live Dealer' }, FIRST_PAINT),
    ).toBeVisible();
    await gameLoaderGone(canvasElement);
  },
});

export const GuestAskedToLogIn = meta.story({
  name: 'Guest: asked to log in, returning here',
  globals: { variant: 'rtg', role: 'guest' },
  loaders: [bootWith({})],
  play: async ({ canvasElement }) => {
    // the prompt opens over the home page
    await holdPromoHeroStill(canvasElement);
    const prompt = await within(document.body).findByRole(
      'dialog',
      { name: 'Log in to continue' },
      FIRST_PAINT,
    );
    // in the Storybook UI it fades in from opacity 0
    await waitFor(() => expect(prompt).toBeVisible());
  },
});

export const FusionShowsTheCategory = meta.story({
  name: 'Fusion: the live-dealer category instead',
  globals: { variant: 'fusion', role: 'player' },
  loaders: [bootWith({})],
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Live Dealer' }, FIRST_PAINT),
    ).toBeVisible();
    // a game list, not a frame
    await waitFor(
      () => expect(canvasElement.querySelector('main [data-slot="game-tile"]')).not.toBeNull(),
      FIRST_PAINT,
    );
    await expect(canvasElement.querySelector('iframe[title="Live Dealer"]')).toBeNull();
  },
});
