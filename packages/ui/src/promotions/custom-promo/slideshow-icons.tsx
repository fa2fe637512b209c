import type * as React from 'react';
import { IconFrame } from '../../components/icon/icons.tsx';

type IconProps = React.ComponentProps<'svg'>;

export function PauseIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9 6v12M15 6v12" />
    </IconFrame>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M8 5.5v13l10-6.5z" />
    </IconFrame>
  );
}
