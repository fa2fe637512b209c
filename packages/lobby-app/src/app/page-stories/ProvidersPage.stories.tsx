import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { bootWith, FIRST_PAINT, LOBBY_PAGE, seenByAGuest, seenByAPlayer } from '../story-support.tsx';

/**
 * `/providers` (§2): every provider with its name, game count and 'Explore Games', in the casino's order;
 * the sportsbook pseudo-provider is hidden.
 */
const meta = preview.meta({
  title: 'Pages/Providers',
  ...LOBBY_PAGE,
  args: { path: '/providers' },
});

const boot = (...args: Parameters<typeof bootWith>) => [bootWith(...args)];

const providerList =
  (role: 'guest' | 'player' | 'vip') =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Providers' }, FIRST_PAINT),
    ).toBeVisible();
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
  globals: { variant: 'fusion', role: 'player' },
  loaders: boot({}),
  play: providerList('player'),
});

export const RtgGuest = meta.story({
  name: 'Provider list, RTG guest',
  globals: { variant: 'rtg', role: 'guest' },
  loaders: boot({}),
  play: providerList('guest'),
});

export const FunMoneyVip = meta.story({
  name: 'Provider list, fun money VIP',
  globals: { variant: 'fun', role: 'vip' },
  loaders: boot({}),
  play: providerList('vip'),
});
