import { expect, type Page, test } from '@playwright/test';

/**
 * Every route of §2 as the page-wide checks open it (axe, reflow), with the demo switches for a guest and a
 * player, and the waits that tell a page has painted its content.
 */

// the first paint of a page waits for the catalogue and a route chunk: give a busy machine room
export const FIRST_PAINT = { timeout: 45_000 };
export const GAME = 'hidden-buffalo-2';

export type Scheme = 'light' | 'dark';

/**
 * Waits until the page has painted its content, no part of it is still loading (a spinner, or a skeleton that
 * says it is busy, such as a list whose code or data is on its way), the parts that load as the player scrolls
 * near them are in, and every finite animation has ended.
 */
export async function settle(page: Page) {
  await expect(page.locator('h1, [role="dialog"]').first()).toBeVisible(FIRST_PAINT);
  const loading = page.locator('main [data-slot="spinner"], main [aria-busy="true"]');
  await expect(loading).toHaveCount(0, FIRST_PAINT);
  // the parts far down a page (the home page's sections with calls of their own) load as the player comes
  // near them: scroll to each in turn, as soon as the one before has stopped waiting, so that the checks see
  // the whole page, then back to the top
  const cameNear = await page.evaluate(
    async ([selector, limit]) => {
      const end = performance.now() + limit;
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      let count = 0;
      for (let next = document.querySelector(selector); next; next = document.querySelector(selector)) {
        next.scrollIntoView({ block: 'center', behavior: 'instant' });
        count += 1;
        while (next.isConnected && next.matches(selector)) {
          if (performance.now() > end) {
            const name = next.getAttribute('data-section') ?? next.outerHTML.slice(0, 80);
            throw new Error(`the section ${name} still waits for the player to come near after ${limit} ms`);
          }
          await nextFrame();
        }
      }
      return count;
    },
    ['main [data-waits-for="view"]', FIRST_PAINT.timeout] as const,
  );
  if (cameNear > 0) {
    await expect(loading).toHaveCount(0, FIRST_PAINT);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  }
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

export async function withScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme });
}

/** Opens a path with the demo switches and waits for the theme the browser asks for. */
export async function open(page: Page, path: string, switches: string, scheme: Scheme) {
  // no saved theme from an earlier load: the browser's preference decides
  await page.context().clearCookies({ name: 'theme' });
  await withScheme(page, scheme);
  const glue = path.includes('?') ? '&' : '?';
  await page.goto(`.${path}${glue}${switches}`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  await settle(page);
}

export interface RouteCase {
  name: string;
  path: string;
  /** Switches for the guest and the player (variant, casino, profile). */
  guest?: string;
  player?: string;
}

export const GUEST = 'demo_profile=guest';
export const PLAYER = 'demo_profile=vip';
export const FUSION = 'demo_variant=fusion';

export const ROUTES: RouteCase[] = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/online-slots' },
  { name: 'subgroup', path: '/subgroup/popular-games' },
  { name: 'theme', path: '/theme/animals' },
  { name: 'jackpot games', path: '/jackpot-games' },
  { name: 'all games', path: '/all-games' },
  { name: 'suggested games', path: '/suggested-games' },
  { name: 'favourites', path: '/favorites' },
  { name: 'providers', path: '/providers' },
  { name: 'a provider', path: '/providers/nebula-gaming' },
  { name: 'promotions', path: '/promotions' },
  {
    name: 'tournaments (fusion)',
    path: '/tournaments',
    guest: `${FUSION}&${GUEST}`,
    player: `${FUSION}&${PLAYER}`,
  },
  {
    name: 'a tournament (fusion)',
    path: '/tournaments/dragon-spin-sprint',
    guest: `${FUSION}&${GUEST}`,
    player: `${FUSION}&${PLAYER}`,
  },
  { name: 'tournaments (RTG frame)', path: '/tournaments' },
  { name: 'message center', path: '/dashboard/messagecenter' },
  { name: 'demo game', path: `/demo/${GAME}` },
  { name: 'real-money game', path: `/play/${GAME}` },
  { name: 'live dealer', path: '/live-dealer' },
  {
    name: 'sportsbook',
    path: '/sportsbook',
    guest: `demo_casino=85&${GUEST}`,
    player: 'demo_casino=85&demo_profile=sportsbook',
  },
  { name: 'unknown page', path: '/no-such-page' },
];

/**
 * One test a route: opens it for a guest, then for a player (in the light theme), and runs `check` on each,
 * with a label that names the path and who is looking.
 */
export function testEveryRoute(check: (page: Page, label: string) => Promise<void>) {
  for (const route of ROUTES) {
    test(route.name, async ({ page }) => {
      for (const [who, switches] of [
        ['guest', route.guest ?? GUEST],
        ['player', route.player ?? PLAYER],
      ] as const) {
        await open(page, route.path, switches, 'light');
        await check(page, `${route.path} · ${who}`);
      }
    });
  }
}
