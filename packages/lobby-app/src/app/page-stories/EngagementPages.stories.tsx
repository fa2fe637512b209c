import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { DemoSettings } from '../../../demo-casino/index.ts';
import { STORAGE } from '../../state/local-stores.ts';
import { bootWith, FIRST_PAINT, LOBBY_PAGE } from '../story-support.tsx';

/** The home page's winners, game of the month and cashier tooltip, on the demo casino as in production. */
const meta = preview.meta({
  title: 'Pages/Engagement',
  ...LOBBY_PAGE,
  // the ticker moves and the tip comes and goes: these pages are checked by their behaviour, not pixels
  parameters: { ...LOBBY_PAGE.parameters, screenshot: false },
  args: { path: '/' },
});

const boot = (settings: Partial<DemoSettings>) =>
  bootWith(settings, {}, () => sessionStorage.removeItem(STORAGE.cashierTooltipAt));

const section = (root: HTMLElement, id: string) =>
  waitFor(() => {
    const found = root.querySelector<HTMLElement>(`[data-section="${id}"]`);
    expect(found?.getAttribute('aria-busy')).toBe('false');
    return found as HTMLElement;
  }, FIRST_PAINT);

/** A fusion player: winners with a Provider column, the game of the month with its Play link. */
export const FusionPlayerHome = meta.story({
  loaders: [boot({ profile: 'vip', variant: 'fusion', casinoId: 85 })],
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
  loaders: [boot({ profile: 'low' })],
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
