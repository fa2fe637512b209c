import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  bootLoaders,
  bootStoryLobby,
  FIRST_PAINT,
  gameListShown,
  holdPromoHeroStill,
  lobbyPage,
  loginPromptShown,
  pageTitleShown,
  seenAs,
  seenByAPlayer,
} from '#story-support';

/**
 * `/favorites` (§2): a player's favourite games, newest release first; a message with their first name when
 * there are none; players only (a guest logs in and comes back). On the demo casino, the VIP keeps eight
 * favourites and the new player none.
 */
const meta = preview.meta({ title: 'Pages/Favorites', tags: ['!autodocs'], ...lobbyPage('/favorites') });

/** The list: the player's eight favourites, each with its heart filled, sorted newest first. */
const withGames = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await gameListShown(canvasElement, 'Favorites');
  await waitFor(
    () => expect(canvasElement.querySelectorAll('main [data-slot="game-tile"]')).toHaveLength(8),
    FIRST_PAINT,
  );
  await expect(await canvas.findByRole('button', { name: /^Sort: Newest/ }, FIRST_PAINT)).toBeVisible();
  const hearts = canvas.getAllByRole('button', { name: /^Favourite / });
  await expect(hearts).toHaveLength(8);
  for (const heart of hearts) await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await seenByAPlayer(canvasElement);
};

export const WithGamesFusion = meta.story({
  name: 'With games, newest first (fusion)',
  ...seenAs('fusion', 'vip'),
  play: withGames,
});

export const WithGamesRtg = meta.story({
  name: 'With games, newest first (RTG)',
  ...seenAs('rtg', 'vip'),
  play: withGames,
});

export const WithGamesFunMoney = meta.story({
  name: 'With games, newest first (fun money)',
  ...seenAs('fun', 'vip'),
  play: withGames,
});

const greetsByFirstName = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await pageTitleShown(canvasElement, 'Favorites');
  await expect(
    await canvas.findByText(
      'Nora, you have no favorite games yet. Tap the heart on a game to keep it here.',
      {},
      FIRST_PAINT,
    ),
  ).toBeVisible();
  await expect(canvasElement.querySelectorAll('main [data-slot="game-tile"]')).toHaveLength(0);
  await seenByAPlayer(canvasElement);
};

export const EmptyFusion = meta.story({
  name: 'Empty, greets the player by first name (fusion)',
  ...seenAs('fusion', 'player'),
  play: greetsByFirstName,
});

export const EmptyRtg = meta.story({
  name: 'Empty, greets the player by first name (RTG)',
  ...seenAs('rtg', 'player'),
  play: greetsByFirstName,
});

export const EmptyFunMoney = meta.story({
  name: 'Empty, greets the player by first name (fun money)',
  ...seenAs('fun', 'player'),
  play: greetsByFirstName,
});

export const FavouritesAskGuestsToLogIn = meta.story({
  name: 'Guest: asked to log in, returning here',
  globals: { role: 'guest' },
  loaders: bootLoaders({}),
  play: async ({ canvasElement }) => {
    await holdPromoHeroStill(canvasElement);
    await loginPromptShown();
  },
});

/** On a platform with its own login page: Log In leads there, returning to favourites. */
export const FavouritesAskGuestsToLogInOnThePlatform = meta.story({
  name: "Guest: asked to log in on the platform's own page",
  globals: { role: 'guest' },
  loaders: bootLoaders({}, { env: { loginPage: 'https://casino.example/login?site=4' } }),
  play: async ({ canvasElement }) => {
    await holdPromoHeroStill(canvasElement);
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Log in to continue' }, { timeout: 15_000 }),
    );
    await expect(dialog.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      'https://casino.example/login?site=4&returnurl=%2Ffavorites',
    );
    await expect(dialog.queryByRole('button', { name: 'New player' })).toBeNull();
  },
});

const offlineAsLastPlayer = (context: object) =>
  bootStoryLobby(
    context,
    { faults: { getconfig: 'network', getgames: 'network' } },
    { warmCache: true, offlinePlayer: 'Ana' },
  );

/** Offline, the player last here: their name, and their favourites read-only; deposits wait for the network. */
export const OfflinePlayerFavourites = meta.story({
  name: 'Offline: the last player’s favourites, read-only',
  loaders: [offlineAsLastPlayer],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Hi, Ana', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Favorites' }, FIRST_PAINT)).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('You are offline');
    await expect(canvasElement.querySelectorAll('[data-slot="game-tile"]')).toHaveLength(5);
    // read-only: no favourite toggles, no login, and the deposit button explains why it is off
    await expect(canvas.queryAllByRole('button', { name: /^Favourite / })).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Log In' })).toBeNull();
    const deposit = canvas.getByRole('button', { name: 'Deposit' });
    await expect(deposit).toBeDisabled();
    await expect(deposit).toHaveAccessibleDescription('You are offline');
  },
});

export const OfflinePlayerOnPhone = meta.story({
  name: 'Offline on a phone',
  globals: { viewport: { value: 'phone375' } },
  loaders: [offlineAsLastPlayer],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hi, Ana', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(await canvas.findByRole('note', undefined, FIRST_PAINT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Log In' })).toBeNull();
  },
});
