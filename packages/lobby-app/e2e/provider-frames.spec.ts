import { PROVIDER_FRAME_SANDBOX } from '@lobby/domain';
import { expect, type Locator, test } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../../.ci/chromium.mjs';

// The test runner turns Chromium's pop-up blocker off by default; a player's browser has it on. It is a part of
// the full browser, which the headless shell the other end-to-end tests run on leaves out: these run on the full one.
test.use({
  launchOptions: {
    executablePath: findChromium() ?? undefined,
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-popup-blocking'],
  },
});

test.describe("providers' frames are sandboxed", () => {
  const tokens = async (frame: Locator) => ((await frame.getAttribute('sandbox')) ?? '').split(/\s+/).sort();

  test('a game, the live tables and the tournaments lobby get the same few rights and only the origin as referrer', async ({
    page,
  }) => {
    await page.goto('./?demo_profile=vip');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const frames = [
      ['./play/hidden-buffalo-2', 'iframe[title="Hidden Buffalo 2"]'],
      ['./live-dealer', 'iframe[title="Live Dealer"]'],
      ['./tournaments', '[data-slot="tournaments-lobby-frame"] iframe'],
    ] as const;
    for (const [path, selector] of frames) {
      await page.goto(path);
      const frame = page.locator(selector);
      await expect(frame).toHaveAttribute('src', /^data:/);
      expect(await tokens(frame)).toEqual([...PROVIDER_FRAME_SANDBOX].sort());
      await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
    }
  });

  test('a game that tries to take the lobby away or open a window without a click cannot', async ({
    page,
  }) => {
    const popups: string[] = [];
    page.on('popup', (popup) => popups.push(popup.url()));
    await page.goto('./?demo_profile=vip&demo_hostile=frames');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goto('./play/hidden-buffalo-2');
    const game = page.frameLocator('iframe[title="Hidden Buffalo 2"]');
    // its script ran, tried both, and the browser refused both
    await expect(game.getByText(/^Tried to leave\./)).toBeVisible();
    await expect(game.getByText(/^Tried to leave\./)).toContainText('the tab: refused');
    await expect(game.getByText(/^Tried to leave\./)).toContainText('a window: refused');
    await expect(page).toHaveURL(/\/play\/hidden-buffalo-2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hidden Buffalo 2' })).toBeVisible();
    expect(popups).toEqual([]);
  });
});
