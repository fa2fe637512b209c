import { useLingui } from '@lingui/react/macro';
import {
  exhaustiveSwitchError,
  type GameLock,
  type LockMessage,
  lockMessage,
  parseServerDateTime,
  SERVER_TIME_ZONE,
} from '@lobby/domain';
import type * as React from 'react';
import { Button } from '../../components/button/Button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/dialog/Dialog.tsx';
import { AlertIcon, LockIcon } from '../../components/icon/icons.tsx';
import { Spinner } from '../../components/spinner/Spinner.tsx';
import { GameThumbnail, type GameThumbnailSource } from '../game-tile/GameThumbnail.tsx';
import { useReturnFocus } from '../return-focus.ts';

/** The getgamelockdetails call behind the dialog. */
export type GameLockStatus = 'loading' | 'error' | 'ready';

export type GameLockDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The game's name from the catalogue; the lock's own display_name wins when it has one. */
  gameName: string;
  status: GameLockStatus;
  /** The lock details once loaded (or the catalogue's lock while they load). */
  lock: GameLock | null;
  /** The lock's landscape image, else the game's thumbnail. */
  image?: GameThumbnailSource | null;
  /** player_class locks: VIP status comes through live chat. */
  onLiveChat?: () => void;
  /** event locks on deposit. */
  onDeposit?: () => void;
  /** Asks for the details again after a failure. */
  onRetry?: () => void;
  /** Focus returns to what had it when the dialog opened; prevent the event to send it elsewhere. */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The game-lock modal: why a game is locked and how to open it. The text follows the domain's
 * `lockMessage` (VIP through live chat, a deposit, or a date), with loading and failure states of the call.
 * Implements the lock overlay of §2 Game tile and the lock rules of §4 Game tile click.
 */
export function GameLockDialog({
  open,
  onOpenChange,
  gameName,
  status,
  lock,
  image,
  onLiveChat,
  onDeposit,
  onRetry,
  onCloseAutoFocus,
}: GameLockDialogProps) {
  const { t } = useLingui();
  const lockText = useLockText();
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  const message: LockMessage | null = lock ? lockMessage(lock) : null;
  const name = message?.gameName ?? gameName;
  const picture = lock?.imgLandscape ? { jpg: lock.imgLandscape } : (image ?? null);

  const closeButton = (
    <DialogClose asChild>
      <Button variant="outline">{t({ message: 'Got it', comment: 'Closes the game-lock dialog' })}</Button>
    </DialogClose>
  );

  let body: React.ReactNode;
  let footer: React.ReactNode;
  if (status === 'loading') {
    body = (
      <div className="flex min-h-24 items-center justify-center">
        <Spinner label={t`Loading the lock details`} />
      </div>
    );
    footer = null;
  } else if (status === 'error' || message === null) {
    body = (
      <p
        role="alert"
        className="m-0 flex items-start gap-2 text-fg [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-fg-danger"
      >
        <AlertIcon />
        <span>{t`We couldn't load the details of this game. Please try again.`}</span>
      </p>
    );
    footer = (
      <>
        {closeButton}
        {onRetry ? <Button onClick={onRetry}>{t`Try again`}</Button> : null}
      </>
    );
  } else {
    body = <p className="m-0 text-base text-fg">{lockText(message, name)}</p>;
    footer = (
      <>
        {closeButton}
        {message.kind === 'vip-required' && onLiveChat ? (
          <Button onClick={onLiveChat}>{t({ message: 'Live chat', comment: 'Opens the live chat' })}</Button>
        ) : null}
        {message.kind === 'deposit-required' && onDeposit ? (
          <Button onClick={onDeposit}>{t`Deposit`}</Button>
        ) : null}
      </>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="game-lock-dialog"
        data-status={status}
        data-kind={message?.kind}
        title={name}
        size="sm"
        footer={footer}
        {...returnFocus}
      >
        <div className="flex flex-col gap-4" aria-busy={status === 'loading' || undefined}>
          <div className="relative overflow-hidden rounded-lg">
            <GameThumbnail source={picture} orientation="landscape" loading="eager" />
            <span
              aria-hidden="true"
              className="absolute top-2 left-2 flex size-8 items-center justify-center rounded-full bg-surface/90 text-fg shadow-card [&_svg]:size-4"
            >
              <LockIcon />
            </span>
          </div>
          {body}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A server (New York) date as a long local date; the raw text when it cannot be read. */
export function formatLockDate(targetDate: string | null, locale: string): string | null {
  if (targetDate === null) return null;
  const instant = parseServerDateTime(targetDate);
  if (instant === null) return targetDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SERVER_TIME_ZONE }).format(instant);
}

function useLockText(): (message: LockMessage, gameName: string) => string {
  // the macro translates only a `t` taken from useLingui in scope, so the texts live in this closure
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (message, gameName) => {
    switch (message.kind) {
      case 'vip-required':
        return t`${gameName} is for VIP players. Contact us through live chat to get VIP status and play it.`;
      case 'deposit-required':
        return t`Make a deposit to unlock ${gameName}.`;
      case 'opens-on-date': {
        const date = formatLockDate(message.targetDate, locale);
        return date === null ? t`${gameName} unlocks soon.` : t`${gameName} unlocks on ${date}.`;
      }
      case 'locked':
        return t`${gameName} is locked for now.`;
      default:
        return exhaustiveSwitchError(message);
    }
  };
}
