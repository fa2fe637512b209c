import type * as React from 'react';

// Every icon of the design system: one plain component each, all drawn on the same frame.

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

export function AlertIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 4l9 16H3z" />
      <path d="M12 10v4M12 17h.01" />
    </IconFrame>
  );
}

export function AppsIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      {[6, 12, 18].flatMap((y) =>
        [6, 12, 18].map((x) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="1.4" fill="currentColor" stroke="none" />
        )),
      )}
    </IconFrame>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </IconFrame>
  );
}

export function ArrowUpIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </IconFrame>
  );
}

export function BallIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 8l3.5 2.5-1.3 4h-4.4l-1.3-4zM12 4v4M19.5 9.5l-4 1M16.5 18.5l-2.3-4M7.5 18.5l2.3-4M4.5 9.5l4 1" />
    </IconFrame>
  );
}

export function BankIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 10l8-5 8 5z" />
      <path d="M6 10v7M10 10v7M14 10v7M18 10v7M4 20h16" />
    </IconFrame>
  );
}

export function CardsIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="4" y="6" width="10" height="14" rx="1.5" transform="rotate(-8 9 13)" />
      <path d="M14 5.5l4.5 1a1.5 1.5 0 0 1 1.1 1.8l-2.4 10.5" />
    </IconFrame>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M5 5h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-4 3v-3H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
    </IconFrame>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </IconFrame>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M6 9l6 6 6-6" />
    </IconFrame>
  );
}

/** A longer chevron than ChevronDownIcon: the sort menu and the tournament details open with it. */
export function ChevronDownWideIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M5 9l7 7 7-7" />
    </IconFrame>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M15 6l-6 6 6 6" />
    </IconFrame>
  );
}

/** A longer chevron than ChevronLeftIcon: the paging arrows of rows and sliders. */
export function ChevronLeftWideIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M15 5l-7 7 7 7" />
    </IconFrame>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9 6l6 6-6 6" />
    </IconFrame>
  );
}

/** A longer chevron than ChevronRightIcon: the paging arrows of rows and sliders. */
export function ChevronRightWideIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9 5l7 7-7 7" />
    </IconFrame>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </IconFrame>
  );
}

export function CoinsIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <ellipse cx="9" cy="8" rx="5" ry="2.5" />
      <path d="M4 8v4c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5V8" />
      <path d="M10 16.3c.9 1 2.7 1.7 5 1.7 2.8 0 5-1.1 5-2.5v-4c0-1.2-1.6-2.2-3.8-2.5" />
    </IconFrame>
  );
}

export function CollapseIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
    </IconFrame>
  );
}

export function CrownIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 8l4 4 4-6 4 6 4-4-1.5 10h-13z" />
    </IconFrame>
  );
}

/** A die: the "better luck next time" notice. */
export function DiceIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <circle cx="8.5" cy="8.5" r="1.4" fill="currentColor" stroke="none" />
      <circle cx="12" cy="12" r="1.4" fill="currentColor" stroke="none" />
      <circle cx="15.5" cy="15.5" r="1.4" fill="currentColor" stroke="none" />
    </IconFrame>
  );
}

export function DocumentIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M7 3.5h7l4 4V20a.5.5 0 0 1-.5.5h-10.5a.5.5 0 0 1-.5-.5V4a.5.5 0 0 1 .5-.5z" />
      <path d="M14 3.5V8h4M9 12h6M9 16h6" />
    </IconFrame>
  );
}

export function DotIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="12" r="3" fill="currentColor" />
    </IconFrame>
  );
}

export function DotsIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="6" cy="12" r="1" fill="currentColor" />
      <circle cx="12" cy="12" r="1" fill="currentColor" />
      <circle cx="18" cy="12" r="1" fill="currentColor" />
    </IconFrame>
  );
}

export function ExpandIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </IconFrame>
  );
}

export function FilterIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </IconFrame>
  );
}

/** A taller box than GiftIcon, with its lid drawn across: the free-spins offer over a game. */
export function GiftBoxIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="4" y="9" width="16" height="11" rx="1.5" />
      <path d="M3 9h18M12 9v11M12 9c-1.5-3.5-5.5-4-5.5-1.5S10 9 12 9zM12 9c1.5-3.5 5.5-4 5.5-1.5S14 9 12 9z" />
    </IconFrame>
  );
}

export function GiftIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="4" y="9" width="16" height="4" rx="1" />
      <path d="M6 13v7h12v-7M12 9v11" />
      <path d="M12 9c-1-3-5-4-5-1.5S12 9 12 9zM12 9c1-3 5-4 5-1.5S12 9 12 9z" />
    </IconFrame>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="12" r="8" />
      <path d="M4 12h16M12 4c2.5 2.5 2.5 13.5 0 16M12 4c-2.5 2.5-2.5 13.5 0 16" />
    </IconFrame>
  );
}

export function GridIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </IconFrame>
  );
}

export function HeartIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />
    </IconFrame>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 11l8-7 8 7v8a1 1 0 0 1-1 1h-4v-6h-6v6H5a1 1 0 0 1-1-1z" />
    </IconFrame>
  );
}

export function ImageIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="3.5" y="5" width="17" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="M20.5 16l-5-5-8 8" />
    </IconFrame>
  );
}

export function InboxIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 13l2.5-7h11L20 13v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" />
      <path d="M4 13h4.5l1 2h5l1-2H20" />
    </IconFrame>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5h.01" />
    </IconFrame>
  );
}

export function LayersIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 4l8 4-8 4-8-4z" />
      <path d="M4 12l8 4 8-4M4 16l8 4 8-4" />
    </IconFrame>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </IconFrame>
  );
}

export function LogOutIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M10 5H6a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h4" />
      <path d="M14 8l4 4-4 4M18 12H9" />
    </IconFrame>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="4" y="6" width="16" height="12" rx="1.5" />
      <path d="M4.5 7l7.5 6 7.5-6" />
    </IconFrame>
  );
}

export function MegaphoneIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 10v4h3l7 4V6l-7 4z" />
      <path d="M17.5 9.5a3.5 3.5 0 0 1 0 5" />
    </IconFrame>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </IconFrame>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M6 12h12" />
    </IconFrame>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M19 14.5A7.5 7.5 0 0 1 9.5 5a7.5 7.5 0 1 0 9.5 9.5z" />
    </IconFrame>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9 6v12M15 6v12" />
    </IconFrame>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="7" y="3" width="10" height="18" rx="2" />
      <path d="M11 17.5h2" />
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

export function RocketIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M14 4c3 0 6 3 6 6l-7 7-6-6z" />
      <path d="M7 11l-3 1 2 2M13 17l-1 3-2-2M9 15l-3 3" />
      <circle cx="15" cy="9" r="1.2" />
    </IconFrame>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </IconFrame>
  );
}

export function SettingsIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3.5v2.2M12 18.3v2.2M3.5 12h2.2M18.3 12h2.2M6 6l1.6 1.6M16.4 16.4L18 18M6 18l1.6-1.6M16.4 7.6L18 6" />
    </IconFrame>
  );
}

export function ShuffleIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 7h3c5 0 5 10 10 10h3M4 17h3c1.6 0 2.7-1 3.6-2.4M13.4 9.4C14.3 8 15.4 7 17 7h3" />
      <path d="M18 4l3 3-3 3M18 14l3 3-3 3" />
    </IconFrame>
  );
}

export function SidebarIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="4" y="5" width="16" height="14" rx="2" />
      <path d="M9.5 5v14" />
    </IconFrame>
  );
}

export function SortIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M7 4v16M4 17l3 3 3-3M17 20V4M14 7l3-3 3 3" />
    </IconFrame>
  );
}

export function SparklesIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M10 4l1.6 4.4L16 10l-4.4 1.6L10 16l-1.6-4.4L4 10l4.4-1.6z" />
      <path d="M18 14l.8 2.2L21 17l-2.2.8L18 20l-.8-2.2L15 17l2.2-.8z" />
    </IconFrame>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 4l2.4 5 5.6.6-4.2 3.8 1.2 5.5L12 16.1 7 18.9l1.2-5.5L4 9.6 9.6 9z" />
    </IconFrame>
  );
}

export function SunIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 3v2M12 19v2M3 12h2M19 12h2M5.6 5.6l1.4 1.4M17 17l1.4 1.4M5.6 18.4L7 17M17 7l1.4-1.4" />
    </IconFrame>
  );
}

export function TrophyIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M8 4h8v5a4 4 0 0 1-8 0V4z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4" />
      <path d="M12 13v4M8.5 20h7M10 17h4" />
    </IconFrame>
  );
}

export function UndoIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M9 7L5 11l4 4" />
      <path d="M5 11h9a5 5 0 0 1 0 10h-2" />
    </IconFrame>
  );
}

/** A head and shoulders, fuller than UserIcon: the game asks the player to log in with it. */
export function UserBustIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
    </IconFrame>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20a7 7 0 0 1 14 0" />
    </IconFrame>
  );
}

export function UsersIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="9" cy="9" r="3" />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
      <path d="M15 6.5a3 3 0 0 1 0 5.5M17 14.5a5.5 5.5 0 0 1 3.5 4.5" />
    </IconFrame>
  );
}

export function VideoIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <rect x="3.5" y="6.5" width="12" height="11" rx="2" />
      <path d="M15.5 10.5l5-3v9l-5-3" />
    </IconFrame>
  );
}

export function WalletIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M17 7V5.5A1.5 1.5 0 0 0 15.5 4H6a2 2 0 0 0-2 2" />
      <rect x="4" y="7" width="16" height="13" rx="2" />
      <path d="M20 11h-4a2 2 0 0 0 0 4h4" />
    </IconFrame>
  );
}
