import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { FIRST_PAINT, gameListPlay, gameListShown, lobbyPage, seenAs } from '#story-support';

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

export const OnlineSlotsOnPhone = meta.story({
  name: 'Online slots on a phone, RTG guest',
  ...seenAs('rtg', 'guest', 'phone375'),
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

/**
 * Filters that no game matches together (a theme and a studio with nothing in common): the list says so and
 * offers one way back, with the filters still showing what was picked.
 */
async function filteredToNothing(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await gameListShown(canvasElement, 'Online Slots');
  const filters = await canvas.findByRole('button', { name: 'Filters' }, FIRST_PAINT);
  await userEvent.click(filters);
  const panel = await canvas.findByRole('region', { name: 'Filters' });
  await userEvent.click(within(panel).getByRole('checkbox', { name: /Adventure/ }));
  await userEvent.click(within(panel).getByRole('checkbox', { name: /Blue Comet/ }));
  const toggle = canvas.getByRole('button', { name: 'Filters 2 selected' });
  // the panel folds away, so the empty list is what the first screen shows
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const nothing = await canvas.findByText('Oops! No games found');
  await expect(canvasElement.querySelector('main [data-slot="game-tile"]')).toBeNull();
  return nothing;
}

export const FilteredToNothing = meta.story({
  name: 'Filtered to nothing: no games found, and a way back (RTG player)',
  ...seenAs('rtg', 'player'),
  play: async ({ canvasElement }) => {
    await filteredToNothing(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Reset' })).toBeVisible();
  },
});

export const FilteredToNothingReset = meta.story({
  name: 'Filtered to nothing, then Reset: every game back, no filter picked',
  ...seenAs('rtg', 'player'),
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await filteredToNothing(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await gameListShown(canvasElement, 'Online Slots');
    await expect(canvas.queryByText('Oops! No games found')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
});
