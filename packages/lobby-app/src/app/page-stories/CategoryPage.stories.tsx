import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { FIRST_PAINT, gameListPlay, lobbyPage, seenAs } from '../story-support.tsx';

/**
 * `/category/{slug}` (§2): a category's games. Online slots (also `slots`), table games and video poker in
 * every variant; specialty games only outside fusion, live dealer only in fusion; elsewhere the page is not
 * found.
 */
const meta = preview.meta({
  title: 'Pages/Category',
  tags: ['!autodocs'],
  ...lobbyPage('/category/online-slots'),
});

export const OnlineSlotsRtgGuest = meta.story({
  name: 'Online slots, RTG guest',
  ...seenAs('rtg', 'guest'),
  play: gameListPlay('Online Slots'),
});

export const OnlineSlotsFusionPlayer = meta.story({
  name: 'Online slots, fusion player',
  ...seenAs('fusion', 'player'),
  play: gameListPlay('Online Slots'),
});

export const OnlineSlotsFunMoneyPlayer = meta.story({
  name: 'Online slots, fun money player',
  ...seenAs('fun', 'player'),
  play: gameListPlay('Online Slots'),
});

export const SlotsIsOnlineSlots = meta.story({
  name: 'Slots, the other name of online slots',
  args: { path: '/category/slots' },
  ...seenAs('rtg', 'vip'),
  play: gameListPlay('Slots'),
});

export const TableGamesFusionGuest = meta.story({
  name: 'Table games, fusion guest',
  args: { path: '/category/table-games' },
  ...seenAs('fusion', 'guest'),
  play: gameListPlay('Table Games'),
});

export const VideoPokerRtgVip = meta.story({
  name: 'Video poker, RTG VIP',
  args: { path: '/category/video-poker' },
  ...seenAs('rtg', 'vip'),
  play: gameListPlay('Video Poker'),
});

export const SpecialtyGamesRtg = meta.story({
  name: 'Specialty games, non-fusion only (RTG)',
  args: { path: '/category/specialty-games' },
  ...seenAs('rtg', 'player'),
  play: gameListPlay('Specialty Games'),
});

export const SpecialtyGamesFunMoney = meta.story({
  name: 'Specialty games, non-fusion only (fun money)',
  args: { path: '/category/specialty-games' },
  ...seenAs('fun', 'guest'),
  play: gameListPlay('Specialty Games'),
});

export const LiveDealerFusion = meta.story({
  name: 'Live dealer, fusion only',
  args: { path: '/category/live-dealer' },
  ...seenAs('fusion', 'vip'),
  play: gameListPlay('Live Dealer'),
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
  ...seenAs('fusion', 'player'),
  play: notFound,
});

export const LiveDealerOutsideFusionNotFound = meta.story({
  name: 'Live dealer outside fusion: page not found',
  args: { path: '/category/live-dealer' },
  ...seenAs('rtg', 'guest'),
  play: notFound,
});
