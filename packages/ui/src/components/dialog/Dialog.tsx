import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { CloseIcon } from '../icon/icons.tsx';
import { IconButton } from '../icon-button/IconButton.tsx';

/**
 * A press outside the dialog this soon after a press inside it is the second half of a double click whose
 * first half changed the dialog (a Spin or Deposit whose fast failure left a smaller box): it does not close.
 */
export const OUTSIDE_PRESS_GRACE_MS = 500;

/** Spec §4/§9: a modal closes in 350 ms. The CSS token `--lb-duration-modal` carries it (0 ms under reduced motion). */
export const DIALOG_CLOSE_ANIMATION_MS = 350;

export type DialogProps = React.ComponentProps<typeof DialogPrimitive.Root>;

/**
 * Holds the open state. Uncontrolled with `defaultOpen`, controlled with `open` + `onOpenChange`. A building
 * block for the modals of §2 and §4 (game lock, quick deposit, daily free spins), timing in §9.
 */
export function Dialog(props: DialogProps) {
  return <DialogPrimitive.Root {...props} />;
}

export type DialogTriggerProps = React.ComponentProps<typeof DialogPrimitive.Trigger>;

/** Opens the dialog; focus returns here when it closes. Use `asChild` to wrap a Button. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export type DialogCloseProps = React.ComponentProps<typeof DialogPrimitive.Close>;

/** Closes the dialog, e.g. a "Cancel" button in the footer (`asChild`). */
export function DialogClose(props: DialogCloseProps) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** A dialog's × button: it closes the dialog it stands in. */
export function DialogCloseButton({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Close asChild>
      <IconButton label={t`Close`} size="sm" className={className}>
        <CloseIcon />
      </IconButton>
    </DialogPrimitive.Close>
  );
}

export const dialogContentVariants = cva(
  // transform (not Tailwind's translate) centres the box, so the dialog-in/out keyframes can animate it
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] [transform:translate(-50%,-50%)] flex-col gap-4 overflow-hidden rounded-xl border border-border bg-surface py-6 text-fg shadow-pop focus:outline-none data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in',
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-md',
        lg: 'max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type DialogContentProps = Omit<React.ComponentProps<typeof DialogPrimitive.Content>, 'title'> &
  VariantProps<typeof dialogContentVariants> & {
    /** Names the dialog (required: a dialog without a name is a dead end for screen readers). */
    title: React.ReactNode;
    /** A sentence under the title; becomes the dialog's accessible description. */
    description?: React.ReactNode;
    /** Actions at the bottom, e.g. Cancel and Confirm buttons. */
    footer?: React.ReactNode;
    /** Hide the × button only when the footer offers another way to close. */
    hideClose?: boolean;
  };

/** The modal box: overlay, title, optional description, body, footer and a translated close button. */
export function DialogContent({
  className,
  size,
  title,
  description,
  footer,
  hideClose = false,
  children,
  onPointerDownCapture,
  onPointerDownOutside,
  ...props
}: DialogContentProps) {
  const lastPressInside = useRef(Number.NEGATIVE_INFINITY);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size ?? 'md'}
        className={cn(dialogContentVariants({ size }), className)}
        // without a description Radix would point aria-describedby at nothing and warn
        {...(description ? {} : { 'aria-describedby': undefined })}
        onPointerDownCapture={(event) => {
          lastPressInside.current = event.timeStamp;
          onPointerDownCapture?.(event);
        }}
        onPointerDownOutside={(event) => {
          const press = event.detail.originalEvent;
          if (press.timeStamp - lastPressInside.current < OUTSIDE_PRESS_GRACE_MS) event.preventDefault();
          onPointerDownOutside?.(event);
        }}
        {...props}
      >
        <div data-slot="dialog-header" className="flex flex-col gap-1.5 px-6 pr-14">
          <DialogPrimitive.Title
            data-slot="dialog-title"
            className="font-display text-xl leading-7 font-bold text-fg"
          >
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description data-slot="dialog-description" className="text-sm text-fg-muted">
              {description}
            </DialogPrimitive.Description>
          ) : null}
        </div>
        {children ? (
          <div data-slot="dialog-body" className="min-h-0 overflow-y-auto px-6 text-sm text-fg">
            {children}
          </div>
        ) : null}
        {footer ? (
          <div
            data-slot="dialog-footer"
            className="flex flex-col-reverse gap-2 px-6 pt-2 sm:flex-row sm:justify-end"
          >
            {footer}
          </div>
        ) : null}
        {/* last in the tab order, so opening focuses the content or the safe action, not the × */}
        {hideClose ? null : <DialogCloseButton className="absolute top-5.5 right-5" />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
