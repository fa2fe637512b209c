import preview from '#.storybook/preview';
import { bootWith, gameListSeenBy, LOBBY_PAGE } from '../story-support.tsx';

/** `/jackpot-games` (§2): the games with a jackpot. */
const meta = preview.meta({
  title: 'Pages/Jackpot games',
  ...LOBBY_PAGE,
  args: { path: '/jackpot-games' },
});

const boot = (...args: Parameters<typeof bootWith>) => [bootWith(...args)];

export const RtgGuest = meta.story({
  name: 'Jackpot games, RTG guest',
  globals: { variant: 'rtg', role: 'guest' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Jackpot Games', 'guest'),
});

export const FusionPlayer = meta.story({
  name: 'Jackpot games, fusion player',
  globals: { variant: 'fusion', role: 'player' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Jackpot Games', 'player'),
});

export const FunMoneyVip = meta.story({
  name: 'Jackpot games, fun money VIP',
  globals: { variant: 'fun', role: 'vip' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Jackpot Games', 'vip'),
});
