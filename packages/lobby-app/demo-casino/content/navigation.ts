/** The casino's menus: the navigation and the mobile launcher bar, in every locale the demo speaks. */
import type { DemoCasinoId } from '../settings.ts';

type Locale = 'EN' | 'DE' | 'ES' | 'FR';
const LOCALES: readonly Locale[] = ['EN', 'DE', 'ES', 'FR'];

const NAV_LABELS: Record<string, Record<Locale, string>> = {
  lobby: { EN: 'Lobby', DE: 'Lobby', ES: 'Vestíbulo', FR: 'Accueil' },
  promotions: { EN: 'Promotions', DE: 'Aktionen', ES: 'Promociones', FR: 'Promotions' },
  tournaments: { EN: 'Tournaments', DE: 'Turniere', ES: 'Torneos', FR: 'Tournois' },
  providers: { EN: 'Providers', DE: 'Anbieter', ES: 'Proveedores', FR: 'Fournisseurs' },
  livedealer: { EN: 'Live Dealer', DE: 'Live-Dealer', ES: 'Crupier en vivo', FR: 'Croupier en direct' },
  sportsbook: { EN: 'Sports', DE: 'Sport', ES: 'Deportes', FR: 'Sports' },
  loyalty: { EN: 'Loyalty', DE: 'Treueprogramm', ES: 'Fidelidad', FR: 'Fidélité' },
  vip: { EN: 'VIP Program', DE: 'VIP-Programm', ES: 'Programa VIP', FR: 'Programme VIP' },
  games: { EN: 'Games', DE: 'Spiele', ES: 'Juegos', FR: 'Jeux' },
  promos: { EN: 'Promos', DE: 'Aktionen', ES: 'Promos', FR: 'Promos' },
  cashier: { EN: 'Cashier', DE: 'Kasse', ES: 'Cajero', FR: 'Caisse' },
  account: { EN: 'Account', DE: 'Konto', ES: 'Cuenta', FR: 'Compte' },
};

interface WireMenuItem {
  id: string;
  label: string;
  action: string;
  icon: string;
  ucc_internal: '0' | '1';
}

function menu(ids: readonly (readonly [string, string, string, boolean])[]): Record<Locale, WireMenuItem[]> {
  const lists = {} as Record<Locale, WireMenuItem[]>;
  for (const locale of LOCALES) {
    lists[locale] = ids.map(([id, action, icon, internal]) => ({
      id,
      label: NAV_LABELS[id]?.[locale] ?? id,
      action,
      icon,
      ucc_internal: internal ? '1' : '0',
    }));
  }
  return lists;
}

/** Navigation per upper-case locale; fusion has providers and live dealer as a category, 85 has sports. */
export function navigationFor(fusion: boolean, casinoId: DemoCasinoId): Record<Locale, WireMenuItem[]> {
  const items: [string, string, string, boolean][] = [
    ['lobby', '/', 'home', true],
    ['promotions', '/promotions', 'gift', true],
    ['tournaments', '/tournaments', 'trophy', true],
  ];
  if (fusion)
    items.push(
      ['providers', '/providers', 'grid', true],
      ['livedealer', '/category/live-dealer', 'cards', true],
    );
  else items.push(['livedealer', '/live-dealer', 'cards', true]);
  if (casinoId === 85) items.push(['sportsbook', '/sportsbook', 'ball', true]);
  items.push(['loyalty', '/dashboard/loyalty', 'star', false], ['vip', '/vip-program', 'crown', false]);
  return menu(items);
}

/** The mobile launcher bar per locale. */
export function launcherFor(): Record<Locale, WireMenuItem[]> {
  return menu([
    ['games', '/all-games', 'grid', true],
    ['promos', '/promotions', 'gift', true],
    ['cashier', '/cashier/', 'wallet', false],
    ['account', '/dashboard/', 'user', false],
  ]);
}
