import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  bootLoaders,
  bootStoryLobby,
  casinoShown,
  FIRST_PAINT,
  holdPromoHeroStill,
  keepPlayingShown,
  lobbyPage,
  seenByAGuest,
  seenByAPlayer,
  variantShown,
} from '#story-support';
import { allBrandModes } from '../../../../ui/src/stories/modes.ts';
import type { BrandId } from '../../../../ui/src/tokens/brands.ts';
import { STORAGE } from '../../state/local-stores.ts';

/**
 * The home page (§2 `/`), booted on the demo casino exactly as in production. The toolbar's casino, variant
 * and role reach it: a story pins only what its state needs.
 */
const meta = preview.meta({ title: 'Pages/Home', tags: ['!autodocs'], ...lobbyPage('/') });

/** The casinos' names, as each casino's config gives them; the default brand boots the demo casino, 4. */
const CASINO_NAMES: Record<BrandId, string> = {
  default: 'Lucky Harbor Casino',
  c4: 'Lucky Harbor Casino',
  c14: 'Coin Vault Casino',
  c85: 'Euro Palace Casino',
  c93: 'Starlight Casino',
};

/**
 * A casino's own brand in light and dark, in place of the default brand's modes every story inherits
 * (parameters merge, so those are switched off rather than left out).
 */
const brandModes = (brand: BrandId) =>
  Object.fromEntries(
    Object.entries(allBrandModes)
      .filter(([, mode]) => mode.globals.brand === brand || mode.globals.brand === 'default')
      .map(([name, mode]) => [name, mode.globals.brand === 'default' ? { ...mode, disable: true } : mode]),
  );

/**
 * What the toolbar chose, checked on the page: the casino's name and logo (and the brand's colours on the
 * page), the role (a guest is offered Log In, a player sees the balance) and the variant (the menus).
 */
const asTheToolbarSays = async ({
  canvasElement,
  globals,
}: {
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
}) => {
  const brand = (globals.brand ?? 'default') as BrandId;
  const role = (globals.role ?? 'guest') as 'guest' | 'player' | 'vip';
  const variant = (globals.variant ?? 'rtg') as 'fusion' | 'rtg' | 'fun';
  await expect(await within(canvasElement).findByRole('heading', { level: 1 }, FIRST_PAINT)).toBeVisible();
  await casinoShown(canvasElement, CASINO_NAMES[brand], brand);
  if (role === 'guest') await seenByAGuest(canvasElement);
  else await seenByAPlayer(canvasElement);
  await variantShown(canvasElement, variant, role);
  if (role !== 'guest') await keepPlayingShown(canvasElement);
  await holdPromoHeroStill(canvasElement);
};

/** Whatever the toolbar picks: as it starts, the demo casino's own, an RTG casino 4 and a guest. */
export const AsTheToolbarSays = meta.story({
  name: 'As the toolbar says (casino, variant, role)',
  loaders: bootLoaders({}),
  play: asTheToolbarSays,
});

export const Casino4Brand = meta.story({
  name: 'Casino 4: its name, logo and colours (RTG player)',
  globals: { brand: 'c4', variant: 'rtg', role: 'player' },
  parameters: { chromatic: { modes: brandModes('c4') } },
  loaders: bootLoaders({}),
  play: asTheToolbarSays,
});

export const Casino14Brand = meta.story({
  name: 'Casino 14: its name, logo and colours (fun money VIP)',
  globals: { brand: 'c14', variant: 'fun', role: 'vip' },
  parameters: { chromatic: { modes: brandModes('c14') } },
  loaders: bootLoaders({}),
  play: asTheToolbarSays,
});

export const Casino85Brand = meta.story({
  name: 'Casino 85: its wordmark and colours (fusion VIP)',
  globals: { brand: 'c85', variant: 'fusion', role: 'vip' },
  parameters: { chromatic: { modes: brandModes('c85') } },
  loaders: bootLoaders({}),
  play: async (context) => {
    await asTheToolbarSays(context);
    // casino 85 ships its own wordmark; the others draw the brand's mark beside their name
    const wordmark = context.canvasElement.querySelector('header [data-slot="logo"] img');
    await expect(wordmark?.getAttribute('src')).toMatch(/casino-85-(light|dark)\.svg$/);
  },
});

export const Casino93Brand = meta.story({
  name: 'Casino 93: its name, logo and colours (RTG guest)',
  globals: { brand: 'c93', variant: 'rtg', role: 'guest' },
  parameters: { chromatic: { modes: brandModes('c93') } },
  loaders: bootLoaders({}),
  play: asTheToolbarSays,
});

/** The toolbar's language is the one the lobby speaks, as if the player had chosen it in the language menu. */
export const InGerman = meta.story({
  name: 'In German, as the toolbar says',
  globals: { locale: 'de', brand: 'c14', variant: 'rtg', role: 'player' },
  loaders: bootLoaders({}),
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('lang', 'de');
    await expect(await canvas.findByRole('button', { name: 'Spiele suchen' }, FIRST_PAINT)).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Tägliche Freispiele' }, FIRST_PAINT),
    ).toBeVisible();
    await keepPlayingShown(canvasElement);
    await holdPromoHeroStill(canvasElement);
  },
});

export const GuestHome = meta.story({
  name: 'Guest, RTG',
  globals: { brand: 'c4', variant: 'rtg', role: 'guest' },
  loaders: bootLoaders({}),
  play: async ({ canvas, canvasElement }) => {
    await holdPromoHeroStill(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  },
});

export const VipPlayerHome = meta.story({
  name: 'VIP player, RTG',
  globals: { brand: 'c4', variant: 'rtg', role: 'vip' },
  loaders: bootLoaders({}),
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
  name: 'Player, fusion (casino 85)',
  globals: { brand: 'c85', variant: 'fusion', role: 'player' },
  loaders: bootLoaders({}),
  play: async ({ canvas, canvasElement }) => {
    await holdPromoHeroStill(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    const [providers] = await canvas.findAllByRole('link', { name: 'Providers' });
    await expect(providers).toBeVisible();
  },
});

export const FunMoneyPlayerHome = meta.story({
  name: 'Player, fun money: no daily free spins',
  // the free-spin state that pops the wheel up in the RTG casino
  globals: { brand: 'c4', variant: 'fun', role: 'vip' },
  loaders: bootLoaders({ dfs: 'allowed' }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_PAINT)).toBeVisible();
    // the checks and the picture wait for the player's keep-playing row, which comes with their extras
    await keepPlayingShown(canvasElement);
    await holdPromoHeroStill(canvasElement);
    const bar = await canvas.findByRole('navigation', { name: /quick access/i });
    await expect(within(bar).getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Daily free spins' })).toBeNull();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
});

export const FunMoneyGuestCasino93 = meta.story({
  name: 'Guest, fun money (casino 93)',
  globals: { brand: 'c93', variant: 'fun', role: 'guest' },
  loaders: bootLoaders({}),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_PAINT)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Log In' })[0]).toBeVisible();
    await holdPromoHeroStill(canvasElement);
  },
});

export const GuestOnPhone = meta.story({
  name: 'Guest on a phone, menu open and closed',
  globals: { viewport: { value: 'phone375', isRotated: false }, brand: 'c14', role: 'guest' },
  loaders: bootLoaders({}),
  play: async ({ canvas, canvasElement }) => {
    await holdPromoHeroStill(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    const body = within(document.body);
    // the drawer's code comes on the first press of Menu: on a busy machine, longer than testing-library's second
    const menu = await body.findByRole('dialog', {}, FIRST_PAINT);
    // in the Storybook UI the drawer fades in from opacity 0: wait until it is on screen
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
});

/** A fusion player: winners with a Provider column, the game of the month with its Play link. */
export const FusionWinnersAndGameOfTheMonth = meta.story({
  name: 'Winners and game of the month, fusion',
  globals: { brand: 'c85', variant: 'fusion', role: 'vip' },
  // the ticker moves: checked by its behaviour, not pixels
  parameters: { screenshot: false },
  loaders: bootLoaders({}),
  play: async ({ canvasElement }) => {
    const winners = within(await section(canvasElement, 'winners'));
    const table = await winners.findByRole('table', { name: 'Recent Winners' }, FIRST_PAINT);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Game', 'Provider', 'Username', 'Time', 'Payout']);
    await userEvent.click(winners.getByRole('tab', { name: 'Biggest Winners' }));
    await expect(await winners.findByRole('table', { name: 'Biggest Winners' })).toBeVisible();
    const month = within(await section(canvasElement, 'gameofthemonth'));
    // the casino's own title and call to action
    await expect(month.getByRole('heading', { level: 3, name: /: our pick of the month$/ })).toBeVisible();
    await expect(month.getByRole('link', { name: 'Spin it now' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/play\/.+\?by=/),
    );
  },
});

/** A player with $3.20: the cashier tip shows 3 s after load, pointing at Deposit; Escape closes it. */
export const LowBalanceTip = meta.story({
  name: 'Low balance: the cashier tip',
  loaders: bootLoaders({ profile: 'low' }, {}, () => sessionStorage.removeItem(STORAGE.cashierTooltipAt)),
  // the tip comes and goes: checked by its behaviour, not pixels
  parameters: { screenshot: false },
  play: async () => {
    const tip = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('[data-slot="cashier-tooltip"]');
        expect(found).toHaveAttribute('role', 'status');
        return found as HTMLElement;
      },
      { timeout: 10_000 },
    );
    await expect(tip).toHaveTextContent('Running low? Top up here and keep playing.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[data-slot="cashier-tooltip"]')).toBeNull());
  },
});

export const StartFailsWithNothingCached = meta.story({
  name: 'The casino cannot be reached, nothing stored',
  loaders: [(context) => bootStoryLobby(context, { faults: { getconfig: '500' } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We can't reach the casino right now");
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const OfflineFromCache = meta.story({
  name: 'Offline, from the stored catalogue',
  loaders: [
    (context) =>
      bootStoryLobby(
        context,
        { faults: { getconfig: 'network', getgames: 'network', getpromos: 'network' } },
        { warmCache: true },
      ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/You're offline/, {}, FIRST_PAINT)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_PAINT)).toBeVisible();
    // offline, the promotions call fails too: the rows stand at the top, with no hero (the failed call can
    // take a while on a busy machine, as the lobby's other first-paint waits do)
    await waitFor(
      () => expect(canvasElement.querySelector('[data-slot="promo-hero"]')).toBeNull(),
      FIRST_PAINT,
    );
  },
});

function section(root: HTMLElement, id: string) {
  return waitFor(() => {
    const found = root.querySelector<HTMLElement>(`[data-section="${id}"]`);
    expect(found?.getAttribute('aria-busy')).toBe('false');
    return found as HTMLElement;
  }, FIRST_PAINT);
}
