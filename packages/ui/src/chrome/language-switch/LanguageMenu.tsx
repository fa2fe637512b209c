import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MenuRadioItem } from '../../components/menu/MenuRadioItem.tsx';
import { AdoptedMenu } from '../AdoptedMenu.tsx';
import type { AdoptedMenuProps } from '../lazy.tsx';
import { type ChromeLanguage, chromeLanguages, languageNames } from './languages.ts';

export interface LanguageMenuProps extends AdoptedMenuProps {
  value: ChromeLanguage;
  onValueChange: (language: ChromeLanguage) => void;
  side: 'top' | 'bottom' | 'left' | 'right';
}

function isLanguage(value: string): value is ChromeLanguage {
  return (chromeLanguages as readonly string[]).includes(value);
}

/** The language list, loaded on the first open: a Radix dropdown menu of radio items. */
export default function LanguageMenu({ value, onValueChange, ...menu }: LanguageMenuProps) {
  return (
    <AdoptedMenu {...menu} sideOffset={6} className="min-w-(--radix-dropdown-menu-trigger-width)">
      <DropdownMenu.RadioGroup
        value={value}
        onValueChange={(next) => {
          if (isLanguage(next)) onValueChange(next);
        }}
      >
        {chromeLanguages.map((language) => (
          <MenuRadioItem key={language} value={language} lang={language}>
            {languageNames[language]}
          </MenuRadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </AdoptedMenu>
  );
}
