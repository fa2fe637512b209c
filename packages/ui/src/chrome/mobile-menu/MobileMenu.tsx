import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { MenuIcon } from '../../components/icon/icons.tsx';
import { IconButton } from '../../components/icon-button/IconButton.tsx';
import type { ChromeLanguage } from '../language-switch/languages.ts';
import { LazyOverlay, lazyWithPreload, useLazyDialog } from '../lazy.tsx';
import { type SidebarOptions, sidebarEntries } from '../sidebar/items.ts';
import type { SidebarCallbacks } from '../sidebar/Sidebar.tsx';

const drawer = lazyWithPreload(() => import('./MobileMenuDrawer.tsx'));

export type MobileMenuProps = SidebarOptions &
  SidebarCallbacks & {
    currentPath: string;
    /** The casino's `Logo`, at the top of the drawer. */
    logo: React.ReactNode;
    language: ChromeLanguage;
    onLanguageChange: (language: ChromeLanguage) => void;
    open?: boolean;
    defaultOpen?: boolean;
    onOpenChange?: (open: boolean) => void;
    /** Open the settings panel at once. */
    defaultSettingsOpen?: boolean;
    className?: string;
  };

/**
 * The mobile sidebar (below 1200 px): a menu button that opens a drawer with the same entries as the desktop
 * sidebar and a settings panel for language and theme. The button is here at first paint; the drawer (a Radix
 * modal dialog) is loaded on the first open, or earlier when the pointer or focus reaches the button. Focus is
 * trapped inside, Escape or the close button closes it, and focus goes back to the menu button. Choosing a
 * page closes it too.
 * Implements the mobile sidebar of §2 Page chrome.
 */
export function MobileMenu({
  currentPath,
  logo,
  language,
  onLanguageChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  defaultSettingsOpen = false,
  className,
  ...rest
}: MobileMenuProps) {
  const { t } = useLingui();
  const trigger = useLazyDialog({ open: openProp, defaultOpen, onOpenChange, preload: drawer.preload });
  // the theme lives in the settings panel here, not in the list
  const entries = sidebarEntries(rest).filter((entry) => entry.kind !== 'theme');

  return (
    <>
      <IconButton
        {...trigger.props}
        label={t({ message: 'Menu', comment: 'Button that opens the mobile menu' })}
        className={className}
      >
        <MenuIcon />
      </IconButton>
      <LazyOverlay {...trigger.overlay}>
        <drawer.Component
          {...trigger.dialog}
          entries={entries}
          callbacks={rest}
          currentPath={currentPath}
          logo={logo}
          language={language}
          onLanguageChange={onLanguageChange}
          defaultSettingsOpen={defaultSettingsOpen}
        />
      </LazyOverlay>
    </>
  );
}
