import { useLingui } from '@lingui/react/macro';
import { exhaustiveSwitchError } from '@lobby/domain';
import type * as React from 'react';
import { Button } from '../../components/button/Button.tsx';
import { AlertIcon, LockIcon, PhoneIcon, UserBustIcon } from '../../components/icon/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';

export type GameErrorKind = 'mobile_only' | 'auth_required' | 'locked' | 'generic';

export type GameErrorProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  kind: GameErrorKind;
  gameName: string;
  /** Where "Go back" leads: the stored return page, or / for a locked game. */
  backHref: string;
  /** auth_required: opens the login prompt. */
  onLogIn?: () => void;
  /** generic: asks the launcher again. */
  onRetry?: () => void;
};

interface ErrorText {
  heading: string;
  body: string;
  icon: React.ReactNode;
}

/**
 * The game page when a game cannot start (§8): mobile only, login required, locked, or a launch that
 * failed. A heading says what happened, one or two buttons say what to do; the box is an alert so a screen
 * reader reads it as the page changes.
 */
export function GameError({
  className,
  kind,
  gameName,
  backHref,
  onLogIn,
  onRetry,
  ...props
}: GameErrorProps) {
  const { t } = useLingui();
  const text = useErrorText()(kind, gameName);
  const back = (
    <Button asChild variant={kind === 'generic' ? 'outline' : 'primary'} size="lg">
      <AppLink href={backHref}>
        {t({ message: 'Go back', comment: 'Leaves a game that cannot start' })}
      </AppLink>
    </Button>
  );
  return (
    <div
      data-slot="game-error"
      data-kind={kind}
      role="alert"
      className={cn(
        'mx-auto flex w-full max-w-md flex-col items-center gap-4 rounded-xl border border-border bg-surface p-6 text-center text-fg shadow-card sm:p-8',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-surface-sunken text-fg-muted [&_svg]:size-7"
      >
        {text.icon}
      </span>
      <h2 className="m-0 text-xl leading-7 font-bold text-balance">{text.heading}</h2>
      <p className="m-0 text-sm text-balance text-fg-muted">{text.body}</p>
      <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">
        {kind === 'auth_required' ? (
          <Button size="lg" onClick={onLogIn}>
            {t`Log In`}
          </Button>
        ) : kind === 'generic' ? (
          <>
            <Button size="lg" onClick={onRetry}>
              {t`Try again`}
            </Button>
            {back}
          </>
        ) : (
          back
        )}
      </div>
    </div>
  );
}

function useErrorText(): (kind: GameErrorKind, gameName: string) => ErrorText {
  // the macro translates only a `t` taken from useLingui in scope, so the texts live in this closure
  const { t } = useLingui();
  return (kind, gameName) => {
    switch (kind) {
      case 'mobile_only':
        return {
          heading: t({
            message: 'Mobile only',
            comment: 'Heading: the game runs on phones and tablets only',
          }),
          body: t`We are sorry, this game is available for mobile devices only`,
          icon: <PhoneIcon />,
        };
      case 'auth_required':
        return {
          heading: t`Don't miss out! Log in now to play ${gameName}`,
          body: t`You need to be logged in to play for real money.`,
          icon: <UserBustIcon />,
        };
      case 'locked':
        return {
          heading: t`This game is locked`,
          body: t`${gameName} is not open to play for real money right now.`,
          icon: <LockIcon />,
        };
      case 'generic':
        return {
          heading: t`We couldn't start ${gameName}`,
          body: t`Something went wrong while loading the game. Please try again.`,
          icon: <AlertIcon />,
        };
      default:
        return exhaustiveSwitchError(kind);
    }
  };
}
