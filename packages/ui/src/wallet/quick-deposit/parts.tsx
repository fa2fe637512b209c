import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { createContext, useContext } from 'react';
import { Button } from '../../components/button/Button.tsx';
import { DialogClose } from '../../components/dialog/Dialog.tsx';
import { AlertIcon, CheckIcon } from '../../components/icon/icons.tsx';
import { cn } from '../../lib/cn.ts';

export const walletNoticeVariants = cva(
  'flex items-start gap-3 rounded-lg border p-4 text-sm text-fg [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
  {
    variants: {
      tone: {
        success: 'border-success bg-surface-raised [&>svg]:text-fg-success',
        danger: 'border-fg-danger bg-surface-raised [&>svg]:text-fg-danger',
        info: 'border-border bg-surface-sunken [&>svg]:text-fg-muted',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

export type WalletNoticeProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof walletNoticeVariants> & {
    /** The main sentence, in bold; a sentence given as text also names the notice. */
    title: React.ReactNode;
  };

/**
 * A result message of the wallet: the message first, what to do next after it. It is drawn with its step,
 * so it is no live region: the app tells screen readers the outcome in its own region, once.
 */
export function WalletNotice({ className, tone, title, children, ...props }: WalletNoticeProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a message named by its sentence, not a form fieldset
    <div
      data-slot="wallet-notice"
      data-tone={tone ?? 'info'}
      role="group"
      aria-label={typeof title === 'string' ? title : undefined}
      className={cn(walletNoticeVariants({ tone }), className)}
      {...props}
    >
      {tone === 'success' ? <CheckIcon /> : <AlertIcon />}
      <div className="flex min-w-0 flex-col gap-1">
        <p className="m-0 text-base font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}

/** "bitcoin" → "Bitcoin": method names arrive in the processor's spelling. */
export function methodName(raw: string): string {
  return raw === '' ? raw : raw.charAt(0).toUpperCase() + raw.slice(1);
}

/** The row of buttons that ends a step of the quick-deposit modal. */
export function Actions({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{children}</div>;
}

/** The one way on after money went where the player asked: close the modal and go back to the game. */
export function KeepPlaying() {
  const { t } = useLingui();
  return (
    <Actions>
      <DialogClose asChild>
        <Button>{t`Keep playing`}</Button>
      </DialogClose>
    </Actions>
  );
}

/** What following a cashier link out of the modal does instead of the browser's plain navigation, if anything. */
const CashierHandover = createContext<(() => void) | null>(null);
export const CashierHandoverProvider = CashierHandover.Provider;

/**
 * The way from the modal to the cashier page: a plain link, or, with a handover given (the app tells the
 * deposit processor the player moves on to the cashier, then leaves), a button that runs it.
 */
export function CashierLink({
  href,
  children,
  ...props
}: React.HTMLAttributes<HTMLElement> & { href: string }) {
  const handover = useContext(CashierHandover);
  if (handover === null)
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  return (
    <button type="button" {...props} className={cn('cursor-pointer', props.className)} onClick={handover}>
      {children}
    </button>
  );
}
