import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type * as React from 'react';
import { DialogCloseButton } from '../../components/dialog/Dialog.tsx';
import { ChevronDownIcon, SettingsIcon } from '../../components/icon/icons.tsx';
import { useDisclosure } from '../disclosure.ts';
import { LanguageSwitch } from '../language-switch/LanguageSwitch.tsx';
import type { ChromeLanguage } from '../language-switch/languages.ts';
import { type AdoptedDialogProps, AdoptTrigger } from '../lazy.tsx';
import { DrawerSidebarNav } from '../sidebar/DrawerSidebarNav.tsx';
import type { SidebarEntry } from '../sidebar/items.ts';
import type { SidebarCallbacks } from '../sidebar/Sidebar.tsx';
import { ThemeSwitch } from '../theme-switch/ThemeSwitch.tsx';

export interface MobileMenuDrawerProps extends AdoptedDialogProps {
  entries: readonly SidebarEntry[];
  callbacks: SidebarCallbacks;
  currentPath: string;
  logo: React.ReactNode;
  language: ChromeLanguage;
  onLanguageChange: (language: ChromeLanguage) => void;
  defaultSettingsOpen: boolean;
}

/**
 * The mobile menu's drawer, loaded on the first open: a Radix modal dialog. Focus is trapped inside, Escape
 * or the close button closes it, and focus goes back to the menu button.
 */
export default function MobileMenuDrawer({
  open,
  onOpenChange: setOpen,
  triggerRef,
  id,
  entries,
  callbacks: rest,
  currentPath,
  logo,
  language,
  onLanguageChange,
  defaultSettingsOpen,
}: MobileMenuDrawerProps) {
  const { t } = useLingui();
  const settings = useDisclosure(defaultSettingsOpen);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <AdoptTrigger target={triggerRef} />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in" />
        <DialogPrimitive.Content
          id={id}
          data-slot="mobile-menu"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col border-r border-border bg-surface text-fg shadow-pop focus:outline-none data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in"
        >
          <div className="flex h-16 shrink-0 items-center gap-2 border-b border-border px-4">
            <DialogPrimitive.Title className="sr-only">
              {t({ message: 'Menu', comment: 'Title of the mobile menu drawer' })}
            </DialogPrimitive.Title>
            <div
              className="min-w-0 flex-1"
              onClickCapture={(event) => {
                if ((event.target as Element).closest('a')) setOpen(false);
              }}
            >
              {logo}
            </div>
            <DialogCloseButton />
          </div>
          <DrawerSidebarNav
            className="min-h-0 flex-1 overflow-y-auto px-3 py-3"
            label={t({ message: 'Main menu', comment: 'Name of the sidebar navigation' })}
            entries={entries}
            callbacks={rest}
            currentPath={currentPath}
            onClose={() => setOpen(false)}
          />
          <div
            data-state={settings.state}
            className="shrink-0 border-t border-border bg-surface-sunken px-3 py-2"
          >
            <button
              {...settings.trigger}
              className="group flex h-10 w-full cursor-pointer items-center gap-3 rounded-md px-3 text-left text-sm font-semibold text-fg hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-focus [&_svg]:size-5 [&_svg]:shrink-0"
            >
              <SettingsIcon className="text-fg-muted" />
              <span className="flex-1">
                {t({ message: 'Settings', comment: 'Mobile menu panel with language and theme' })}
              </span>
              <ChevronDownIcon className="text-fg-muted transition-transform group-data-[state=open]:rotate-180" />
            </button>
            <div {...settings.content} className="flex flex-col gap-3 px-1 pt-2 pb-2">
              {settings.open ? (
                <>
                  <LanguageSwitch value={language} onValueChange={onLanguageChange} side="top" />
                  <ThemeSwitch value={rest.theme} onValueChange={rest.onThemeChange} />
                </>
              ) : null}
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
