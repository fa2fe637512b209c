import preview from '#.storybook/preview';
import { bootWith, gameListSeenBy, LOBBY_PAGE } from '../story-support.tsx';

/** `/subgroup/{slug}` (§2): the games of a subgroup (top games, popular games, high volatility), in the subgroup's own order. */
const meta = preview.meta({
  title: 'Pages/Subgroup',
  ...LOBBY_PAGE,
  args: { path: '/subgroup/top-games' },
});

const boot = (...args: Parameters<typeof bootWith>) => [bootWith(...args)];

export const TopGamesRtgGuest = meta.story({
  name: 'Top games, RTG guest',
  globals: { variant: 'rtg', role: 'guest' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Top Games', 'guest'),
});

export const PopularGamesFusionPlayer = meta.story({
  name: 'Popular games, fusion player',
  args: { path: '/subgroup/popular-games' },
  globals: { variant: 'fusion', role: 'player' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Popular Games', 'player'),
});

export const HighVolatilityFunMoneyVip = meta.story({
  name: 'High volatility, fun money VIP',
  args: { path: '/subgroup/high-volatility' },
  globals: { variant: 'fun', role: 'vip' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'High Volatility', 'vip'),
});
