import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { FIRST_PAINT, lobbyPage, pageTitleShown, seenAs, seenByAGuest, seenByAPlayer } from '#story-support';

/**
 * `/providers` (§2): every provider with its name, game count and 'Explore Games', in the casino's order;
 * the sportsbook pseudo-provider is hidden.
 */
const meta = preview.meta({ title: 'Pages/Providers', tags: ['!autodocs'], ...lobbyPage('/providers') });

const providerList =
  (role: 'guest' | 'player' | 'vip') =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await pageTitleShown(canvasElement, 'Providers');
    const explore = await waitFor(() => {
      const links = canvas.getAllByRole('link', { name: /Explore Games/ });
      expect(links.length).toBeGreaterThan(10);
      return links;
    }, FIRST_PAINT);
    // the casino's order: Nebula Gaming leads the studios, each card naming its game count
    await expect(explore[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/providers\/(rtg|nebula-gaming)$/),
    );
    await expect(canvas.getAllByText(/^\d[\d,]* games?$/).length).toBe(explore.length);
    await expect(canvas.queryByText('First Sportsbook')).toBeNull();
    if (role === 'guest') await seenByAGuest(canvasElement);
    else await seenByAPlayer(canvasElement);
  };

export const FusionPlayer = meta.story({
  name: 'Provider list, fusion player',
  ...seenAs('fusion', 'player'),
  play: providerList('player'),
});

export const RtgGuest = meta.story({
  name: 'Provider list, RTG guest',
  ...seenAs('rtg', 'guest'),
  play: providerList('guest'),
});

export const FunMoneyVip = meta.story({
  name: 'Provider list, fun money VIP',
  ...seenAs('fun', 'vip'),
  play: providerList('vip'),
});

export const RtgGuestOnPhone = meta.story({
  name: 'Provider list on a phone, RTG guest',
  ...seenAs('rtg', 'guest', 'phone375'),
  play: providerList('guest'),
});
