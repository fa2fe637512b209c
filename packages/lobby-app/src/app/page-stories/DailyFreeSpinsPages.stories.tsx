import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { announced, bootWith, FIRST_PAINT, holdPromoHeroStill, lobbyPage, shownSoon } from '#story-support';
import type { DemoSettings } from '../../../demo-casino/index.ts';
import { DFS_POPUP_DAY_KEY } from '../../features/daily-free-spins/popup-day.ts';
import { STORAGE } from '../../state/local-stores.ts';
import { ui } from '../../state/ui.ts';
import { removeStorage, writeCookie } from '../../state/web-storage.ts';

/** The daily free spins on the demo casino's home page, as a player meets them. */
const meta = preview.meta({ title: 'Pages/Daily free spins', tags: ['!autodocs'], ...lobbyPage('/') });

// each story starts with the modal closed, no popup shown today and no win remembered
const boot = (settings: Partial<DemoSettings>) =>
  bootWith({ casinoId: 14, profile: 'vip', ...settings }, {}, () => {
    ui.dailyFreeSpinsOpen = false;
    removeStorage('local', DFS_POPUP_DAY_KEY);
    writeCookie(STORAGE.wheelCookie, '', 0);
  });

const page = within(document.body);
const openFromHome = async () => {
  await userEvent.click(await page.findByRole('button', { name: 'Daily free spins' }, FIRST_PAINT));
  return page.findByRole('dialog', { name: 'Daily free spins' }, FIRST_PAINT);
};

/** Casino 14 has no wheel: the home page button opens the plain claim, which ends in the win. */
export const ClaimFromHome = meta.story({
  name: 'Claimed from the home page, no wheel (casino 14)',
  loaders: [boot({ dfs: 'allowed' })],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await holdPromoHeroStill(canvasElement);
    const dialog = await openFromHome();
    const claim = await within(dialog).findByRole('button', { name: 'Claim my free spins' }, FIRST_PAINT);
    await expect(dialog).toHaveTextContent('at least $30 in the last 7 days and a balance under $5');
    await userEvent.click(claim);
    const won = await page.findByRole('dialog', { name: 'Congratulations!' }, FIRST_PAINT);
    await expect(within(won).getByRole('group', { name: 'Your prize' })).toHaveTextContent(
      'You won 10 free spins!',
    );
    await announced(canvasElement, /^You won 10 free spins!/);
    // in the Storybook UI the win comes in with a fade from opacity 0
    await waitFor(() => expect(within(won).getByRole('timer')).toBeVisible());
  },
});

/** Casino 4 pops the wheel up by itself; spinning without the terms shows the term-accept error. */
const wheelPopsUp = {
  loaders: [boot({ casinoId: 4, dfs: 'allowed' })],
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await holdPromoHeroStill(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Daily free spins' }, FIRST_PAINT);
    const wheel = await within(dialog).findByRole('img', { name: 'Prize wheel' }, FIRST_PAINT);
    // in the Storybook UI a dialog fades in from opacity 0: wait until it is on screen
    await waitFor(() => expect(wheel).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spin the wheel' }));
    await expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription(
      'Please accept the terms and conditions to spin.',
    );
    await expect(localStorage.getItem(DFS_POPUP_DAY_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  },
};

export const WheelPopsUp = meta.story({
  name: 'The wheel pops up by itself; spinning asks for the terms (casino 4)',
  ...wheelPopsUp,
});

export const WheelOnPhone = meta.story({
  name: 'The wheel on a phone; spinning asks for the terms (casino 4)',
  globals: { viewport: { value: 'phone375', isRotated: false } },
  ...wheelPopsUp,
});

/** A new player confirms the e-mail first; after sending, the lobby waits for the click. */
export const EmailNotClicked = meta.story({
  name: 'A new player confirms the e-mail first',
  loaders: [boot({ profile: 'new' })],
  play: async ({ canvasElement }) => {
    await holdPromoHeroStill(canvasElement);
    const dialog = await openFromHome();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send e-mail' }, FIRST_PAINT));
    await expect(await within(dialog).findByRole('status', {}, FIRST_PAINT)).toHaveTextContent(
      'We sent a link to',
    );
  },
});

/** Casino 85 states the balance rule in euros; the reason text comes from the casino's translation file. */
export const BalanceRuleCasino85 = meta.story({
  name: "Not allowed: the balance rule in euros, in the casino's words (casino 85)",
  loaders: [boot({ casinoId: 85, variant: 'fusion', dfs: 'fivedolar_balance' })],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await holdPromoHeroStill(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Daily free spins' }, FIRST_PAINT);
    // in the Storybook UI the dialog fades in from opacity 0: wait until the reason is on screen
    await shownSoon(() =>
      within(dialog).getByText('Your balance must be under €5 to claim daily free spins.'),
    );
  },
});

/** The data could not be read: a clear message, and the retry loads it. */
export const LoadFailed = meta.story({
  name: 'The free spins could not be loaded: a way to try again',
  loaders: [boot({ dfs: 'redeemed_today', faults: { dailyfreespins: '500' } })],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await holdPromoHeroStill(canvasElement);
    const dialog = await openFromHome();
    await expect(await within(dialog).findByRole('alert', {}, FIRST_PAINT)).toHaveTextContent(
      'The casino could not answer just now. Please try again.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
