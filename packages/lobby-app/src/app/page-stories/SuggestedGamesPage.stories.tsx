import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  bootLoaders,
  gameListPlay,
  holdPromoHeroStill,
  homeRowsShown,
  lobbyPage,
  seenAs,
  seenByAGuest,
} from '#story-support';

/** `/suggested-games` (§2): the games the casino suggests to a player; guests are sent home. */
const meta = preview.meta({
  title: 'Pages/Suggested games',
  tags: ['!autodocs'],
  ...lobbyPage('/suggested-games'),
});

export const FusionPlayer = meta.story({
  name: 'Suggested games, fusion player',
  ...seenAs('fusion', 'player'),
  play: gameListPlay('Suggested Games'),
});

export const RtgVip = meta.story({
  name: 'Suggested games, RTG VIP',
  ...seenAs('rtg', 'vip'),
  play: gameListPlay('Suggested Games'),
});

export const FunMoneyPlayer = meta.story({
  name: 'Suggested games, fun money player',
  ...seenAs('fun', 'player'),
  play: gameListPlay('Suggested Games'),
});

export const GuestGoesHome = meta.story({
  name: 'Guest: sent to the home page',
  globals: { role: 'guest' },
  loaders: bootLoaders({}),
  play: async ({ canvas, canvasElement }) => {
    // the home page's rows, not a list titled Suggested Games
    await homeRowsShown(canvasElement);
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Suggested Games' })).toBeNull();
    await seenByAGuest(canvasElement);
    await holdPromoHeroStill(canvasElement);
  },
});
