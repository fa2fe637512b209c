import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icon/icons.tsx';
import { cn } from '../../lib/cn.ts';
import type { ChromeTheme } from '../theme-switch/ThemeSwitch.tsx';
import { type SidebarAction, type SidebarOptions, sidebarEntries } from './items.ts';
import { SidebarNav } from './SidebarNav.tsx';

/** What the sidebar and the mobile menu do when an entry that is not a link is chosen. */
export interface SidebarCallbacks {
  onSearch: () => void;
  onLiveSupport?: () => void;
  onLogOut?: () => void;
  /** Leaves the try-out: the app posts tryout=rollback and reloads. */
  onRollback?: () => void;
  theme: ChromeTheme;
  onThemeChange: (theme: ChromeTheme) => void;
}

export function runSidebarAction(action: SidebarAction, callbacks: SidebarCallbacks): void {
  const handlers: Record<SidebarAction, (() => void) | undefined> = {
    search: callbacks.onSearch,
    'live-support': callbacks.onLiveSupport,
    logout: callbacks.onLogOut,
    rollback: callbacks.onRollback,
  };
  handlers[action]?.();
}

export type SidebarProps = SidebarOptions &
  SidebarCallbacks & {
    /** The route being shown, for `aria-current="page"`. */
    currentPath: string;
    /** Full width with labels, or a narrow rail of icons. */
    expanded: boolean;
    onExpandedChange: (expanded: boolean) => void;
    /**
     * The casino's menu is not known yet (the lobby is starting): the menu stays empty rather than show
     * a few entries and push them down when the rest arrive.
     */
    pending?: boolean;
    className?: string;
  };

/**
 * The desktop sidebar (1200 px and wider): the lobby's menu, with a toggle between full and icon rail.
 * Implements the sidebars of §2 Page chrome.
 */
export function Sidebar({
  className,
  currentPath,
  expanded,
  onExpandedChange,
  pending = false,
  ...rest
}: SidebarProps) {
  const { t } = useLingui();
  const navId = useId();
  const entries = sidebarEntries(rest);
  return (
    <div
      data-slot="sidebar"
      data-expanded={expanded}
      className={cn(
        'hidden shrink-0 flex-col gap-2 overflow-y-auto border-r border-border bg-surface px-3 py-3 text-fg xl:flex',
        expanded ? 'w-64' : 'w-[4.5rem] px-3.5',
        className,
      )}
    >
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={navId}
        aria-label={t({ message: 'Side menu', comment: 'Button that widens or narrows the desktop sidebar' })}
        title={
          expanded
            ? t({ message: 'Collapse the menu', comment: 'Tooltip of the sidebar toggle when wide' })
            : t({ message: 'Expand the menu', comment: 'Tooltip of the sidebar toggle when narrow' })
        }
        onClick={() => onExpandedChange(!expanded)}
        className={cn(
          'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center self-end rounded-md border border-border bg-surface text-fg-muted transition-colors hover:bg-surface-sunken hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:size-5',
          !expanded && 'self-center',
        )}
      >
        {expanded ? <ChevronLeftIcon /> : <ChevronRightIcon />}
      </button>
      <SidebarNav
        id={navId}
        label={t({ message: 'Main menu', comment: 'Name of the sidebar navigation' })}
        entries={pending ? [] : entries}
        currentPath={currentPath}
        compact={!expanded}
        theme={rest.theme}
        onThemeChange={rest.onThemeChange}
        onAction={(action) => runSidebarAction(action, rest)}
      />
    </div>
  );
}
