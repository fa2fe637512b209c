import { useLingui } from '@lingui/react/macro';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type * as React from 'react';
import { CheckIcon } from '../../components/icon/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { ChevronDownIcon, GlobeIcon } from '../icons/icons.tsx';

export const chromeLanguages = ['en', 'de', 'es', 'fr'] as const;
export type ChromeLanguage = (typeof chromeLanguages)[number];

/** Each language in its own name: a German reader looks for "Deutsch", not for "German". Never translated. */
export const languageNames: Record<ChromeLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
};

export type LanguageSwitchProps = Omit<React.ComponentProps<'button'>, 'value'> & {
  value: ChromeLanguage;
  onValueChange: (language: ChromeLanguage) => void;
  /** Which way the list opens. */
  side?: 'top' | 'bottom' | 'left' | 'right';
};

function isLanguage(value: string): value is ChromeLanguage {
  return (chromeLanguages as readonly string[]).includes(value);
}

/** The interface language as a menu of radio items (en, de, es, fr). */
export function LanguageSwitch({
  className,
  value,
  onValueChange,
  side = 'bottom',
  ...props
}: LanguageSwitchProps) {
  const { t } = useLingui();
  const current = languageNames[value];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-slot="language-switch"
        aria-label={t({ message: `Language: ${current}`, comment: 'Button that opens the language list' })}
        className={cn(
          'inline-flex h-10 w-full cursor-pointer items-center gap-2 rounded-md border border-border bg-surface px-3 text-sm font-semibold text-fg transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-[state=open]:bg-surface-sunken [&_svg]:size-4 [&_svg]:shrink-0',
          className,
        )}
        {...props}
      >
        <GlobeIcon className="text-fg-muted" />
        <span lang={value} className="flex-1 text-left">
          {current}
        </span>
        <ChevronDownIcon className="text-fg-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={side}
          align="start"
          sideOffset={6}
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
