import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  bootLoaders,
  FIRST_PAINT,
  gameLoaderGone,
  holdPromoHeroStill,
  homeRowsShown,
  lobbyPage,
  type PlayerScreen,
  pageTitleShown,
  seenByAPlayer,
} from '#story-support';

/**
 * `/sportsbook` (§2, §5): the sportsbook in a frame, for casino 85's whitelisted players only; everyone
 * else is sent to the home page. The demo casino's whitelisted player is Sam (850001).
 */
const meta = preview.meta({ title: 'Pages/Sportsbook', tags: ['!autodocs'], ...lobbyPage('/sportsbook') });

/** Casino 85's whitelisted player, in the variant the story pins. */
const whitelisted = bootLoaders({ profile: 'sportsbook' });

/** The sportsbook framed with the player's token, and the player's own bar on `screen`. */
const sportsbookShownOn =
  (screen: PlayerScreen) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await pageTitleShown(canvasElement, 'Sportsbook');
    const frame = await canvas.findByTitle('Sportsbook', {}, FIRST_PAINT);
    await waitFor(() => expect(frame.getAttribute('src')).toContain('token='), FIRST_PAINT);
    await seenByAPlayer(canvasElement, screen);
    await gameLoaderGone(canvasElement);
  };

const sportsbookShown = sportsbookShownOn('desktop');

export const WhitelistedFusion = meta.story({
  name: "Casino 85's whitelisted player, fusion",
  globals: { brand: 'c85', variant: 'fusion', role: 'player' },
  loaders: whitelisted,
  play: sportsbookShown,
});

export const WhitelistedRtg = meta.story({
  name: "Casino 85's whitelisted player, RTG",
  globals: { brand: 'c85', variant: 'rtg', role: 'player' },
  loaders: whitelisted,
  play: sportsbookShown,
});

export const WhitelistedFunMoney = meta.story({
  name: "Casino 85's whitelisted player, fun money",
  globals: { brand: 'c85', variant: 'fun', role: 'player' },
  loaders: whitelisted,
  play: sportsbookShown,
});

export const WhitelistedOnPhone = meta.story({
  name: "Casino 85's whitelisted player on a phone, fusion",
  globals: {
    brand: 'c85',
    variant: 'fusion',
    role: 'player',
    viewport: { value: 'phone375', isRotated: false },
  },
  loaders: whitelisted,
  play: sportsbookShownOn('phone'),
});

/** Anyone else: the home page, and no Sports in the menu of a casino other than 85. */
const sentHome = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await homeRowsShown(canvasElement);
  await expect(canvas.queryByRole('heading', { level: 1, name: 'Sportsbook' })).toBeNull();
  await expect(canvas.queryByTitle('Sportsbook')).toBeNull();
  await holdPromoHeroStill(canvasElement);
};

export const OtherPlayerOfCasino85GoesHome = meta.story({
  name: 'A player not on the whitelist: sent home',
  globals: { brand: 'c85', variant: 'fusion', role: 'vip' },
  loaders: bootLoaders({}),
  play: sentHome,
});

export const PlayerOfAnotherCasinoGoesHome = meta.story({
  name: 'A player of another casino: sent home',
  globals: { brand: 'c4', variant: 'rtg', role: 'vip' },
  loaders: bootLoaders({}),
  play: async (context) => {
    await sentHome(context);
    await expect(context.canvasElement.querySelector('a[href="/sportsbook"]')).toBeNull();
  },
});

export const GuestGoesHome = meta.story({
  name: 'A guest: sent home',
  globals: { brand: 'c85', variant: 'fusion', role: 'guest' },
  loaders: bootLoaders({}),
  play: sentHome,
});
