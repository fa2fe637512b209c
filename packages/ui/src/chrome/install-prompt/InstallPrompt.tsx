import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { Button } from '../../components/button/Button.tsx';
import { cn } from '../../lib/cn.ts';

export type InstallPromptProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  casinoName: string;
  /** The casino's small logo; the first letter of its name stands in without one. */
  icon?: string | null;
  onInstall: () => void;
  onDismiss: () => void;
};

/**
 * The offer to install the lobby on a phone's home screen (§2: mobile, outside live). It sits above the
 * bottom bars and asks once; the app decides when (the browser must offer an install).
 */
export function InstallPrompt({
  className,
  casinoName,
  icon,
  onInstall,
  onDismiss,
  ...props
}: InstallPromptProps) {
  const { t } = useLingui();
  return (
    <section
      data-slot="install-prompt"
      aria-labelledby="install-prompt-title"
      className={cn(
        'fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 flex items-center gap-3 rounded-lg border border-border bg-surface-raised p-3 text-fg shadow-pop xl:hidden short:static short:m-3',
        className,
      )}
      {...props}
    >
      {icon ? (
        <img src={icon} alt="" className="size-11 shrink-0 rounded-md object-contain" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-md bg-primary font-display text-lg font-bold text-primary-fg"
        >
          {casinoName.trim().charAt(0).toUpperCase() || '★'}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h2 id="install-prompt-title" className="m-0 text-sm font-bold">
          {t({ message: `Install ${casinoName}`, comment: 'Offer to add the lobby to the home screen' })}
        </h2>
        <p className="m-0 text-xs text-fg-muted">{t`Open your games straight from the home screen.`}</p>
      </div>
      <div className="flex shrink-0 flex-col gap-1.5">
        <Button size="sm" onClick={onInstall}>
          {t({ message: 'Install', comment: 'Installs the lobby as an app' })}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t({ message: 'Not now', comment: 'Puts the install offer away' })}
        </Button>
      </div>
    </section>
  );
}
