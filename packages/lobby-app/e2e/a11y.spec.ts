import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { devices, expect, type Locator, type Page, test } from '@playwright/test';
import { matchRoute } from '../src/navigation/paths.ts';
import { ROUTES as ROUTE_TABLE } from '../src/navigation/routes.ts';
import { scrollToLockedGame } from './lobby.ts';
import { FIRST_PAINT, GUEST, open, PLAYER, ROUTES, settle } from './route-cases.ts';

/**
 * Every route of §2 for a guest and a player, in the light and the dark theme, audited with axe-core in the
 * real browser, plus the lobby's dialogs. The rule set is the one the component stories use: axe's default
 * (every WCAG 2.0/2.1/2.2 A and AA rule and the best-practice rules, nothing experimental). Unlike the stories,
 * the `region` rule stays on, since these are whole pages with their landmarks. Game and promotion frames are
 * other documents (the studio's or the casino's) and are not audited here.
 */

// evaluated rather than added as a script tag: the lobby's Content Security Policy refuses inline scripts
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Audit {
  label: string;
  violations: string[];
}

const audited: string[] = [];

/** Runs axe on the whole document (or a part of it) and describes each violation with its nodes. */
async function axe(page: Page, label: string, include?: string): Promise<Audit> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const api = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await api.run(selector ? { include: [selector] } : document, {
      iframes: false,
      resultTypes: ['violations'],
    });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`)
          .join('\n')}`,
    );
  }, include ?? null);
  audited.push(label);
  return { label, violations };
}

function expectClean(audits: Audit[]) {
  const failed = audits.filter((a) => a.violations.length > 0);
  expect(
    failed.map((a) => `${a.label}\n  ${a.violations.join('\n  ')}`).join('\n\n'),
    `${failed.length} of ${audits.length} audits found violations`,
  ).toBe('');
}

/**
 * The dark theme of the same page: with the menu's theme button where the page shows it (no reload, as a
 * player switches), else a new load with the browser asking for dark.
 */
async function toDark(page: Page, path: string, switches: string) {
  const dark = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Dark', exact: true });
  if ((await page.getByRole('dialog').count()) === 0 && (await dark.isVisible())) {
    await dark.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await settle(page);
  } else await open(page, path, switches, 'dark');
}

test.describe('accessibility: routes × guest/player × light/dark', () => {
  // up to four page loads and audits per test on a shared machine
  test.describe.configure({ timeout: 150_000 });

  test.afterAll(() => {
    process.stdout.write(`axe audited ${audited.length} pages and dialogs in this worker\n`);
  });

  test('opens every route of the route table', () => {
    const opened = new Set(ROUTES.map((route) => matchRoute(route.path)?.route.path));
    expect(ROUTE_TABLE.map((route) => route.path).filter((path) => !opened.has(path))).toEqual([]);
  });

  for (const route of ROUTES) {
    test(route.name, async ({ page }) => {
      const audits: Audit[] = [];
      for (const [who, switches] of [
        ['guest', route.guest ?? GUEST],
        ['player', route.player ?? PLAYER],
      ] as const) {
        await open(page, route.path, switches, 'light');
        audits.push(await axe(page, `${route.path} · ${who} · light (${page.url()})`));
        await toDark(page, route.path, switches);
        audits.push(await axe(page, `${route.path} · ${who} · dark (${page.url()})`));
      }
      expectClean(audits);
    });
  }
});

/** Opens a dialog from its control, then waits for the dialog and its animation. */
async function openDialog(page: Page, opener: Locator, name?: string | RegExp): Promise<Locator> {
  await opener.click();
  const dialog = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
  await expect(dialog.first()).toBeVisible(FIRST_PAINT);
  await settle(page);
  return dialog.first();
}

test.describe('accessibility: dialogs', () => {
  test.describe.configure({ timeout: 150_000 });

  for (const scheme of ['light', 'dark'] as const) {
    test(`search, quick deposit and login prompt · ${scheme}`, async ({ page }) => {
      const audits: Audit[] = [];
      await open(page, '/', PLAYER, scheme);
      await openDialog(page, page.getByRole('button', { name: 'Search games' }));
      await page.getByRole('searchbox').fill('cherr');
      await expect(page.getByRole('dialog').locator('[data-slot="game-tile"]').first()).toBeVisible();
      await settle(page);
      audits.push(await axe(page, `search modal with results · ${scheme}`));
      await page.keyboard.press('Escape');

      // this player has withdrawals waiting: quick deposit first offers to cancel them (its title says so),
      // then the deposit form; each step is audited once it has settled
      const bar = page.getByRole('navigation', { name: /quick access/i });
      const withdrawal = await openDialog(
        page,
        bar.getByRole('button', { name: 'Deposit' }),
        'Pending withdrawal',
      );
      await expect(withdrawal.getByRole('button', { name: 'Skip to deposit' })).toBeVisible();
      audits.push(await axe(page, `quick deposit, pending withdrawal · ${scheme}`));
      await withdrawal.getByRole('button', { name: 'Skip to deposit' }).click();
      const form = page.getByRole('dialog', { name: 'Quick deposit' });
      await expect(form.getByRole('spinbutton', { name: /Deposit amount/ })).toBeVisible();
      await settle(page);
      audits.push(await axe(page, `quick deposit form · ${scheme}`));
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();

      await open(page, '/all-games', GUEST, scheme);
      const tile = page.locator('[data-slot="game-tile"]').first();
      await openDialog(page, tile.getByRole('button', { name: /^Favourite / }), 'Log in to continue');
      audits.push(await axe(page, `login prompt · ${scheme}`));
      expectClean(audits);
    });
  }

  test('the game-lock dialog', async ({ page }) => {
    const audits: Audit[] = [];
    await open(page, '/category/online-slots', PLAYER, 'dark');
    const locked = await scrollToLockedGame(page);
    const dialog = await openDialog(page, locked);
    await expect(dialog.locator('[data-slot="spinner"]')).toHaveCount(0);
    audits.push(await axe(page, 'game-lock dialog · dark'));
    expectClean(audits);
  });

  test('the daily free spins wheel and its win', async ({ page }) => {
    const audits: Audit[] = [];
    await open(page, '/', `${PLAYER}&demo_dfs=allowed`, 'light');
    const wheel = page.getByRole('dialog', { name: 'Daily free spins' });
    // the once-a-day popup opens by itself
    await expect(wheel).toBeVisible(FIRST_PAINT);
    await settle(page);
    audits.push(await axe(page, 'daily free spins wheel · light'));
    await wheel.getByRole('checkbox').check();
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await wheel.getByRole('button', { name: 'Spin the wheel' }).click();
    const won = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(won.getByRole('group', { name: 'Your prize' })).toContainText(/You won \d+ free spins!/);
    await settle(page);
    audits.push(await axe(page, 'daily free spins win · light'));
    expectClean(audits);
  });
});

// A phone's layout is another page for axe: the bottom bars, the drawer menu, one column of tiles.
const { defaultBrowserType: _phoneBrowser, ...PHONE } = devices['Pixel 7'];

test.describe('accessibility on a phone: routes × guest/player, and the menu drawer', () => {
  test.use(PHONE);
  test.describe.configure({ timeout: 150_000 });

  for (const route of ROUTES) {
    test(`${route.name} · phone`, async ({ page }) => {
      const audits: Audit[] = [];
      for (const [who, switches] of [
        ['guest', route.guest ?? GUEST],
        ['player', route.player ?? PLAYER],
      ] as const) {
        await open(page, route.path, switches, who === 'guest' ? 'light' : 'dark');
        audits.push(await axe(page, `${route.path} · ${who} · phone (${page.url()})`));
      }
      expectClean(audits);
    });
  }

  test('the menu drawer · phone', async ({ page }) => {
    const audits: Audit[] = [];
    for (const [who, switches] of [
      ['guest', GUEST],
      ['player', PLAYER],
    ] as const) {
      await open(page, '/', switches, 'light');
      await openDialog(page, page.getByRole('button', { name: 'Menu', exact: true }));
      audits.push(await axe(page, `menu drawer · ${who} · phone`));
      await page.keyboard.press('Escape');
    }
    expectClean(audits);
  });
});
