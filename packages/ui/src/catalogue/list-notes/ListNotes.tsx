import { Trans } from '@lingui/react/macro';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export type EmptyListNoteProps = Omit<React.ComponentProps<'p'>, 'children'> & {
  /** The favourites list speaks of favourites and how to add one; any other list says it has no games yet. */
  favourites?: boolean;
  /** The player's first name, which the favourites list greets them by when it is known. */
  firstName?: string;
};

/**
 * What a game list with no games at all says (§2: /favorites shows a message with the player's first name
 * when there is no favourite). A list that only its filters emptied shows `NoGamesFound` instead.
 */
export function EmptyListNote({
  favourites = false,
  firstName = '',
  className,
  ...props
}: EmptyListNoteProps) {
  return (
    <p
      data-slot="list-empty"
      className={cn('rounded-lg border border-dashed border-border p-8 text-center text-fg-muted', className)}
      {...props}
    >
      {!favourites ? (
        <Trans>There are no games here yet.</Trans>
      ) : firstName ? (
        <Trans>{firstName}, you have no favorite games yet. Tap the heart on a game to keep it here.</Trans>
      ) : (
        <Trans>You have no favorite games yet. Tap the heart on a game to keep it here.</Trans>
      )}
    </p>
  );
}

/**
 * The note above the favourites list (§2 /favorites) when the lobby is offline and shows the player saved on
 * this device: the list is the last one saved, and whatever needs the platform waits for a connection.
 */
export function OfflineFavouritesNote({ className, ...props }: Omit<React.ComponentProps<'p'>, 'children'>) {
  return (
    <p
      role="note"
      data-slot="offline-favourites"
      className={cn('rounded-lg border border-border bg-surface-sunken px-4 py-3 text-sm text-fg', className)}
      {...props}
    >
      <Trans>
        You are offline: these are your favorites as they were last saved on this device. Adding or removing
        favorites, deposits and playing for real need a connection.
      </Trans>
    </p>
  );
}
