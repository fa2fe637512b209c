import preview from '#.storybook/preview';
import { gameListPlay, lobbyPage, seenAs } from '#story-support';

/** `/jackpot-games` (§2): the games with a jackpot. */
const meta = preview.meta({
  title: 'Pages/Jackpot games',
  tags: ['!autodocs'],
  ...lobbyPage('/jackpot-games'),
});

export const RtgGuest = meta.story({
  name: 'Jackpot games, RTG guest',
  ...seenAs('rtg', 'guest'),
  play: gameListPlay('Jackpot Games'),
});

export const FusionPlayer = meta.story({
  name: 'Jackpot games, fusion player',
  ...seenAs('fusion', 'player'),
  play: gameListPlay('Jackpot Games'),
});

export const FunMoneyVip = meta.story({
  name: 'Jackpot games, fun money VIP',
  ...seenAs('fun', 'vip'),
  play: gameListPlay('Jackpot Games'),
});
