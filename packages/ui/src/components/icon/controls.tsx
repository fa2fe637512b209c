// The icons of controls and navigation that a first screen draws: chevrons, menus, search, the side menu's
// entries. Those of later controls (close, play, sort, filter…) are in deferred.tsx.

import { IconFrame, type IconProps } from './frame.tsx';

export const ChevronDownIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M6 9l6 6 6-6" />
  </IconFrame>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M15 6l-6 6 6 6" />
  </IconFrame>
);

export const ChevronRightIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M9 6l6 6-6 6" />
  </IconFrame>
);

export const DotIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="3" fill="currentColor" />
  </IconFrame>
);

export const DotsIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="6" cy="12" r="1" fill="currentColor" />
    <circle cx="12" cy="12" r="1" fill="currentColor" />
    <circle cx="18" cy="12" r="1" fill="currentColor" />
  </IconFrame>
);

export const GridIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </IconFrame>
);

export const HomeIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 11l8-7 8 7v8a1 1 0 0 1-1 1h-4v-6h-6v6H5a1 1 0 0 1-1-1z" />
  </IconFrame>
);

export const LayersIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 4l8 4-8 4-8-4z" />
    <path d="M4 12l8 4 8-4M4 16l8 4 8-4" />
  </IconFrame>
);

export const LogOutIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M10 5H6a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h4" />
    <path d="M14 8l4 4-4 4M18 12H9" />
  </IconFrame>
);

export const MenuIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </IconFrame>
);

export const SearchIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="11" cy="11" r="6" />
    <path d="M20 20l-4.5-4.5" />
  </IconFrame>
);

export const UndoIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M9 7L5 11l4 4" />
    <path d="M5 11h9a5 5 0 0 1 0 10h-2" />
  </IconFrame>
);
