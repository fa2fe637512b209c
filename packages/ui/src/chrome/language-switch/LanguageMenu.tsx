import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type * as React from 'react';
import { CheckIcon } from '../../components/icon/icons.tsx';
import { AdoptTrigger, focusFirstItemAfterKey } from '../lazy.tsx';
import { type ChromeLanguage, chromeLanguages, languageNames } from './languages.ts';

export interface LanguageMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The switch's button, rendered at first paint: the menu opens beside it and returns focus to it. */
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  triggerId: string;
  id: string;
  /** Opened with a key: the first language gets focus, as Radix does for a keyboard open. */
  keyboardRef: React.RefObject<boolean>;
  value: ChromeLanguage;
  onValueChange: (language: ChromeLanguage) => void;
  side: 'top' | 'bottom' | 'left' | 'right';
}

function isLanguage(value: string): value is ChromeLanguage {
  return (chromeLanguages as readonly string[]).includes(value);
}

/** The language list, loaded on the first open: a Radix dropdown menu of radio items. */
export default function LanguageMenu({
  open,
  onOpenChange,
  triggerRef,
  triggerId,
  id,
  keyboardRef,
  value,
  onValueChange,
  side,
}: LanguageMenuProps) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>
        <AdoptTrigger target={triggerRef} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          id={id}
          aria-labelledby={triggerId}
          side={side}
          align="start"
          sideOffset={6}
          onFocus={(event) => focusFirstItemAfterKey(event, keyboardRef)}
          className="z-50 min-w-(--radix-dropdown-menu-trigger-width) rounded-md border border-border bg-surface-raised p-1 text-fg shadow-pop"
        >
          <DropdownMenu.RadioGroup
            value={value}
            onValueChange={(next) => {
              if (isLanguage(next)) onValueChange(next);
            }}
          >
            {chromeLanguages.map((language) => (
              <DropdownMenu.RadioItem
                key={language}
                value={language}
                lang={language}
                className="flex h-9 cursor-pointer items-center gap-2 rounded-sm px-2 text-sm outline-none select-none data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-fg data-[state=checked]:font-semibold"
              >
                <span className="flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <CheckIcon className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {languageNames[language]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
