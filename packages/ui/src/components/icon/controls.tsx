// The icons of controls and navigation: arrows, chevrons, open and close, play, sort, filter, menus.

import { IconFrame, type IconProps } from './frame.tsx';

export const AppsIcon = (props: IconProps) => (
  <IconFrame {...props}>
    {[6, 12, 18].flatMap((y) =>
      [6, 12, 18].map((x) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.4" fill="currentColor" stroke="none" />
      )),
    )}
  </IconFrame>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </IconFrame>
);

export const ArrowUpIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </IconFrame>
);

export const CheckIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </IconFrame>
);

export const ChevronDownIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M6 9l6 6 6-6" />
  </IconFrame>
);

export const ChevronDownWideIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M5 9l7 7 7-7" />
  </IconFrame>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M15 6l-6 6 6 6" />
  </IconFrame>
);

export const ChevronLeftWideIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M15 5l-7 7 7 7" />
  </IconFrame>
);

export const ChevronRightIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M9 6l6 6-6 6" />
  </IconFrame>
);

export const ChevronRightWideIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M9 5l7 7-7 7" />
  </IconFrame>
);

export const CloseIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </IconFrame>
);

export const CollapseIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
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

export const ExpandIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </IconFrame>
);

export const FilterIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 6h16M7 12h10M10 18h4" />
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

export const MinusIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M6 12h12" />
  </IconFrame>
);

export const PauseIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M9 6v12M15 6v12" />
  </IconFrame>
);

export const PlayIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M8 5.5v13l10-6.5z" />
  </IconFrame>
);

export const SearchIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="11" cy="11" r="6" />
    <path d="M20 20l-4.5-4.5" />
  </IconFrame>
);

export const SettingsIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3.5v2.2M12 18.3v2.2M3.5 12h2.2M18.3 12h2.2M6 6l1.6 1.6M16.4 16.4L18 18M6 18l1.6-1.6M16.4 7.6L18 6" />
  </IconFrame>
);

export const ShuffleIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 7h3c5 0 5 10 10 10h3M4 17h3c1.6 0 2.7-1 3.6-2.4M13.4 9.4C14.3 8 15.4 7 17 7h3" />
    <path d="M18 4l3 3-3 3M18 14l3 3-3 3" />
  </IconFrame>
);

export const SidebarIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="4" y="5" width="16" height="14" rx="2" />
    <path d="M9.5 5v14" />
  </IconFrame>
);

export const SortIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M7 4v16M4 17l3 3 3-3M17 20V4M14 7l3-3 3 3" />
  </IconFrame>
);

export const UndoIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M9 7L5 11l4 4" />
    <path d="M5 11h9a5 5 0 0 1 0 10h-2" />
  </IconFrame>
);
