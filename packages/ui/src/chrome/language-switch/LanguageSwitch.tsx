import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { ChevronDownIcon, GlobeIcon } from '../../components/icon/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { compose, LazyOverlay, lazyWithPreload, useLazyMenu } from '../lazy.tsx';
import { type ChromeLanguage, languageNames } from './languages.ts';

const menu = lazyWithPreload(() => import('./LanguageMenu.tsx'));

export type LanguageSwitchProps = Omit<React.ComponentProps<'button'>, 'value'> & {
  value: ChromeLanguage;
  onValueChange: (language: ChromeLanguage) => void;
  /** Which way the list opens. */
  side?: 'top' | 'bottom' | 'left' | 'right';
};

/**
 * The interface language as a menu of radio items (en, de, es, fr). The button is here at first paint; the
 * menu (a Radix dropdown menu) is loaded on the first open, or earlier when the pointer or focus reaches it.
 * Implements the language choice of §4 Language (the four languages of §1).
 */
export function LanguageSwitch({
  className,
  value,
  onValueChange,
  side = 'bottom',
  onPointerDown,
  onKeyDown,
  onPointerEnter,
  onFocus,
  ref,
  ...props
}: LanguageSwitchProps) {
  const { t } = useLingui();
  const trigger = useLazyMenu(menu.preload);
  const current = languageNames[value];
  return (
    <>
      <button
        {...trigger.props}
        data-slot="language-switch"
        aria-label={t({ message: `Language: ${current}`, comment: 'Button that opens the language list' })}
        className={cn(
          'inline-flex h-10 w-full cursor-pointer items-center gap-2 rounded-md border border-border bg-surface px-3 text-sm font-semibold text-fg transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-[state=open]:bg-surface-sunken [&_svg]:size-4 [&_svg]:shrink-0',
          className,
        )}
        {...props}
        ref={(node) => {
          trigger.triggerRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        onPointerDown={compose(onPointerDown, trigger.props.onPointerDown)}
        onKeyDown={compose(onKeyDown, trigger.props.onKeyDown)}
        onPointerEnter={compose(onPointerEnter, trigger.props.onPointerEnter)}
        onFocus={compose(onFocus, trigger.props.onFocus)}
      >
        <GlobeIcon className="text-fg-muted" />
        <span lang={value} className="flex-1 text-left">
          {current}
        </span>
        <ChevronDownIcon className="text-fg-muted" />
      </button>
      <LazyOverlay {...trigger.overlay}>
        <menu.Component {...trigger.menu} value={value} onValueChange={onValueChange} side={side} />
      </LazyOverlay>
    </>
  );
}
