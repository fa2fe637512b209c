import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';

// on a loaded machine the page is busy painting the lobby while the demo casino's worker answers: more time
const expect = baseExpect.configure({ timeout: 20_000 });
const FIRST_PAINT = { timeout: 45_000 };

/** What forced colours keep of an element's look: its fill, border, outline and the colour of its text. */
interface Paint {
  background: string;
  border: string;
  outline: string;
  color: string;
  boxShadow: string;
}

function paintOf(locator: Locator): Promise<Paint> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      outline: `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
      color: style.color,
      boxShadow: style.boxShadow,
    };
  });
}

/** The system's Highlight as this browser resolves it: system colours are the ones forcing leaves alone. */
function systemHighlight(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'Highlight';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
}

/** The chosen item is filled with Highlight; its neighbour is not, so the two differ in more than a colour. */
async function expectChosenAmong(page: Page, chosen: Locator, neighbour: Locator) {
  const highlight = await systemHighlight(page);
  // an item just chosen may still be fading into its fill (a colour transition): its end state counts
  await expect
    .poll(async () => (await paintOf(chosen)).background, {
      message: 'the chosen item is filled with the system Highlight',
    })
    .toBe(highlight);
  const [on, off] = [await paintOf(chosen), await paintOf(neighbour)];
  expect(off.background, 'its neighbour is not').not.toBe(highlight);
  expect(on.color, 'the chosen item’s text stands out from its fill').not.toBe(on.background);
}

/**
 * Windows high contrast (forced colours): the browser replaces every colour with the system's few and drops
 * every fill and shadow, so each state must be drawn by something forced colours keep.
 */
test.describe('forced colours', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  test('the current page, the chosen theme and the Deposit button keep their look (1.4.1, 1.4.11)', async ({
    page,
  }) => {
    await page.goto('./?demo_profile=vip');
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const lobby = menu.getByRole('link', { name: 'Lobby' });
    await expect(lobby).toHaveAttribute('aria-current', 'page', FIRST_PAINT);
    await expectChosenAmong(page, lobby, menu.getByRole('link', { name: 'All Games' }));

    const themes = menu.getByRole('group', { name: 'Theme' });
    const chosen = themes.getByRole('button', { pressed: true });
    const other = themes.getByRole('button', { pressed: false });
    await expect(chosen).toHaveCount(1);
    await expectChosenAmong(page, chosen, other);
    // both theme buttons are buttons to the eye: a border, as the system draws its own
    expect((await paintOf(other)).border).toMatch(/^1px solid /);

    // the Deposit button's shape is a fill alone in normal colours: here it is a border
    const deposit = page
      .getByRole('navigation', { name: /quick access/i })
      .getByRole('button', { name: 'Deposit' });
    await expect(deposit).toBeVisible();
    const { border, background } = await paintOf(deposit);
    expect(border).toMatch(/^1px solid /);
    expect(border).not.toContain(background);
  });

  test('a pressed favourite differs from one not pressed (1.4.1)', async ({ page }) => {
    await page.goto('./all-games?demo_profile=vip');
    const hearts = page.locator('[data-slot="favourite-toggle"]');
    await expect(hearts.first()).toBeVisible(FIRST_PAINT);
    const heart = hearts.first();
    if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const unpressed = page.locator('[data-slot="favourite-toggle"][aria-pressed="false"]').first();
    await expectChosenAmong(page, heart, unpressed);
  });

  test('keyboard focus shows as an outline, on a plain item and on the current one (2.4.7)', async ({
    page,
  }) => {
    await page.goto('./?demo_profile=vip');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const lobby = menu.getByRole('link', { name: 'Lobby' });
    const search = menu.getByRole('button', { name: 'Search' });
    await expect(lobby).toHaveAttribute('aria-current', 'page', FIRST_PAINT);
    await lobby.focus();
    await page.keyboard.press('Tab');
    await expect(search).toBeFocused();
    const plain = await paintOf(search);
    expect(plain.outline).toMatch(/^2px solid /);
    expect(plain.outline).not.toContain(plain.background);

    await page.keyboard.press('Shift+Tab');
    await expect(lobby).toBeFocused();
    const current = await paintOf(lobby);
    expect(current.outline).toMatch(/^2px solid /);
    // the ring inside the Highlight fill, in the fill's text colour, whichever side the outline falls
    expect(current.boxShadow).toContain(current.color);
    expect(current.boxShadow).toContain('inset');
  });
});
