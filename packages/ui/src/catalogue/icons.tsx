import type * as React from 'react';
import { IconFrame } from '../components/icon/icons.tsx';

export type CatalogueIconProps = React.ComponentProps<'svg'>;

export function LockIcon(props: CatalogueIconProps) {
  return (
    <IconFrame {...props}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </IconFrame>
  );
}

export function FilterIcon(props: CatalogueIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </IconFrame>
  );
}

export function SortIcon(props: CatalogueIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M7 4v16M4 17l3 3 3-3M17 20V4M14 7l3-3 3 3" />
    </IconFrame>
  );
}

export function ArrowLeftIcon(props: CatalogueIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </IconFrame>
  );
}

export function ChevronLeftIcon(props: CatalogueIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M15 5l-7 7 7 7" />
    </IconFrame>
  );
}

export function ChevronRightIcon(props: CatalogueIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9 5l7 7-7 7" />
    </IconFrame>
  );
}

export function ChevronDownIcon(props: CatalogueIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M5 9l7 7 7-7" />
    </IconFrame>
  );
}

export function MenuIcon(props: CatalogueIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </IconFrame>
  );
}

export function ExpandIcon(props: CatalogueIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </IconFrame>
  );
}

export function CollapseIcon(props: CatalogueIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
    </IconFrame>
  );
}

export function ImageIcon(props: CatalogueIconProps) {
  return (
    <IconFrame {...props}>
      <rect x="3.5" y="5" width="17" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="M20.5 16l-5-5-8 8" />
    </IconFrame>
  );
}

export function AlertIcon(props: CatalogueIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 4l9 16H3z" />
      <path d="M12 10v4M12 17h.01" />
    </IconFrame>
  );
}

export function ShuffleIcon(props: CatalogueIconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 7h3c5 0 5 10 10 10h3M4 17h3c1.6 0 2.7-1 3.6-2.4M13.4 9.4C14.3 8 15.4 7 17 7h3" />
      <path d="M18 4l3 3-3 3M18 14l3 3-3 3" />
    </IconFrame>
  );
}
