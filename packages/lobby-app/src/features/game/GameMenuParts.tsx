import { useLingui } from '@lingui/react/macro';
import { type CasinoConfig, type MenuItem, menuFor } from '@lobby/domain';
import { AppLink, GameSideMenu, Logo, type MoneySwitchControl } from '@lobby/ui';
import type { RefObject } from 'react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { session } from '../../state/session.ts';
import { useSidebarMenu } from '../sidebar-menu/useSidebarMenu.ts';
import { menuLinkTarget } from './game-page.ts';

/**
 * The game page's side menu wired to the lobby (§2): the logo, the real/fun switch, the casino's navigation,
 * and the lobby's sidebar from the chrome's own menu model. Choosing a page or an action closes it.
 */
export function GameMenu({
  id,
  open,
  onOpenChange,
  returnFocusRef,
  moneySwitch,
}: {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  moneySwitch: MoneySwitchControl | null;
}) {
  const s = useSnapshot(session);
  const config = s.config;
  const [location, navigate] = useLocation();
  // the refer-a-friend link is asked for once the menu is first opened, not while the game loads
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const { options, callbacks } = useSidebarMenu({ settled: opened, navigate });
  const navigation = config ? menuFor(config.navigation, s.language, config) : [];
  return (
    <GameSideMenu
      id={id}
      open={open}
      onOpenChange={onOpenChange}
      returnFocusRef={returnFocusRef}
      logo={<GameMenuLogo config={config} />}
      moneySwitch={moneySwitch}
      navigation={
        navigation.length > 0 ? (
          <GameMenuNavigation items={navigation} onNavigate={() => onOpenChange(false)} />
        ) : null
      }
      sidebar={config ? { ...options, ...callbacks, currentPath: location } : null}
    />
  );
}

/** The casino's logo at the top of the game page's side menu. */
function GameMenuLogo({ config }: { config: CasinoConfig | null }) {
  return (
    <Logo
      casinoName={config?.casinoName || 'Casino'}
      size="sm"
      images={
        config?.casinoLogoLight || config?.casinoLogoDark
          ? { light: config.casinoLogoLight ?? '', dark: config.casinoLogoDark ?? '' }
          : null
      }
    />
  );
}

const LINK_CLASS =
  'flex h-10 items-center rounded-md px-3 text-sm font-semibold text-fg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-focus';

/** The casino's navigation in the game page's side menu; a lobby link closes the menu as it leads away. */
function GameMenuNavigation({ items, onNavigate }: { items: readonly MenuItem[]; onNavigate: () => void }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Main`}>
      <ul className="m-0 flex list-none flex-col gap-1 p-0">
        {items.map((item) => {
          const target = menuLinkTarget(item);
          if (!target) return null;
          return (
            <li key={item.id}>
              {target.kind === 'internal' ? (
                <AppLink href={target.href} className={LINK_CLASS} onClick={onNavigate}>
                  {item.label}
                </AppLink>
              ) : (
                <a href={target.href} className={LINK_CLASS} rel="noopener noreferrer">
                  {item.label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
