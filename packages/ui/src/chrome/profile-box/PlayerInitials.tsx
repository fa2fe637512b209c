// A module of its own: the header's offline greeting draws these initials in the first download, where the
// rest of the profile box (a player's part, loaded once a player is known) does not belong.

function initials(firstName: string, lastName?: string): string {
  return `${firstName.trim().charAt(0)}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase() || '?';
}

/** The player's initials in a round badge, as the header shows them; decorative (the name is beside it). */
export function PlayerInitials({
  firstName,
  lastName,
}: {
  firstName: string;
  lastName?: string | undefined;
}) {
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg"
    >
      {initials(firstName, lastName)}
    </span>
  );
}
