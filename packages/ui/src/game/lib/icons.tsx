import type * as React from 'react';
import { IconFrame } from '../../components/icon/icons.tsx';

export type GameIconProps = React.ComponentProps<'svg'>;

export function PhoneIcon(props: GameIconProps) {
  return (
    <IconFrame {...props}>
      <rect x="7" y="3" width="10" height="18" rx="2" />
      <path d="M11 17.5h2" />
    </IconFrame>
  );
}

export function UserIcon(props: GameIconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
    </IconFrame>
  );
}

export function GiftIcon(props: GameIconProps) {
  return (
    <IconFrame {...props}>
      <rect x="4" y="9" width="16" height="11" rx="1.5" />
      <path d="M3 9h18M12 9v11M12 9c-1.5-3.5-5.5-4-5.5-1.5S10 9 12 9zM12 9c1.5-3.5 5.5-4 5.5-1.5S14 9 12 9z" />
    </IconFrame>
  );
}
