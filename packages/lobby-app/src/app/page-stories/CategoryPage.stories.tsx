import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { bootWith, FIRST_PAINT, gameListSeenBy, LOBBY_PAGE } from '../story-support.tsx';

/**
 * `/category/{slug}` (§2): a category's games. Online slots (also `slots`), table games and video poker in
 * every variant; specialty games only outside fusion, live dealer only in fusion; elsewhere the page is not
 * found.
 */
const meta = preview.meta({
  title: 'Pages/Category',
  ...LOBBY_PAGE,
  args: { path: '/category/online-slots' },
});

const boot = (...args: Parameters<typeof bootWith>) => [bootWith(...args)];

export const OnlineSlotsRtgGuest = meta.story({
  name: 'Online slots, RTG guest',
  globals: { variant: 'rtg', role: 'guest' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Online Slots', 'guest'),
});

export const OnlineSlotsFusionPlayer = meta.story({
  name: 'Online slots, fusion player',
  globals: { variant: 'fusion', role: 'player' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Online Slots', 'player'),
});

export const OnlineSlotsFunMoneyPlayer = meta.story({
  name: 'Online slots, fun money player',
  globals: { variant: 'fun', role: 'player' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Online Slots', 'player'),
});

export const SlotsIsOnlineSlots = meta.story({
  name: 'Slots, the other name of online slots',
  args: { path: '/category/slots' },
  globals: { variant: 'rtg', role: 'vip' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Slots', 'vip'),
});

export const TableGamesFusionGuest = meta.story({
  name: 'Table games, fusion guest',
  args: { path: '/category/table-games' },
  globals: { variant: 'fusion', role: 'guest' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Table Games', 'guest'),
});

export const VideoPokerRtgVip = meta.story({
  name: 'Video poker, RTG VIP',
  args: { path: '/category/video-poker' },
  globals: { variant: 'rtg', role: 'vip' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Video Poker', 'vip'),
});

export const SpecialtyGamesRtg = meta.story({
  name: 'Specialty games, non-fusion only (RTG)',
  args: { path: '/category/specialty-games' },
  globals: { variant: 'rtg', role: 'player' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Specialty Games', 'player'),
});

export const SpecialtyGamesFunMoney = meta.story({
  name: 'Specialty games, non-fusion only (fun money)',
  args: { path: '/category/specialty-games' },
  globals: { variant: 'fun', role: 'guest' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Specialty Games', 'guest'),
});

export const LiveDealerFusion = meta.story({
  name: 'Live dealer, fusion only',
  args: { path: '/category/live-dealer' },
  globals: { variant: 'fusion', role: 'vip' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Live Dealer', 'vip'),
});

const notFound = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { name: 'Lost in the Shuffle?' }, FIRST_PAINT),
  ).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Back to the lobby' })).toBeVisible();
};

export const SpecialtyGamesInFusionNotFound = meta.story({
  name: 'Specialty games in fusion: page not found',
  args: { path: '/category/specialty-games' },
  globals: { variant: 'fusion', role: 'player' },
  loaders: boot({}),
  play: notFound,
});

export const LiveDealerOutsideFusionNotFound = meta.story({
  name: 'Live dealer outside fusion: page not found',
  args: { path: '/category/live-dealer' },
  globals: { variant: 'rtg', role: 'guest' },
  loaders: boot({}),
  play: notFound,
});
