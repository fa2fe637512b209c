import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { bootStoryLobby, bootWith, gameListSeenBy, LOBBY_PAGE } from '../story-support.tsx';

/** `/all-games` (§2): every game the visitor may see, A-Z. */
const meta = preview.meta({
  title: 'Pages/All games',
  ...LOBBY_PAGE,
  args: { path: '/all-games' },
});

const boot = (...args: Parameters<typeof bootWith>) => [bootWith(...args)];

export const RtgGuest = meta.story({
  name: 'All games, RTG guest',
  globals: { variant: 'rtg', role: 'guest' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'All Games', 'guest'),
});

export const FusionPlayer = meta.story({
  name: 'All games, fusion player',
  globals: { variant: 'fusion', role: 'player' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'All Games', 'player'),
});

export const FunMoneyVip = meta.story({
  name: 'All games, fun money VIP',
  globals: { variant: 'fun', role: 'vip' },
  loaders: boot({}),
  play: ({ canvasElement }) => gameListSeenBy(canvasElement, 'All Games', 'vip'),
});

/** The game list failed and nothing was stored: a list page says so with a way to try again (§4, §8). */
export const GamesCouldNotBeLoaded = meta.story({
  name: 'The games could not be loaded',
  loaders: [(context) => bootStoryLobby(context, { faults: { getgames: '500' } })],
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', undefined, { timeout: 15_000 });
    await expect(alert).toHaveTextContent("We couldn't load the games.");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByText('Loading games')).toBeNull();
    // nothing to count, sort or filter
    await expect(canvas.queryByText(/\d+ games/)).toBeNull();
  },
});
