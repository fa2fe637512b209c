// The icons of things a first screen shows: money, games, messages, people, prizes, themes. Those only
// dialogs, panels and later pages show are in deferred.tsx.

import { IconFrame, type IconProps } from './frame.tsx';

export const BallIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="8" />
    <path d="M12 8l3.5 2.5-1.3 4h-4.4l-1.3-4zM12 4v4M19.5 9.5l-4 1M16.5 18.5l-2.3-4M7.5 18.5l2.3-4M4.5 9.5l4 1" />
  </IconFrame>
);

export const BankIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 10l8-5 8 5z" />
    <path d="M6 10v7M10 10v7M14 10v7M18 10v7M4 20h16" />
  </IconFrame>
);

export const CardsIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="4" y="6" width="10" height="14" rx="1.5" transform="rotate(-8 9 13)" />
    <path d="M14 5.5l4.5 1a1.5 1.5 0 0 1 1.1 1.8l-2.4 10.5" />
  </IconFrame>
);

export const ChatIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M5 5h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-4 3v-3H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
  </IconFrame>
);

export const CoinsIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <ellipse cx="9" cy="8" rx="5" ry="2.5" />
    <path d="M4 8v4c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5V8" />
    <path d="M10 16.3c.9 1 2.7 1.7 5 1.7 2.8 0 5-1.1 5-2.5v-4c0-1.2-1.6-2.2-3.8-2.5" />
  </IconFrame>
);

export const CrownIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 8l4 4 4-6 4 6 4-4-1.5 10h-13z" />
  </IconFrame>
);

export const DiceIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <circle cx="8.5" cy="8.5" r="1.4" fill="currentColor" stroke="none" />
    <circle cx="12" cy="12" r="1.4" fill="currentColor" stroke="none" />
    <circle cx="15.5" cy="15.5" r="1.4" fill="currentColor" stroke="none" />
  </IconFrame>
);

export const DocumentIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M7 3.5h7l4 4V20a.5.5 0 0 1-.5.5h-10.5a.5.5 0 0 1-.5-.5V4a.5.5 0 0 1 .5-.5z" />
    <path d="M14 3.5V8h4M9 12h6M9 16h6" />
  </IconFrame>
);

export const GiftIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="4" y="9" width="16" height="4" rx="1" />
    <path d="M6 13v7h12v-7M12 9v11" />
    <path d="M12 9c-1-3-5-4-5-1.5S12 9 12 9zM12 9c1-3 5-4 5-1.5S12 9 12 9z" />
  </IconFrame>
);

export const GlobeIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="8" />
    <path d="M4 12h16M12 4c2.5 2.5 2.5 13.5 0 16M12 4c-2.5 2.5-2.5 13.5 0 16" />
  </IconFrame>
);

export const HeartIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />
  </IconFrame>
);

export const MailIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="4" y="6" width="16" height="12" rx="1.5" />
    <path d="M4.5 7l7.5 6 7.5-6" />
  </IconFrame>
);

export const MoonIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M19 14.5A7.5 7.5 0 0 1 9.5 5a7.5 7.5 0 1 0 9.5 9.5z" />
  </IconFrame>
);

export const RocketIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M14 4c3 0 6 3 6 6l-7 7-6-6z" />
    <path d="M7 11l-3 1 2 2M13 17l-1 3-2-2M9 15l-3 3" />
    <circle cx="15" cy="9" r="1.2" />
  </IconFrame>
);

export const SparklesIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M10 4l1.6 4.4L16 10l-4.4 1.6L10 16l-1.6-4.4L4 10l4.4-1.6z" />
    <path d="M18 14l.8 2.2L21 17l-2.2.8L18 20l-.8-2.2L15 17l2.2-.8z" />
  </IconFrame>
);

export const StarIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 4l2.4 5 5.6.6-4.2 3.8 1.2 5.5L12 16.1 7 18.9l1.2-5.5L4 9.6 9.6 9z" />
  </IconFrame>
);

export const SunIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 3v2M12 19v2M3 12h2M19 12h2M5.6 5.6l1.4 1.4M17 17l1.4 1.4M5.6 18.4L7 17M17 7l1.4-1.4" />
  </IconFrame>
);

export const TrophyIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0V4z" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4" />
    <path d="M12 13v4M8.5 20h7M10 17h4" />
  </IconFrame>
);

export const UserIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="8.5" r="3.5" />
    <path d="M5 20a7 7 0 0 1 14 0" />
  </IconFrame>
);

export const UsersIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="9" cy="9" r="3" />
    <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
    <path d="M15 6.5a3 3 0 0 1 0 5.5M17 14.5a5.5 5.5 0 0 1 3.5 4.5" />
  </IconFrame>
);

export const VideoIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="3.5" y="6.5" width="12" height="11" rx="2" />
    <path d="M15.5 10.5l5-3v9l-5-3" />
  </IconFrame>
);

export const WalletIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M17 7V5.5A1.5 1.5 0 0 0 15.5 4H6a2 2 0 0 0-2 2" />
    <rect x="4" y="7" width="16" height="13" rx="2" />
    <path d="M20 11h-4a2 2 0 0 0 0 4h4" />
  </IconFrame>
);
