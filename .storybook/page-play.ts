import { expect, waitFor, within } from 'storybook/test';
import { lobbyRole } from './lobby-globals.ts';

/**
 * What the lobby's page stories check on screen, shared by their play functions: waits for the pieces that
 * come late (the catalogue, a route's code, the player's extras) and the checks every page story makes of
 * who is looking and which casino it is.
 */

/** How long a page story waits for its first paint: the catalogue and a route chunk, on a busy machine. */
export const FIRST_PAINT = { timeout: 15_000 };

/**
 * Waits until the lobby's live region has read `message` out (WCAG 4.1.3): the polite one (a status)
 * unless `assertive`. The region sits outside any dialog and stays heard while one is open.
 */
export async function announced(
  canvasElement: HTMLElement,
  message: string | RegExp,
  politeness: 'polite' | 'assertive' = 'polite',
): Promise<void> {
  const region = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="live-region"]');
  await expect(region).not.toBeNull();
  const live = region?.querySelector<HTMLElement>(`[aria-live="${politeness}"]`);
  await waitFor(() => expect(live).toHaveTextContent(message), FIRST_PAINT);
}

/** Waits until the game page's loader overlay has left, so the picture shows the game. */
export async function gameLoaderGone(canvasElement: HTMLElement): Promise<void> {
  await waitFor(
    () =>
      expect(canvasElement.querySelector('[data-slot="game-frame"]')?.getAttribute('data-loader')).toBe(
        'removed',
      ),
    { timeout: 8_000 },
  );
}

/**
 * A page that opens a game or the live tables in a frame: its title as the heading (waited for as long as
 * `titleWait` says), then the frame's loader gone.
 */
export async function framedPageShown(
  canvasElement: HTMLElement,
  title: string,
  titleWait: { timeout?: number } = {},
): Promise<void> {
  await expect(
    await within(canvasElement).findByRole('heading', { level: 1, name: title }, titleWait),
  ).toBeVisible();
  await gameLoaderGone(canvasElement);
}

/** Waits for a player's keep-playing row, which comes with their extras after the first paint. */
export async function keepPlayingShown(canvasElement: HTMLElement): Promise<void> {
  await waitFor(
    () =>
      expect(
        canvasElement.querySelector('[data-section="keepplaying"] [data-slot="game-tile"]'),
      ).not.toBeNull(),
    FIRST_PAINT,
  );
}

/**
 * Holds the home page's promo hero still on its first slide for the picture: waits for the slides, pauses
 * them and shows the first. Clicks through the DOM, so it works under an open dialog too.
 */
export async function holdPromoHeroStill(root: HTMLElement): Promise<void> {
  const hero = await waitFor(() => {
    const found = root.querySelector<HTMLElement>('[data-slot="promo-hero"][data-count]');
    // with no hero at all, not even its skeleton, the home promotions call failed or brought none
    const loading = root.querySelector('[data-slot="promo-hero"][data-state="loading"]');
    const state = loading ? 'its skeleton still shows' : 'no hero on the page';
    expect(found, `the promo hero with its slides (${state})`).not.toBeNull();
    return found as HTMLElement;
  }, FIRST_PAINT);
  hero.querySelector<HTMLButtonElement>('[data-action="pause"]')?.click();
  hero.querySelector<HTMLButtonElement>('[data-slide="0"]')?.click();
  await waitFor(() => expect(hero).toHaveAttribute('data-playing', 'false'));
  await expect(hero.querySelector('[data-slot="promo-hero-track"]')).toHaveAttribute('data-index', '0');
}

/**
 * Waits until what `query` finds is on screen, asking for it again on each try: a part drawn first as a
 * preview (a list's title bar) is replaced by the working one, and an element found a moment before may no
 * longer be in the document when it is checked.
 */
export async function shownSoon(query: () => HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const found = query();
    expect(found).toBeVisible();
    return found;
  }, FIRST_PAINT);
}

/** A page's title as its heading, once the first paint has come. */
export async function pageTitleShown(canvasElement: HTMLElement, title: string): Promise<void> {
  await shownSoon(() => within(canvasElement).getByRole('heading', { level: 1, name: title }));
}

/** A list page: its title as the page's heading, and its first game tiles drawn. Gives back the tiles. */
export async function gameListShown(canvasElement: HTMLElement, title: string): Promise<HTMLElement[]> {
  await pageTitleShown(canvasElement, title);
  return waitFor(() => {
    const tiles = [...canvasElement.querySelectorAll<HTMLElement>('main [data-slot="game-tile"]')];
    expect(tiles.length).toBeGreaterThan(0);
    return tiles;
  }, FIRST_PAINT);
}

/** The home page's rows: where an address the visitor may not see sends them. */
export async function homeRowsShown(canvasElement: HTMLElement): Promise<void> {
  await waitFor(
    () => expect(canvasElement.querySelector('[data-section="popular"]')).not.toBeNull(),
    FIRST_PAINT,
  );
}

/** A page whose call failed: an alert that says so, with a way to try again inside it. */
export async function loadFailedShown(canvasElement: HTMLElement, message: string): Promise<void> {
  const alert = await within(canvasElement).findByRole('alert', {}, FIRST_PAINT);
  await expect(alert).toHaveTextContent(message);
  await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
}

/** The prompt that asks a guest to log in, on screen once it has faded in (it lives outside the canvas). */
export async function loginPromptShown(): Promise<void> {
  const prompt = await within(document.body).findByRole(
    'dialog',
    { name: 'Log in to continue' },
    FIRST_PAINT,
  );
  await waitFor(() => expect(prompt).toBeVisible());
}

/** A guest: the header offers Log In, and no balance shows. */
export async function seenByAGuest(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  await expect((await canvas.findAllByRole('button', { name: 'Log In' }, FIRST_PAINT))[0]).toBeVisible();
  await expect(canvas.queryByRole('navigation', { name: 'Quick access' })).toBeNull();
}

/**
 * Where a player's balance and cashier are on each screen: the quick-access bar with Deposit on a desktop; on a
 * phone, where that bar is hidden, the launcher at the bottom, whose Cashier button shows the balance.
 */
const PLAYER_BAR = {
  desktop: { name: 'Quick access', cashier: 'Deposit' },
  phone: { name: 'Launcher', cashier: /\d.*Cashier$/ },
} as const;
export type PlayerScreen = keyof typeof PLAYER_BAR;

/** The player's bar on `screen`, once it is there, and its cashier button. */
export async function playerBar(canvasElement: HTMLElement, screen: PlayerScreen = 'desktop') {
  const { name, cashier } = PLAYER_BAR[screen];
  const bar = within(await within(canvasElement).findByRole('navigation', { name }, FIRST_PAINT));
  return { bar, cashier: bar.getByRole('button', { name: cashier }) };
}

/**
 * A player: their bar on `screen` shows the balance and the cashier (on a phone, the desktop's quick-access
 * bar is gone), and nobody is asked to log in.
 */
export async function seenByAPlayer(
  canvasElement: HTMLElement,
  screen: PlayerScreen = 'desktop',
  balance?: string,
): Promise<void> {
  const canvas = within(canvasElement);
  const { bar, cashier } = await playerBar(canvasElement, screen);
  if (screen === 'desktop') await expect(bar.getByText('Balance')).toBeVisible();
  else await expect(canvas.queryByRole('navigation', { name: PLAYER_BAR.desktop.name })).toBeNull();
  if (balance) await expect(await bar.findByText(balance, {}, FIRST_PAINT)).toBeVisible();
  await expect(cashier).toBeVisible();
  await expect(canvas.queryByRole('button', { name: 'Log In' })).toBeNull();
}

/**
 * The casino the header shows: its name on the logo (the wordmark's alt text, or the name beside the brand's
 * mark), and that mark drawn from the brand on the page.
 */
export async function casinoShown(canvasElement: HTMLElement, name: string, brand: string): Promise<void> {
  const logo = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLElement>('header [data-slot="logo"]');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  }, FIRST_PAINT);
  await expect(logo).toHaveAccessibleName(name);
  await expect(document.documentElement).toHaveAttribute('data-brand', brand);
}

/**
 * The casino's variant, as its menus tell it: fusion lists live dealer as a category and the providers;
 * RTG and fun money have the live-dealer page, and only RTG offers a player daily free spins.
 */
export async function variantShown(
  canvasElement: HTMLElement,
  variant: 'fusion' | 'rtg' | 'fun',
  role: 'guest' | 'player' | 'vip',
): Promise<void> {
  const canvas = within(canvasElement);
  const [liveDealer] = await canvas.findAllByRole('link', { name: 'Live Dealer' }, FIRST_PAINT);
  await expect(liveDealer).toHaveAttribute(
    'href',
    variant === 'fusion' ? '/category/live-dealer' : '/live-dealer',
  );
  const providers = canvas.queryAllByRole('link', { name: 'Providers' });
  if (variant === 'fusion') await expect(providers.length).toBeGreaterThan(0);
  if (role === 'guest' || variant === 'fusion') return;
  if (variant === 'rtg') {
    await expect(await canvas.findByRole('button', { name: 'Daily free spins' }, FIRST_PAINT)).toBeVisible();
  } else {
    // fun money: the player's extras have come (their keep-playing row), and no daily free spins with them
    await keepPlayingShown(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Daily free spins' })).toBeNull();
  }
}

/**
 * A game list page as the role sees it: its title, its tiles, the count and the sort of the title bar, and
 * the header of a guest or a player.
 */
export async function gameListSeenBy(
  canvasElement: HTMLElement,
  title: string,
  role: 'guest' | 'player' | 'vip',
): Promise<void> {
  await gameListShown(canvasElement, title);
  const canvas = within(canvasElement);
  // the title bar's controls come with their own code, just after the list, and take its preview's place
  await shownSoon(() => canvas.getByRole('button', { name: /^Sort: / }));
  await shownSoon(() => canvas.getByText(/^\d[\d,]* games?$/));
  if (role === 'guest') await seenByAGuest(canvasElement);
  else await seenByAPlayer(canvasElement);
}

/** A game list story's play: the list titled `title`, as the role the story's globals pin sees it. */
export const gameListPlay =
  (title: string) =>
  ({ canvasElement, globals }: { canvasElement: HTMLElement; globals: Record<string, unknown> }) =>
    gameListSeenBy(canvasElement, title, lobbyRole(globals));
