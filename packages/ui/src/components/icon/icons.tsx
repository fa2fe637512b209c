import type * as React from 'react';

export type IconProps = React.ComponentProps<'svg'>;

/** Shared frame: 24-unit grid, stroke drawn in the current text colour, hidden from assistive tech. */
export function IconFrame({ children, ...props }: IconProps) {
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

export function CloseIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </IconFrame>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </IconFrame>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M6 12h12" />
    </IconFrame>
  );
}

export function HeartIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />
    </IconFrame>
  );
}

export function TrophyIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M8 4h8v5a4 4 0 0 1-8 0V4z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4" />
      <path d="M12 13v4M8.5 20h7M10 17h4" />
    </IconFrame>
  );
}

/** A die: the "better luck next time" notice. */
export function DiceIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <circle cx="8.5" cy="8.5" r="1.4" fill="currentColor" stroke="none" />
      <circle cx="12" cy="12" r="1.4" fill="currentColor" stroke="none" />
      <circle cx="15.5" cy="15.5" r="1.4" fill="currentColor" stroke="none" />
    </IconFrame>
  );
}

export function WalletIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M17 7V5.5A1.5 1.5 0 0 0 15.5 4H6a2 2 0 0 0-2 2" />
      <rect x="4" y="7" width="16" height="13" rx="2" />
      <path d="M20 11h-4a2 2 0 0 0 0 4h4" />
    </IconFrame>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </IconFrame>
  );
}
