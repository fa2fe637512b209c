import { useLingui } from '@lingui/react/macro';
import { NOTIFICATION_DISMISS_MS, NOTIFICATION_KINDS, type NotificationKind } from '@lobby/domain';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { CloseIcon, DiceIcon, HeartIcon, TrophyIcon, WalletIcon } from '../icon/icons.tsx';
import { IconButton } from '../icon-button/IconButton.tsx';

/** Spec §4/§9: a notification dismisses itself after 7.2 s (the domain's constant). */
export const NOTIFICATION_DURATION_MS = NOTIFICATION_DISMISS_MS;

/** The kinds of notice (§4), as the domain lists them. */
export const notificationKinds = NOTIFICATION_KINDS;
export type { NotificationKind };

export type NotificationProviderProps = React.ComponentProps<typeof ToastPrimitive.Provider>;

/** Wrap the app once. Notifications anywhere below it show in the one viewport. */
export function NotificationProvider({
  duration = NOTIFICATION_DURATION_MS,
  swipeDirection = 'right',
  label,
  ...props
}: NotificationProviderProps) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      label={label ?? t`Notification`}
      {...props}
    />
  );
}

export type NotificationViewportProps = React.ComponentProps<typeof ToastPrimitive.Viewport>;

/** Where notifications stack: bottom right on wide screens, bottom edge on phones. */
export function NotificationViewport({ className, hotkey, label, ...props }: NotificationViewportProps) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Viewport
      data-slot="notification-viewport"
      // Radix's default hotkey is F8, which the spec gives to the quick-deposit modal
      hotkey={hotkey ?? ['altKey', 'KeyN']}
      label={label ?? `${t`Notifications`} ({hotkey})`}
      className={cn(
        'fixed right-0 bottom-0 z-[60] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm',
        className,
      )}
      {...props}
    />
  );
}

export const notificationVariants = cva(
  'group relative flex w-full items-start gap-3 rounded-lg border border-l-4 border-border bg-surface-raised p-3 pr-12 text-fg shadow-pop data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] motion-safe:data-[swipe=cancel]:transition-transform',
  {
    variants: {
      kind: {
        win: 'border-l-success',
        lose: 'border-l-border-strong',
        lowbalance: 'border-l-warning',
        favorite_add: 'border-l-primary',
      } satisfies Record<NotificationKind, string>,
    },
  },
);

const iconChipVariants = cva('flex size-9 shrink-0 items-center justify-center rounded-full [&_svg]:size-5', {
  variants: {
    kind: {
      win: 'bg-success text-success-fg',
      lose: 'bg-secondary text-secondary-fg',
      lowbalance: 'bg-warning text-warning-fg',
      favorite_add: 'bg-primary text-primary-fg [&_svg]:fill-current',
    } satisfies Record<NotificationKind, string>,
  },
});

const kindIcons: Record<NotificationKind, React.ComponentType> = {
  win: TrophyIcon,
  lose: DiceIcon,
  lowbalance: WalletIcon,
  favorite_add: HeartIcon,
};

export type NotificationProps = Omit<React.ComponentProps<typeof ToastPrimitive.Root>, 'title'> &
  VariantProps<typeof notificationVariants> & {
    kind: NotificationKind;
    /** The headline, already translated. */
    title: React.ReactNode;
    /** More detail, already translated. */
    description?: React.ReactNode;
    /** An action such as "Deposit": wrap it in NotificationAction. */
    action?: React.ReactNode;
  };

/**
 * One notice (win, lose, low balance, favourite added), with its own icon and colour and a dismiss button.
 * Closes itself after the provider's duration (7.2 s) unless `duration` says otherwise; hovering or focusing
 * it pauses the timer.
 * Implements the notifications of §4 (duration in §9).
 */
export function Notification({
  className,
  kind,
  title,
  description,
  action,
  type,
  ...props
}: NotificationProps) {
  const { t } = useLingui();
  const Icon = kindIcons[kind];
  return (
    <ToastPrimitive.Root
      data-slot="notification"
      data-kind={kind}
      // a low balance asks the player to act; the rest are good to know and wait their turn
      type={type ?? (kind === 'lowbalance' ? 'foreground' : 'background')}
      className={cn(notificationVariants({ kind }), className)}
      {...props}
    >
      <span aria-hidden="true" className={iconChipVariants({ kind })}>
        <Icon />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 pt-1">
        <ToastPrimitive.Title
          data-slot="notification-title"
          className="text-sm leading-5 font-semibold text-fg"
        >
          {title}
        </ToastPrimitive.Title>
        {description ? (
          <ToastPrimitive.Description
            data-slot="notification-description"
            className="text-sm leading-5 text-fg-muted"
          >
            {description}
          </ToastPrimitive.Description>
        ) : null}
        {action ? <div className="mt-2 flex gap-2">{action}</div> : null}
      </div>
      <ToastPrimitive.Close asChild>
        <IconButton label={t`Dismiss`} size="sm" className="absolute top-2 right-2">
          <CloseIcon />
        </IconButton>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export type NotificationActionProps = React.ComponentProps<typeof ToastPrimitive.Action>;

/**
 * An action inside a notification. `altText` says how to do the same without the toast (it may vanish
 * before a screen-reader user reaches it), e.g. "Open the cashier from the menu".
 */
export function NotificationAction(props: NotificationActionProps) {
  return <ToastPrimitive.Action data-slot="notification-action" asChild {...props} />;
}
