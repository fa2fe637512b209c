import preview from '#.storybook/preview';
import { gameListPlay, lobbyPage, seenAs } from '#story-support';

/** `/theme/{shortname}` (§2): the games of one theme, by the theme's name in the catalogue. */
const meta = preview.meta({
  title: 'Pages/Theme',
  tags: ['!autodocs'],
  ...lobbyPage('/theme/classic-vegas'),
});

export const ClassicVegasRtgGuest = meta.story({
  name: 'Classic Vegas, RTG guest',
  ...seenAs('rtg', 'guest'),
  play: gameListPlay('Classic Vegas'),
});

export const ClassicVegasFusionPlayer = meta.story({
  name: 'Classic Vegas, fusion player',
  ...seenAs('fusion', 'player'),
  play: gameListPlay('Classic Vegas'),
});

export const ClassicVegasFunMoneyVip = meta.story({
  name: 'Classic Vegas, fun money VIP',
  ...seenAs('fun', 'vip'),
  play: gameListPlay('Classic Vegas'),
});
