import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { bootStoryLobby, gameListPlay, loadFailedShown, lobbyPage, seenAs } from '#story-support';

/** `/all-games` (§2): every game the visitor may see, A-Z. */
const meta = preview.meta({ title: 'Pages/All games', tags: ['!autodocs'], ...lobbyPage('/all-games') });

export const RtgGuest = meta.story({
  name: 'All games, RTG guest',
  ...seenAs('rtg', 'guest'),
  play: gameListPlay('All Games'),
});

export const FusionPlayer = meta.story({
  name: 'All games, fusion player',
  ...seenAs('fusion', 'player'),
  play: gameListPlay('All Games'),
});

export const FunMoneyVip = meta.story({
  name: 'All games, fun money VIP',
  ...seenAs('fun', 'vip'),
  play: gameListPlay('All Games'),
});

/** The game list failed and nothing was stored: a list page says so with a way to try again (§4, §8). */
export const GamesCouldNotBeLoaded = meta.story({
  name: 'The games could not be loaded',
  loaders: [(context) => bootStoryLobby(context, { faults: { getgames: '500' } })],
  play: async ({ canvas, canvasElement }) => {
    await loadFailedShown(canvasElement, "We couldn't load the games.");
    await expect(canvas.queryByText('Loading games')).toBeNull();
    // nothing to count, sort or filter
    await expect(canvas.queryByText(/\d+ games/)).toBeNull();
  },
});
