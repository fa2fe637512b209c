/**
 * @lobby/domain — the rules of the lobby (spec §2–§9) as pure functions. A module's exports are its public
 * face, so most modules are re-exported whole. A module that also exports helpers for its own tests or for
 * the modules beside it names its public exports here instead, which keeps those helpers internal. Modules
 * that stay out of the main bundle (the stored catalogue, the offline player) are reached through their own
 * entries in package.json.
 */

export type { GuardedRoute } from './access.ts';
export { canLaunchRealMoney, guardRoute } from './access.ts';
export * from './addresses.ts';
export * from './announcements.ts';
export * from './balance.ts';
export * from './cashier.ts';
export * from './catalogue.ts';
export * from './category-routes.ts';
export * from './config.ts';
export * from './constants.ts';
export * from './countdown.ts';
export * from './coupons.ts';
export * from './daily-free-spins.ts';
export * from './decrypt.ts';
export * from './dfs-offer.ts';
export * from './exhaustive.ts';
export * from './filters.ts';
export * from './game.ts';
export * from './game-launch.ts';
export * from './game-lists.ts';
export * from './game-of-the-month.ts';
export * from './inbox.ts';
export * from './install.ts';
export * from './internal-path.ts';
export * from './jackpot-multiplier.ts';
export {
  casinoPage,
  classifyLink,
  type LinkPolicy,
  pageAddress,
  type SafeLinkTarget,
} from './links.ts';
export * from './menus.ts';
export * from './messages.ts';
export * from './money.ts';
export { nextMultiplierChange } from './multiplier-changes.ts';
export * from './my50free.ts';
export * from './new-games.ts';
export * from './notifications.ts';
export * from './pages.ts';
export * from './player-data.ts';
export * from './promo-expiry.ts';
export { type PromoHeroSlide, promoHeroSlides } from './promo-hero.ts';
export * from './promo-selection.ts';
export * from './provider-frames.ts';
export * from './providers.ts';
export * from './quick-deposit.ts';
export * from './random.ts';
export * from './random-play.ts';
export * from './recent-games.ts';
export * from './result.ts';
export * from './return-path.ts';
export type { RandomSource } from './rows.ts';
export { homeRow, homeSectionsFor, newGamesRow, popularRow, sourcedRow, topJackpotsRow } from './rows.ts';
export * from './runtime-env.ts';
export * from './search.ts';
export * from './search-news.ts';
export { suggestGames, suggestionIndexOf } from './search-suggestions.ts';
export * from './server-time.ts';
export * from './shortcuts.ts';
export * from './sorting.ts';
export * from './theme.ts';
export * from './tournament-status.ts';
export * from './viewer.ts';
export { type SafeWidgetAssets, safeWidgetAssets } from './widget-assets.ts';
export * from './wire.ts';
export * from './wire-cashier.ts';
export * from './wire-env.ts';
export * from './wire-games.ts';
export * from './wire-loyalty.ts';
export * from './wire-player.ts';
export * from './wire-promos.ts';
export * from './wire-tournaments.ts';
