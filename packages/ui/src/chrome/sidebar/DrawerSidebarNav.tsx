import type { SidebarEntry } from './items.ts';
import { runSidebarAction, type SidebarCallbacks } from './Sidebar.tsx';
import { SidebarNav } from './SidebarNav.tsx';

export interface DrawerSidebarNavProps {
  entries: readonly SidebarEntry[];
  callbacks: SidebarCallbacks;
  currentPath: string;
  /** Name of the navigation landmark. */
  label: string;
  /** Closes the drawer the list sits in. */
  onClose: () => void;
  className?: string;
}

/**
 * The sidebar's list inside a drawer (the mobile menu, the game page's side menu): choosing a page or an
 * action closes the drawer, then does what it does in the sidebar. The theme buttons leave it open.
 */
export function DrawerSidebarNav({
  entries,
  callbacks,
  currentPath,
  label,
  onClose,
  className,
}: DrawerSidebarNavProps) {
  return (
    <div
      className={className}
      onClickCapture={(event) => {
        // a page was chosen: the drawer gets out of the way (single-page navigation keeps no page load)
        if ((event.target as Element).closest('a[href]')) onClose();
      }}
    >
      <SidebarNav
        label={label}
        entries={entries}
        currentPath={currentPath}
        theme={callbacks.theme}
        onThemeChange={callbacks.onThemeChange}
        onAction={(action) => {
          onClose();
          runSidebarAction(action, callbacks);
        }}
      />
    </div>
  );
}
