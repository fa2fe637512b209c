import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { Button } from '../components/button/Button.tsx';
import { AlertIcon, TrophyIcon } from '../components/icon/icons.tsx';
import { Placeholders, Skeleton } from '../components/skeleton/Skeleton.tsx';
import { cn } from '../lib/cn.ts';

/** Cards-to-come while tournaments load; the region is announced busy once. */
export function TournamentsLoading({
  className,
  cards = 3,
  label,
  ...props
}: React.ComponentProps<'div'> & { cards?: number; label?: string }) {
  const { t } = useLingui();
  return (
    <div
      data-slot="tournaments-loading"
      role="status"
      aria-busy="true"
      aria-label={label ?? t({ message: 'Loading tournaments', comment: 'Tournaments are loading' })}
      className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}
      {...props}
    >
      <Placeholders count={cards}>
        {(i) => (
          <div className={cn('flex flex-col gap-3', i > 0 && 'max-sm:hidden', i > 1 && 'max-lg:hidden')}>
            <Skeleton className="aspect-[2/1] h-auto w-full rounded-lg" />
            <Skeleton className="w-2/3" />
            <Skeleton className="w-1/3" />
            <Skeleton className="h-10 w-full rounded-md" />
          </div>
        )}
      </Placeholders>
    </div>
  );
}

/** A failed tournaments call: what happened and a way to try again (§8 style). */
export function TournamentsError({
  className,
  onRetry,
  retrying = false,
  ...props
}: Omit<React.ComponentProps<'div'>, 'children'> & { onRetry: () => void; retrying?: boolean }) {
  const { t } = useLingui();
  return (
    <div
      data-slot="tournaments-error"
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-border bg-surface p-6 text-center text-fg',
        className,
      )}
      {...props}
    >
      <AlertIcon className="size-8 text-fg-danger" />
      <p className="m-0 font-semibold">
        {t({ message: "We couldn't load the tournaments.", comment: 'Tournaments call failed' })}
      </p>
      <p className="m-0 text-sm text-fg-muted">
        {t({ message: 'Check your connection and try again.', comment: 'Tournaments call failed: hint' })}
      </p>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        {t({ message: 'Try again', comment: 'Retry a failed load' })}
      </Button>
    </div>
  );
}

/** No tournaments at all right now. */
export function TournamentsEmpty({ className, ...props }: Omit<React.ComponentProps<'div'>, 'children'>) {
  const { t } = useLingui();
  return (
    <div
      data-slot="tournaments-empty"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-surface p-8 text-center text-fg',
        className,
      )}
      {...props}
    >
      <TrophyIcon className="size-10 text-fg-muted" />
      <p className="m-0 font-semibold">
        {t({ message: 'There are no tournaments right now.', comment: 'Empty tournaments page' })}
      </p>
      <p className="m-0 text-sm text-fg-muted">
        {t({
          message: 'New tournaments are added often. Check back soon.',
          comment: 'Empty tournaments page',
        })}
      </p>
    </div>
  );
}

/**
 * The tournaments notice for guests (§8): logging in is needed, with a sign-up link and a Log In button.
 */
export function TournamentsGuestNotice({
  className,
  signupHref,
  onLogIn,
  ...props
}: Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The casino's sign-up page; the link is left out when the casino has none. */
  signupHref: string | null;
  onLogIn: () => void;
}) {
  const { t } = useLingui();
  return (
    <section
      data-slot="tournaments-guest-notice"
      aria-labelledby="tournaments-guest-notice-title"
      className={cn(
        'flex flex-col items-start gap-3 rounded-lg border border-border bg-surface-raised p-5 text-fg sm:flex-row sm:items-center',
        className,
      )}
      {...props}
    >
      <TrophyIcon className="size-8 shrink-0 text-primary" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="tournaments-guest-notice-title" className="m-0 text-base font-bold">
          {t({
            message: 'Log in to join tournaments',
            comment: 'Guest notice title on the tournaments pages',
          })}
        </h2>
        <p className="m-0 text-sm text-fg-muted">
          {t({
            message: 'You need to be logged in to take part in tournaments.',
            comment: 'Guest notice on the tournaments pages',
          })}{' '}
          {signupHref ? (
            <>
              {t({ message: 'Not a member yet?', comment: 'Before the sign-up link' })}{' '}
              <a href={signupHref} className="font-semibold text-link underline underline-offset-2">
                {t({ message: 'Sign Up', comment: 'Link to the sign-up page' })}
              </a>
            </>
          ) : null}
        </p>
      </div>
      <Button onClick={onLogIn}>{t({ message: 'Log In', comment: 'Button that opens the login' })}</Button>
    </section>
  );
}
