import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { FIRST_PAINT, gameListSeenBy, lobbyPage, pageTitleShown, seenAs } from '#story-support';

/**
 * `/providers/{provider}` (§2): one provider's games, newest first, filterable, with the provider's blurb
 * when the casino has a translation for it; an unknown provider goes to the provider list.
 */
const meta = preview.meta({
  title: 'Pages/Provider',
  tags: ['!autodocs'],
  ...lobbyPage('/providers/nebula-gaming'),
});

const BLURB = 'Nebula Gaming builds bold, fast games with big bonus rounds.';

const withBlurb =
  (role: 'guest' | 'player' | 'vip') =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await gameListSeenBy(canvasElement, 'Nebula Gaming', role);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(BLURB, {}, FIRST_PAINT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Sort: Newest/ })).toBeVisible();
  };

export const FusionPlayer = meta.story({
  name: "A provider's games with its blurb, fusion player",
  ...seenAs('fusion', 'player'),
  play: withBlurb('player'),
});

export const RtgGuest = meta.story({
  name: "A provider's games with its blurb, RTG guest",
  ...seenAs('rtg', 'guest'),
  play: withBlurb('guest'),
});

export const FunMoneyVip = meta.story({
  name: "A provider's games with its blurb, fun money VIP",
  ...seenAs('fun', 'vip'),
  play: withBlurb('vip'),
});

export const WithoutABlurb = meta.story({
  name: 'No blurb where the casino has no translation for it',
  args: { path: '/providers/kitsune-works' },
  ...seenAs('fusion', 'guest'),
  play: async ({ canvasElement }) => {
    await gameListSeenBy(canvasElement, 'Kitsune Works', 'guest');
    await expect(within(canvasElement).queryByText(/builds bold, fast games/)).toBeNull();
  },
});

export const UnknownProvider = meta.story({
  name: 'Unknown provider: the provider list instead',
  args: { path: '/providers/no-such-studio' },
  ...seenAs('fusion', 'player'),
  play: async ({ canvas, canvasElement }) => {
    await pageTitleShown(canvasElement, 'Providers');
    await expect(canvas.queryByRole('heading', { level: 1, name: 'no-such-studio' })).toBeNull();
    await expect(
      (await canvas.findAllByRole('link', { name: /Explore Games/ }, FIRST_PAINT))[0],
    ).toBeVisible();
  },
});
