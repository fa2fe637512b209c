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

export function WarningIcon(props: PromoIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 4l9 16H3z" />
      <path d="M12 10v4M12 17h.01" />
    </IconFrame>
  );
}
