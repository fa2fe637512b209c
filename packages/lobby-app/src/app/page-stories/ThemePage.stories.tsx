import preview from '#.storybook/preview';
import { bootWith, gameListSeenBy, LOBBY_PAGE } from '../story-support.tsx';

/** `/theme/{shortname}` (§2): the games of one theme, by the theme's name in the catalogue. */
const meta = preview.meta({
  title: 'Pages/Theme',
  ...LOBBY_PAGE,
  args: { path: '/theme/classic-vegas' },
});

const boot = (...args: Parameters<typeof bootWith>) => [bootWith(...args)];

export const ClassicVegasRtgGuest = meta.story({
  name: 'Classic Vegas, RTG guest',
  globals: { variant: 'rtg', role: 'guest' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Classic Vegas', 'guest'),
});

export const ClassicVegasFusionPlayer = meta.story({
  name: 'Classic Vegas, fusion player',
  globals: { variant: 'fusion', role: 'player' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Classic Vegas', 'player'),
});

export const ClassicVegasFunMoneyVip = meta.story({
  name: 'Classic Vegas, fun money VIP',
  globals: { variant: 'fun', role: 'vip' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'Classic Vegas', 'vip'),
});
