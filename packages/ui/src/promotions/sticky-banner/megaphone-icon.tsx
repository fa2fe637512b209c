import type * as React from 'react';
import { IconFrame } from '../../components/icon/icons.tsx';

type IconProps = React.ComponentProps<'svg'>;

export function MegaphoneIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 10v4h3l7 4V6l-7 4z" />
      <path d="M17.5 9.5a3.5 3.5 0 0 1 0 5" />
    </IconFrame>
  );
}
