// The icons no part of a first screen draws: those of dialogs, drawers, panels, players' pages and game
// controls. They live apart from symbols.tsx and controls.tsx, whose icons the header, the side menu and the
// home page draw at once, so that the first download carries only those; the build puts these in the code
// every address loads just after its first paint (vite.config.ts, the start-up chunk).

import { IconFrame, type IconProps } from './frame.tsx';

export const AlertIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 4l9 16H3z" />
    <path d="M12 10v4M12 17h.01" />
  </IconFrame>
);

export const GiftBoxIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="4" y="9" width="16" height="11" rx="1.5" />
    <path d="M3 9h18M12 9v11M12 9c-1.5-3.5-5.5-4-5.5-1.5S10 9 12 9zM12 9c1.5-3.5 5.5-4 5.5-1.5S14 9 12 9z" />
  </IconFrame>
);

export const ImageIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="3.5" y="5" width="17" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="M20.5 16l-5-5-8 8" />
  </IconFrame>
);

export const InboxIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 13l2.5-7h11L20 13v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" />
    <path d="M4 13h4.5l1 2h5l1-2H20" />
  </IconFrame>
);

export const InfoIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5h.01" />
  </IconFrame>
);

export const LockIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </IconFrame>
);

export const MegaphoneIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 10v4h3l7 4V6l-7 4z" />
    <path d="M17.5 9.5a3.5 3.5 0 0 1 0 5" />
  </IconFrame>
);

export const PhoneIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="7" y="3" width="10" height="18" rx="2" />
    <path d="M11 17.5h2" />
  </IconFrame>
);

/** A present from the front: lid, box and bow (the daily free spins). */
export const PresentIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8c-2-4-6-4-6-1.5S9 8 12 8c3 0 6-1 6-1.5S14 4 12 8" />
  </IconFrame>
);

export const UserBustIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="8.5" r="3.5" />
    <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
  </IconFrame>
);

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

export const ChevronDownWideIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M5 9l7 7 7-7" />
  </IconFrame>
);

export const ChevronLeftWideIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M15 5l-7 7 7 7" />
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
