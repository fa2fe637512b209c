import type * as React from 'react';
import { IconFrame } from '../components/icon/icons.tsx';

export type PromoIconProps = React.ComponentProps<'svg'>;

export function InfoIcon(props: PromoIconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5h.01" />
    </IconFrame>
  );
}

export function PauseIcon(props: PromoIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9 6v12M15 6v12" />
    </IconFrame>
  );
}

export function PlayIcon(props: PromoIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M8 5.5v13l10-6.5z" />
    </IconFrame>
  );
}

export function MegaphoneIcon(props: PromoIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 10v4h3l7 4V6l-7 4z" />
      <path d="M17.5 9.5a3.5 3.5 0 0 1 0 5" />
    </IconFrame>
  );
}

export function WarningIcon(props: PromoIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 4l9 16H3z" />
      <path d="M12 10v4M12 17h.01" />
    </IconFrame>
  );
}
