import { useLingui } from '@lingui/react/macro';
import { MY50FREE_CLOSE_ANIMATION_MS } from '@lobby/domain';
import type * as React from 'react';
import { useId } from 'react';
import { Button } from '../../components/button/Button.tsx';
import { CloseIcon, GiftBoxIcon } from '../../components/icon/icons.tsx';
import { IconButton } from '../../components/icon-button/IconButton.tsx';
import { cn } from '../../lib/cn.ts';
import { usePresence, useReducedMotion } from '../lib/timers.ts';

export type My50FreePromptProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  /** Controlled: the app opens it 60 s into the game for eligible visitors (`isMy50FreeEligible`). */
  open: boolean;
  onSwitchToReal: () => void;
  onClose: () => void;
  title?: React.ReactNode;
  text?: React.ReactNode;
  /** The close animation (spec: 1 s; none under reduced motion). */
  closeAnimationMs?: number;
};

/**
 * The my50free offer over the game: 50 free spins for playing with real money, with a switch-to-real
 * button and a close button. It does not take focus from the game; it is announced when it appears.
 * Implements the my50free prompt of §2 Game page (timing in §9).
 */
export function My50FreePrompt({
  className,
  open,
  onSwitchToReal,
  onClose,
  title,
  text,
  closeAnimationMs = MY50FREE_CLOSE_ANIMATION_MS,
  style,
  ...props
}: My50FreePromptProps) {
  const { t } = useLingui();
  const reducedMotion = useReducedMotion();
  const exitMs = reducedMotion ? 0 : closeAnimationMs;
  const { mounted, state } = usePresence(open, exitMs);
  const titleId = useId();
  const textId = useId();
  if (!mounted) return null;
  const heading = title ?? t({ message: '50 free spins are waiting', comment: 'my50free offer title' });
  return (
    <section
      data-slot="my50free-prompt"
      data-state={state}
      aria-labelledby={titleId}
      aria-describedby={textId}
      style={{ transitionDuration: `${exitMs}ms`, ...style }}
      className={cn(
        'relative flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-3 rounded-xl border border-border bg-surface p-5 text-fg shadow-pop transition-[opacity,translate] data-[state=closed]:pointer-events-none data-[state=closed]:translate-y-4 data-[state=closed]:opacity-0 motion-reduce:transition-none',
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-3 pr-8">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-fg [&_svg]:size-6"
        >
          <GiftBoxIcon />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="m-0 text-lg leading-6 font-bold">
            {heading}
          </h2>
          <p id={textId} className="m-0 text-sm text-fg-muted">
            {text ?? t`Play for real money to claim 50 free spins.`}
          </p>
        </div>
      </div>
      <Button block onClick={onSwitchToReal}>
        {t({ message: 'Switch to real money', comment: 'my50free offer button' })}
      </Button>
      <IconButton label={t`Close`} size="sm" onClick={onClose} className="absolute top-3 right-3">
        <CloseIcon />
      </IconButton>
      {/* announced once as it appears, without moving focus away from the game */}
      <span role="status" className="sr-only">
        {state === 'open' ? heading : null}
      </span>
    </section>
  );
}
