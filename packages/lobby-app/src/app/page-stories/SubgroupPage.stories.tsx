import preview from '#.storybook/preview';
import { gameListPlay, lobbyPage, seenAs } from '#story-support';

/** `/subgroup/{slug}` (§2): the games of a subgroup (top games, popular games, high volatility), in the subgroup's own order. */
const meta = preview.meta({
  title: 'Pages/Subgroup',
  tags: ['!autodocs'],
  ...lobbyPage('/subgroup/top-games'),
});

export const TopGamesRtgGuest = meta.story({
  name: 'Top games, RTG guest',
  ...seenAs('rtg', 'guest'),
  play: gameListPlay('Top Games'),
});

export const PopularGamesFusionPlayer = meta.story({
  name: 'Popular games, fusion player',
  args: { path: '/subgroup/popular-games' },
  ...seenAs('fusion', 'player'),
  play: gameListPlay('Popular Games'),
});

export const HighVolatilityFunMoneyVip = meta.story({
  name: 'High volatility, fun money VIP',
  args: { path: '/subgroup/high-volatility' },
  ...seenAs('fun', 'vip'),
  play: gameListPlay('High Volatility'),
});
