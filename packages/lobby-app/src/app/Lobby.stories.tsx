import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { bootStoryLobby, FIRST_PAINT, holdPromoHeroStill, LOBBY_PAGE } from './story-support.tsx';

/** Whole pages of the lobby, booted on the demo casino exactly as in production. */
const meta = preview.meta({
  title: 'Pages/Lobby',
  ...LOBBY_PAGE,
  args: { path: '/' },
});

export const GuestHome = meta.story({
  loaders: [(context) => bootStoryLobby(context, { profile: 'guest', casinoId: 4 })],
  play: async ({ canvas, canvasElement }) => {
    await holdPromoHeroStill(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  },
});

export const VipPlayerHome = meta.story({
  loaders: [(context) => bootStoryLobby(context, { profile: 'vip', casinoId: 4 })],
  play: async ({ canvas, canvasElement }) => {
    await holdPromoHeroStill(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    const bar = await canvas.findByRole('navigation', { name: /quick access/i });
    await expect(within(bar).getByRole('button', { name: 'Deposit' })).toBeVisible();
    // the nav toggle starts the bar, closed
    const navToggle = within(bar).getByRole('button', { name: 'Navigation' });
    await expect(navToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Log In' })).toBeNull();
  },
});

export const FusionPlayerCasino85 = meta.story({
  loaders: [(context) => bootStoryLobby(context, { profile: 'new', variant: 'fusion', casinoId: 85 })],
  play: async ({ canvas, canvasElement }) => {
    await holdPromoHeroStill(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    const [providers] = await canvas.findAllByRole('link', { name: 'Providers' });
    await expect(providers).toBeVisible();
  },
});

export const GuestOnPhone = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  loaders: [(context) => bootStoryLobby(context, { profile: 'guest', casinoId: 14 })],
  play: async ({ canvas, canvasElement }) => {
    await holdPromoHeroStill(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    const body = within(document.body);
    const menu = await body.findByRole('dialog');
    // in the Storybook UI the drawer fades in from opacity 0: wait until it is on screen
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
});

export const NotFound = meta.story({
  args: { path: '/no/such/page' },
  loaders: [(context) => bootStoryLobby(context, { profile: 'guest' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Lost in the Shuffle?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the lobby' })).toBeVisible();
  },
});

export const FavouritesAskGuestsToLogIn = meta.story({
  args: { path: '/favorites' },
  loaders: [(context) => bootStoryLobby(context, { profile: 'guest' })],
  play: async ({ canvasElement }) => {
    await holdPromoHeroStill(canvasElement);
    const body = within(document.body);
    // the prompt comes once the lobby has started: give a busy machine room
    const prompt = await body.findByRole('dialog', { name: 'Log in to continue' }, { timeout: 15_000 });
    // in the Storybook UI it fades in from opacity 0
    await waitFor(() => expect(prompt).toBeVisible());
  },
});

/** On a platform with its own login page: Log In leads there, returning to favourites. */
export const FavouritesAskGuestsToLogInOnThePlatform = meta.story({
  args: { path: '/favorites' },
  loaders: [
    (context) =>
      bootStoryLobby(
        context,
        { profile: 'guest' },
        { env: { loginPage: 'https://casino.example/login?site=4' } },
      ),
  ],
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

export const StartFailsWithNothingCached = meta.story({
  loaders: [(context) => bootStoryLobby(context, { faults: { getconfig: '500' } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We can't reach the casino right now");
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** The game list failed and nothing was stored: a list page says so with a way to try again (§4, §8). */
export const GamesCouldNotBeLoaded = meta.story({
  args: { path: '/all-games' },
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

export const OfflineFromCache = meta.story({
  loaders: [
    (context) =>
      bootStoryLobby(
        context,
        { faults: { getconfig: 'network', getgames: 'network', getpromos: 'network' } },
        { warmCache: true },
      ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/You're offline/)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    // offline, the promotions call fails too: the rows stand at the top, with no hero
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="promo-hero"]')).toBeNull());
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
  args: { path: '/favorites' },
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
  args: { path: '/favorites' },
  globals: { viewport: { value: 'phone375' } },
  loaders: [offlineAsLastPlayer],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hi, Ana', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(await canvas.findByRole('note', undefined, FIRST_PAINT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Log In' })).toBeNull();
  },
});
