import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  bootLoaders,
  FIRST_PAINT,
  framedPageShown,
  holdPromoHeroStill,
  lobbyPage,
  loginPromptShown,
  pageTitleShown,
  seenAs,
} from '#story-support';

/**
 * `/live-dealer` (§2): the live tables in a frame, outside fusion, for players (a guest logs in first); in
 * fusion the address shows the live-dealer category.
 */
const meta = preview.meta({ title: 'Pages/Live dealer', tags: ['!autodocs'], ...lobbyPage('/live-dealer') });

export const LiveDealer = meta.story({
  name: 'Live tables, RTG player',
  globals: { brand: 'c4', variant: 'rtg', role: 'vip' },
  loaders: bootLoaders({}),
  play: ({ canvasElement }) => framedPageShown(canvasElement, 'Live Dealer'),
});

export const LiveDealerOnPhone = meta.story({
  name: 'Live tables on a phone, RTG player',
  ...seenAs('rtg', 'player', 'phone375'),
  play: ({ canvasElement }) => framedPageShown(canvasElement, 'Live Dealer', FIRST_PAINT),
});

export const LiveDealerFails = meta.story({
  name: 'The live tables could not be opened',
  globals: { variant: 'rtg', role: 'vip' },
  loaders: bootLoaders({ faults: { getlivedealer: '500' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The live tables could not be opened');
  },
});

export const FunMoneyPlayer = meta.story({
  name: 'Live tables, fun money player',
  ...seenAs('fun', 'player'),
  play: ({ canvasElement }) => framedPageShown(canvasElement, 'Live Dealer', FIRST_PAINT),
});

export const GuestAskedToLogIn = meta.story({
  name: 'Guest: asked to log in, returning here',
  ...seenAs('rtg', 'guest'),
  play: async ({ canvasElement }) => {
    // the prompt opens over the home page
    await holdPromoHeroStill(canvasElement);
    await loginPromptShown();
  },
});

export const FusionShowsTheCategory = meta.story({
  name: 'Fusion: the live-dealer category instead',
  ...seenAs('fusion', 'player'),
  play: async ({ canvasElement }) => {
    await pageTitleShown(canvasElement, 'Live Dealer');
    // a game list, not a frame
    await waitFor(
      () => expect(canvasElement.querySelector('main [data-slot="game-tile"]')).not.toBeNull(),
      FIRST_PAINT,
    );
    await expect(canvasElement.querySelector('iframe[title="Live Dealer"]')).toBeNull();
  },
});
