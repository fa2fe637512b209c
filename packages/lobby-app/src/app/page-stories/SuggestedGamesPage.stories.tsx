import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  bootWith,
  FIRST_PAINT,
  gameListSeenBy,
  holdPromoHeroStill,
  LOBBY_PAGE,
  seenByAGuest,
} from '../story-support.tsx';

/** `/suggested-games` (§2): the games the casino suggests to a player; guests are sent home. */
const meta = preview.meta({
  title: 'Pages/Suggested games',
  ...LOBBY_PAGE,
  args: { path: '/suggested-games' },
});

const boot = (...args: Parameters<typeof bootWith>) => [bootWith(...args)];

export const FusionPlayer = meta.story({
  name: 'Suggested games, fusion player',
  globals: { variant: 'fusion', role: 'player' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Suggested Games', 'player'),
});

export const RtgVip = meta.story({
  name: 'Suggested games, RTG VIP',
  globals: { variant: 'rtg', role: 'vip' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Suggested Games', 'vip'),
});

export const FunMoneyPlayer = meta.story({
  name: 'Suggested games, fun money player',
  globals: { variant: 'fun', role: 'player' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Suggested Games', 'player'),
});

export const GuestGoesHome = meta.story({
  name: 'Guest: sent to the home page',
  globals: { role: 'guest' },
  loaders: boot({}),
  play: async ({ canvas, canvasElement }) => {
    // the home page's rows, not a list titled Suggested Games
    await waitFor(
      () => expect(canvasElement.querySelector('[data-section="popular"]')).not.toBeNull(),
      FIRST_PAINT,
    );
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Suggested Games' })).toBeNull();
    await seenByAGuest(canvasElement);
    await holdPromoHeroStill(canvasElement);
  },
});
