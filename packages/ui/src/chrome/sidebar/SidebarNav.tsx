import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { ChevronDownIcon } from '../../components/icon/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';
import { useDisclosure } from '../disclosure.ts';
import { ConfigIcon } from '../icons/ConfigIcon.tsx';
import { LazyOverlay, lazyWithPreload, useLazyMenu } from '../lazy.tsx';
import { type ChromeTheme, ThemeSwitch } from '../theme-switch/ThemeSwitch.tsx';
import {
  type BuiltInLabel,
  type EntryLabel,
  isCurrentPath,
  type LinkEntry,
  type MoreEntry,
  type SidebarAction,
  type SidebarEntry,
} from './items.ts';

/** The translated texts of the built-in entries. */
export function useBuiltInLabels(): Record<BuiltInLabel, string> {
  const { t } = useLingui();
  return {
    lobby: t({ message: 'Lobby', comment: 'Sidebar link to the lobby home' }),
    search: t({ message: 'Search', comment: 'Sidebar button that opens the search' }),
    favorites: t({ message: 'Favorites', comment: 'Sidebar link to the favourite games' }),
    suggested: t({ message: 'Suggested', comment: 'Sidebar link to the suggested games' }),
    'all-games': t({ message: 'All Games', comment: 'Sidebar link to the full game list' }),
    providers: t({ message: 'Providers', comment: 'Sidebar link to the game providers (fusion)' }),
    more: t({ message: 'More', comment: 'Sidebar submenu with the casino’s other pages' }),
    'refer-a-friend': t({ message: 'Refer a Friend', comment: 'Sidebar link, More submenu' }),
    vip: t({ message: 'VIP', comment: 'Sidebar link to the VIP programme, More submenu' }),
    loyalty: t({ message: 'Loyalty', comment: 'Sidebar link to the loyalty page, More submenu' }),
    'daily-free-spins': t({
      message: 'My Free Spins',
      comment: 'Sidebar link to the player’s daily free spins page of the dashboard, More submenu',
    }),
    banking: t({ message: 'Banking', comment: 'Sidebar link to the banking page, More submenu' }),
    coins: t({ message: 'Coins', comment: 'Sidebar link to the banking page on casinos that call it Coins' }),
    contact: t({ message: 'Contact', comment: 'Sidebar link to the contact page, More submenu' }),
    terms: t({ message: 'Terms', comment: 'Sidebar link to the terms and conditions, More submenu' }),
    'live-support': t({ message: 'Live Support', comment: 'Sidebar button that opens the live chat' }),
    logout: t({ message: 'Log Out', comment: 'Sidebar button' }),
    rollback: t({
      message: 'Back to the previous lobby',
      comment: 'Sidebar button that leaves the try-out of the new lobby',
    }),
  };
}

const rowClass =
  'group/row flex h-10 w-full cursor-pointer items-center gap-3 rounded-md px-3 text-left text-sm font-medium text-fg-muted no-underline transition-colors select-none hover:bg-surface-sunken hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-focus aria-[current=page]:bg-secondary aria-[current=page]:font-semibold aria-[current=page]:text-secondary-fg data-[state=open]:text-fg [&_svg]:size-5 [&_svg]:shrink-0';
const compactRowClass = 'justify-center px-0';

export interface SidebarNavProps {
  entries: readonly SidebarEntry[];
  currentPath: string;
  theme: ChromeTheme;
  onThemeChange: (theme: ChromeTheme) => void;
  onAction: (action: SidebarAction) => void;
  /** Icons only (the collapsed desktop sidebar); every entry keeps its name for assistive tech. */
  compact?: boolean;
  /** Name of the navigation landmark. */
  label: string;
  id?: string;
  className?: string;
}

/** The list of sidebar entries, shared by the desktop sidebar and the mobile menu. */
export function SidebarNav({
  entries,
  currentPath,
  theme,
  onThemeChange,
  onAction,
  compact = false,
  label,
  id,
  className,
}: SidebarNavProps) {
  const labels = useBuiltInLabels();
  const text = (entryLabel: EntryLabel) =>
    'builtIn' in entryLabel ? labels[entryLabel.builtIn] : entryLabel.text;
  return (
    <nav
      id={id}
      aria-label={label}
      data-slot="sidebar-nav"
      data-compact={compact || undefined}
      className={className}
    >
      <ul className="m-0 flex list-none flex-col gap-0.5 p-0">
        {entries.map((entry) => {
          switch (entry.kind) {
            case 'link':
              return (
                <li key={entry.key}>
                  <EntryLink
                    entry={entry}
                    text={text(entry.label)}
                    currentPath={currentPath}
                    compact={compact}
                  />
                </li>
              );
            case 'action':
              return (
                <li
                  key={entry.key}
                  className={entry.key === 'rollback' ? 'mt-2 border-t border-border pt-2' : undefined}
                >
                  <button
                    type="button"
                    data-action={entry.key}
                    aria-label={compact ? text(entry.label) : undefined}
                    title={compact ? text(entry.label) : undefined}
                    className={cn(rowClass, compact && compactRowClass)}
                    onClick={() => onAction(entry.key)}
                  >
                    <ConfigIcon name={entry.icon} />
                    {compact ? null : <span className="truncate">{text(entry.label)}</span>}
                  </button>
                </li>
              );
            case 'more':
              return (
                <li key={entry.key}>
                  {compact ? (
                    <MoreDropdown entry={entry} text={text} currentPath={currentPath} />
                  ) : (
                    <MoreInline entry={entry} text={text} currentPath={currentPath} />
                  )}
                </li>
              );
            case 'theme':
              return (
                <li key={entry.key} className="my-2">
                  <ThemeSwitch
                    value={theme}
                    onValueChange={onThemeChange}
                    display={compact ? 'icons' : 'labels'}
                  />
                </li>
              );
            default:
              return exhaustive(entry);
          }
        })}
      </ul>
    </nav>
  );
}

function exhaustive(value: never): never {
  throw new Error(`Unknown sidebar entry: ${JSON.stringify(value)}`);
}

function EntryLink({
  entry,
  text,
  currentPath,
  compact,
  className,
  ...props
}: {
  entry: LinkEntry;
  text: string;
  currentPath: string;
  compact: boolean;
} & Omit<React.ComponentProps<'a'>, 'href'>) {
  return (
    <AppLink
      href={entry.href}
      external={entry.external}
      aria-current={isCurrentPath(entry.href, currentPath) ? 'page' : undefined}
      title={compact ? text : undefined}
      className={cn(rowClass, compact && compactRowClass, className)}
      {...props}
    >
      <ConfigIcon name={entry.icon} />
      <span className={cn('truncate', compact && 'sr-only')}>{text}</span>
    </AppLink>
  );
}

/** What either form of the More entry draws from. */
interface MoreProps {
  entry: MoreEntry;
  text: (label: EntryLabel) => string;
  currentPath: string;
}

function MoreInline({ entry, text, currentPath }: MoreProps) {
  const holdsCurrent = entry.items.some((item) => isCurrentPath(item.href, currentPath));
  const more = useDisclosure(holdsCurrent);
  return (
    <div data-state={more.state}>
      <button {...more.trigger} className={rowClass}>
        <ConfigIcon name={entry.icon} />
        <span className="flex-1 truncate">{text(entry.label)}</span>
        <ChevronDownIcon className="transition-transform group-data-[state=open]/row:rotate-180" />
      </button>
      <div {...more.content}>
        {more.open ? (
          <ul className="m-0 mt-0.5 ml-5 flex list-none flex-col gap-0.5 border-l border-border p-0 pl-2">
            {entry.items.map((item) => (
              <li key={item.key}>
                <EntryLink entry={item} text={text(item.label)} currentPath={currentPath} compact={false} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

const moreMenu = lazyWithPreload(() => import('./MoreMenu.tsx'));

/**
 * The collapsed rail's More entry: a menu button at first paint; the menu beside the rail (a Radix dropdown
 * menu) is loaded on the first open, or earlier when the pointer or focus reaches the button.
 */
function MoreDropdown({ entry, text, currentPath }: MoreProps) {
  const trigger = useLazyMenu(moreMenu.preload);
  return (
    <>
      <button
        {...trigger.props}
        aria-label={text(entry.label)}
        title={text(entry.label)}
        className={cn(rowClass, compactRowClass, 'data-[state=open]:bg-surface-sunken')}
      >
        <ConfigIcon name={entry.icon} />
      </button>
      <LazyOverlay {...trigger.overlay}>
        <moreMenu.Component
          {...trigger.menu}
          items={entry.items.map((item) => ({ ...item, text: text(item.label) }))}
          currentPath={currentPath}
        />
      </LazyOverlay>
    </>
  );
}
