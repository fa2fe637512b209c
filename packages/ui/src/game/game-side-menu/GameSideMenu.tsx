import { useLingui } from '@lingui/react/macro';
import type { MoneyMode } from '@lobby/domain';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type * as React from 'react';
import { DrawerSidebarNav } from '../../chrome/sidebar/DrawerSidebarNav.tsx';
import { type SidebarOptions, sidebarEntriesBesideNavigation } from '../../chrome/sidebar/items.ts';
import type { SidebarCallbacks } from '../../chrome/sidebar/Sidebar.tsx';
import { DialogCloseButton } from '../../components/dialog/Dialog.tsx';
import { Switch } from '../../components/switch/Switch.tsx';
import { cn } from '../../lib/cn.ts';

/** The real/fun switch, when the app shows it (`showsMoneySwitch`); it goes where `moneySwitchTarget` says. */
export interface MoneySwitchControl {
  mode: MoneyMode;
  onChange: (mode: MoneyMode) => void;
}

/** The lobby's sidebar as the side menu shows it: the chrome's menu model and what its buttons do. */
export type GameMenuSidebar = SidebarOptions &
  SidebarCallbacks & {
    /** The route being shown, for `aria-current="page"`. */
    currentPath: string;
  };

export type GameSideMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** For the header toggle's aria-controls. */
  id?: string;
  /** The casino's `Logo`. */
  logo: React.ReactNode;
  /** The navigation (e.g. the chrome's sidebar entries). */
  navigation?: React.ReactNode;
  /** null hides the switch (fusion, synth games, or a player without practicemode on real money). */
  moneySwitch: MoneySwitchControl | null;
  /**
   * The lobby's sidebar (§2), below the navigation (whose pages it leaves out); choosing a page or an action
   * closes the menu. Missing or null: none.
   */
  sidebar?: GameMenuSidebar | null;
  /** The header's menu toggle: focus goes back there when the menu closes. */
  returnFocusRef?: React.RefObject<HTMLElement | null>;
  className?: string;
};

/**
 * The game page's side menu: a drawer from the right with the logo, the real/fun money switch, the
 * navigation and the lobby's sidebar. Focus stays inside while it is open; Escape or × closes it and focus returns to the toggle.
 * Implements the side menu of §2 Game page.
 */
export function GameSideMenu({
  open,
  onOpenChange,
  id,
  logo,
  navigation,
  moneySwitch,
  sidebar,
  returnFocusRef,
  className,
}: GameSideMenuProps) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in" />
        <DialogPrimitive.Content
          id={id}
          data-slot="game-side-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // the toggle lives outside Radix (no Dialog.Trigger), so hand focus back to it explicitly
            const target = returnFocusRef?.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className={cn(
            'fixed inset-y-0 right-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col border-l border-border bg-surface text-fg shadow-pop focus:outline-none data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in',
            className,
          )}
        >
          <div className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-4">
            <DialogPrimitive.Title className="sr-only">
              {t({ message: 'Game menu', comment: 'Button that opens the side menu of the game page' })}
            </DialogPrimitive.Title>
            <div className="min-w-0 flex-1">{logo}</div>
            <DialogCloseButton />
          </div>
          {moneySwitch ? (
            <div
              data-slot="money-switch"
              className="shrink-0 border-b border-border bg-surface-sunken px-4 py-3"
            >
              <Switch
                checked={moneySwitch.mode === 'real'}
                onCheckedChange={(checked) => moneySwitch.onChange(checked ? 'real' : 'fun')}
                label={t({ message: 'Real money', comment: 'Switch between real money and fun money play' })}
                hint={
                  moneySwitch.mode === 'real'
                    ? t`You are playing for real money.`
                    : t`You are playing for fun. Switch on to play for real money.`
                }
              />
            </div>
          ) : null}
          <div className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
            {navigation}
            {sidebar ? (
              <DrawerSidebarNav
                className={cn(navigation && 'mt-3 border-t border-border pt-3')}
                label={t({
                  message: 'Lobby menu',
                  comment: 'Name of the lobby’s sidebar inside the side menu of the game page',
                })}
                entries={sidebarEntriesBesideNavigation(sidebar)}
                callbacks={sidebar}
                currentPath={sidebar.currentPath}
                onClose={() => onOpenChange(false)}
              />
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
