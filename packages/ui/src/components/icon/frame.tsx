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
