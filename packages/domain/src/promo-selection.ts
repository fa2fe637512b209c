/**
 * Which promotions the lobby shows (§2): regular promos worth a card, and the custom HTML blocks meant for
 * the promotions page.
 */
import type { CustomPromoBlock, CustomPromoGroup, Promo } from './wire-promos.ts';

/**
 * Regular promos that can make a card: an id, and a title, text or picture to show. Repeated ids keep the
 * first. Anything else is left out rather than shown as an empty box.
 *
 * @example
 * usableRegularPromos(response.regular);
 */
export function usableRegularPromos(promos: readonly Promo[]): Promo[] {
  const seen = new Set<string>();
  return promos.filter((promo) => {
    const id = promo.id.trim();
    if (id === '' || seen.has(id)) return false;
    seen.add(id);
    return promo.title.trim() !== '' || promo.text.trim() !== '' || promo.image !== null;
  });
}

/** The page key of the promotions page in a custom promo's display_on.pages. */
export const PROMOTIONS_PAGE_KEY = 'promotions';

/**
 * Whether a custom promo group belongs on the promotions page: groups that name the page do, and so do groups
 * that name no place at all. A group marked only for other pages, categories, sub-groups or themes is skipped.
 */
export function showsOnPromotionsPage(group: CustomPromoGroup): boolean {
  const on = group.displayOn;
  const pages = on.pages.map((page) => page.trim().toLowerCase());
  if (pages.includes(PROMOTIONS_PAGE_KEY)) return true;
  return (
    pages.length === 0 && on.categories.length === 0 && on.subGroups.length === 0 && on.themes.length === 0
  );
}

/**
 * The custom blocks of the promotions page, in the server's order: the blocks of every group meant for the
 * page, without blocks that have nothing to show.
 */
export function promotionsPageBlocks(groups: readonly CustomPromoGroup[]): CustomPromoBlock[] {
  return groups
    .filter(showsOnPromotionsPage)
    .flatMap((group) => group.blocks)
    .filter((block) => block.html.trim() !== '');
}

/**
 * Where to send a visitor when there are no promotions at all: the configured promotions page (§2), as an
 * absolute http(s) URL. Null when none is configured, when it is not a web address, or when it is this very
 * page (which would only send the visitor round in a circle); the lobby then says there are none.
 *
 * @example
 * emptyPromotionsRedirect('/promotions-info/', 'https://casino.example/promotions');
 * // 'https://casino.example/promotions-info/'
 */
export function emptyPromotionsRedirect(configured: string | null, here: string): string | null {
  const target = configured?.trim() ?? '';
  if (target === '') return null;
  let url: URL;
  let current: URL;
  try {
    current = new URL(here);
    url = new URL(target, current.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const bare = (path: string) => path.replace(/\/+$/, '') || '/';
  if (url.origin === current.origin && bare(url.pathname) === bare(current.pathname)) return null;
  return url.href;
}
