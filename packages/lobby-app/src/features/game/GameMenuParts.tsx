import { useLingui } from '@lingui/react/macro';
import type { CasinoConfig, MenuItem } from '@lobby/domain';
import { AppLink, Logo } from '@lobby/ui';
import { menuLinkTarget } from './game-page.ts';

/** The casino's logo at the top of the game page's side menu. */
export function GameMenuLogo({ config }: { config: CasinoConfig | null }) {
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
export function GameMenuNavigation({
  items,
  onNavigate,
}: {
  items: readonly MenuItem[];
  onNavigate: () => void;
}) {
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
