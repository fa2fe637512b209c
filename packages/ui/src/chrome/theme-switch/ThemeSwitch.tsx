import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { MoonIcon, SunIcon } from '../../components/icon/icons.tsx';
import { cn } from '../../lib/cn.ts';

export type ChromeTheme = 'light' | 'dark';

export const themeSwitchVariants = cva('inline-flex items-center gap-1 rounded-md bg-surface-sunken p-1', {
  variants: {
    /** `icons` keeps only the icons visible (collapsed sidebar); the names stay accessible. */
    display: { labels: 'w-full', icons: 'flex-col [&>button]:flex-none' },
  },
  defaultVariants: { display: 'labels' },
});

const optionClass =
  'inline-flex h-8 min-w-8 flex-1 cursor-pointer items-center justify-center gap-2 rounded-sm px-2 text-sm font-semibold text-fg-muted transition-colors select-none hover:text-fg forced-colors:border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-pressed:bg-surface-raised aria-pressed:text-fg aria-pressed:shadow-card [&_svg]:size-4 [&_svg]:shrink-0';

export type ThemeSwitchProps = Omit<React.ComponentProps<'fieldset'>, 'onChange'> &
  VariantProps<typeof themeSwitchVariants> & {
    value: ChromeTheme;
    onValueChange: (theme: ChromeTheme) => void;
  };

/** Light and Dark as two pressed/not-pressed buttons in a labelled group (the sidebar's theme buttons, §2). */
export function ThemeSwitch({ className, display, value, onValueChange, ...props }: ThemeSwitchProps) {
  const { t } = useLingui();
  const options: Array<{ theme: ChromeTheme; label: string; Icon: typeof SunIcon }> = [
    { theme: 'light', label: t({ message: 'Light', comment: 'Theme button: light colours' }), Icon: SunIcon },
    { theme: 'dark', label: t({ message: 'Dark', comment: 'Theme button: dark colours' }), Icon: MoonIcon },
  ];
  return (
    <fieldset
      data-slot="theme-switch"
      data-display={display ?? 'labels'}
      className={cn('m-0 min-w-0 border-0 p-0', className)}
      {...props}
    >
      <legend className="sr-only">
        {t({ message: 'Theme', comment: 'Group label of the light/dark buttons' })}
      </legend>
      <div className={themeSwitchVariants({ display })}>
        {options.map(({ theme, label, Icon }) => (
          <button
            key={theme}
            type="button"
            aria-pressed={value === theme}
            aria-label={display === 'icons' ? label : undefined}
            title={display === 'icons' ? label : undefined}
            className={optionClass}
            onClick={() => onValueChange(theme)}
          >
            <Icon />
            {display === 'icons' ? null : <span>{label}</span>}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
