import { expect, type Page, test } from '@playwright/test';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search games' });
const filtersButton = (page: Page) => dialog(page).getByRole('button', { name: /^Filters/ });

/** Types a search and waits for its results to carry the filters, the panel open. */
async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await expect(filtersButton(page)).toBeVisible();
  if ((await filtersButton(page).getAttribute('aria-expanded')) !== 'true') await filtersButton(page).click();
  await expect(dialog(page).getByRole('checkbox').first()).toBeVisible();
}

test.describe('search', () => {
  for (const path of ['category/online-slots', 'providers', 'promotions']) {
    test(`?search opens it on /${path} too, over that page`, async ({ page }) => {
      await page.goto(`./${path}?search`);
      await expect(dialog(page)).toBeVisible();
      await expect(page.getByRole('searchbox')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      // the page asked for is the one under it
      await expect(page).toHaveURL(new RegExp(`/${path}\\?search$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('filter picks start again with a new search and when the dialog is opened again', async ({ page }) => {
    await page.goto('./?search');
    await searchFor(page, 'gold');
    const checked = dialog(page).getByRole('checkbox', { checked: true });
    await dialog(page).getByRole('checkbox').first().check();
    await expect(filtersButton(page)).toHaveAccessibleName('Filters 1 selected');
    await expect(checked).toHaveCount(1);

    // a new search: the picks made among the old results are gone
    await searchFor(page, 'lucky');
    await expect(filtersButton(page)).toHaveAccessibleName('Filters');
    await expect(checked).toHaveCount(0);

    await dialog(page).getByRole('checkbox').first().check();
    await expect(filtersButton(page)).toHaveAccessibleName('Filters 1 selected');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    // opened again on the same search: the text is kept, the picks are not
    await page.getByRole('button', { name: 'Search games' }).click();
    await expect(page.getByRole('searchbox')).toHaveValue('lucky');
    await expect(filtersButton(page)).toHaveAccessibleName('Filters');
    await expect(checked).toHaveCount(0);
  });
});
