import type * as React from 'react';

export type GameIconProps = React.ComponentProps<'svg'>;

/** Same frame as the primitives' icons: 24-unit grid, current colour, hidden from assistive tech. */
function Frame({ children, ...props }: GameIconProps) {
  return (
    <svg
      data-slot="icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function PhoneIcon(props: GameIconProps) {
  return (
    <Frame {...props}>
      <rect x="7" y="3" width="10" height="18" rx="2" />
      <path d="M11 17.5h2" />
    </Frame>
  );
}

export function UserIcon(props: GameIconProps) {
  return (
    <Frame {...props}>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
    </Frame>
  );
}

export function GiftIcon(props: GameIconProps) {
  return (
    <Frame {...props}>
      <rect x="4" y="9" width="16" height="11" rx="1.5" />
      <path d="M3 9h18M12 9v11M12 9c-1.5-3.5-5.5-4-5.5-1.5S10 9 12 9zM12 9c1.5-3.5 5.5-4 5.5-1.5S14 9 12 9z" />
    </Frame>
  );
}
