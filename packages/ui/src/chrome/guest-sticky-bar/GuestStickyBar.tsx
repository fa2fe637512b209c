import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { Button } from '../../components/button/Button.tsx';
import { cn } from '../../lib/cn.ts';

export type GuestStickyBarProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  onLogIn: () => void;
  onSignUp: () => void;
};

/** Guests on phones and tablets (below 1200 px): Log In and Sign Up fixed at the bottom (§2). */
export function GuestStickyBar({ className, onLogIn, onSignUp, ...props }: GuestStickyBarProps) {
  const { t } = useLingui();
  return (
    <div
      data-slot="guest-sticky-bar"
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-2 border-t border-border bg-surface px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-pop xl:hidden short:static',
        className,
      )}
      {...props}
    >
      <Button variant="outline" onClick={onLogIn}>
        {t({ message: 'Log In', comment: 'Header button for guests' })}
      </Button>
      <Button variant="accent" onClick={onSignUp}>
        {t({ message: 'Sign Up', comment: 'Header button for guests' })}
      </Button>
    </div>
  );
}
