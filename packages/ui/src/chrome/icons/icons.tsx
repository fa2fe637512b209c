import type * as React from 'react';
import {
  DiceIcon,
  HeartIcon,
  IconFrame,
  SearchIcon,
  TrophyIcon,
  WalletIcon,
} from '../../components/icon/icons.tsx';

export type ChromeIconProps = React.ComponentProps<'svg'>;

/** The chrome's own icons, drawn like the primitives' icons (which it reuses where they exist). */

function icon(paths: React.ReactNode) {
  // biome-ignore lint/correctness/noComponentHookFactories: runs once per icon at module load, never during a render
  return function ChromeIcon(props: ChromeIconProps) {
    return <IconFrame {...props}>{paths}</IconFrame>;
  };
}

export const HomeIcon = icon(<path d="M4 11l8-7 8 7v8a1 1 0 0 1-1 1h-4v-6h-6v6H5a1 1 0 0 1-1-1z" />);
export const SparklesIcon = icon(
  <>
    <path d="M10 4l1.6 4.4L16 10l-4.4 1.6L10 16l-1.6-4.4L4 10l4.4-1.6z" />
    <path d="M18 14l.8 2.2L21 17l-2.2.8L18 20l-.8-2.2L15 17l2.2-.8z" />
  </>,
);
export const GridIcon = icon(
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </>,
);
export const LayersIcon = icon(
  <>
    <path d="M12 4l8 4-8 4-8-4z" />
    <path d="M4 12l8 4 8-4M4 16l8 4 8-4" />
  </>,
);
export const RocketIcon = icon(
  <>
    <path d="M14 4c3 0 6 3 6 6l-7 7-6-6z" />
    <path d="M7 11l-3 1 2 2M13 17l-1 3-2-2M9 15l-3 3" />
    <circle cx="15" cy="9" r="1.2" />
  </>,
);
export const DotsIcon = icon(
  <>
    <circle cx="6" cy="12" r="1" fill="currentColor" />
    <circle cx="12" cy="12" r="1" fill="currentColor" />
    <circle cx="18" cy="12" r="1" fill="currentColor" />
  </>,
);
export const ChatIcon = icon(
  <path d="M5 5h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-4 3v-3H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />,
);
export const SunIcon = icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 3v2M12 19v2M3 12h2M19 12h2M5.6 5.6l1.4 1.4M17 17l1.4 1.4M5.6 18.4L7 17M17 7l1.4-1.4" />
  </>,
);
export const MoonIcon = icon(<path d="M19 14.5A7.5 7.5 0 0 1 9.5 5a7.5 7.5 0 1 0 9.5 9.5z" />);
export const LogOutIcon = icon(
  <>
    <path d="M10 5H6a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h4" />
    <path d="M14 8l4 4-4 4M18 12H9" />
  </>,
);
export const UndoIcon = icon(
  <>
    <path d="M9 7L5 11l4 4" />
    <path d="M5 11h9a5 5 0 0 1 0 10h-2" />
  </>,
);
export const GiftIcon = icon(
  <>
    <rect x="4" y="9" width="16" height="4" rx="1" />
    <path d="M6 13v7h12v-7M12 9v11" />
    <path d="M12 9c-1-3-5-4-5-1.5S12 9 12 9zM12 9c1-3 5-4 5-1.5S12 9 12 9z" />
  </>,
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8.5" r="3.5" />
    <path d="M5 20a7 7 0 0 1 14 0" />
  </>,
);
export const UsersIcon = icon(
  <>
    <circle cx="9" cy="9" r="3" />
    <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
    <path d="M15 6.5a3 3 0 0 1 0 5.5M17 14.5a5.5 5.5 0 0 1 3.5 4.5" />
  </>,
);
export const MailIcon = icon(
  <>
    <rect x="4" y="6" width="16" height="12" rx="1.5" />
    <path d="M4.5 7l7.5 6 7.5-6" />
  </>,
);
export const InboxIcon = icon(
  <>
    <path d="M4 13l2.5-7h11L20 13v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" />
    <path d="M4 13h4.5l1 2h5l1-2H20" />
  </>,
);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="8" />
    <path d="M4 12h16M12 4c2.5 2.5 2.5 13.5 0 16M12 4c-2.5 2.5-2.5 13.5 0 16" />
  </>,
);
export const SettingsIcon = icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3.5v2.2M12 18.3v2.2M3.5 12h2.2M18.3 12h2.2M6 6l1.6 1.6M16.4 16.4L18 18M6 18l1.6-1.6M16.4 7.6L18 6" />
  </>,
);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const ChevronLeftIcon = icon(<path d="M15 6l-6 6 6 6" />);
export const ChevronRightIcon = icon(<path d="M9 6l6 6-6 6" />);
export const ArrowUpIcon = icon(<path d="M12 19V5M6 11l6-6 6 6" />);
export const AppsIcon = icon(
  [6, 12, 18].flatMap((y) =>
    [6, 12, 18].map((x) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r="1.4" fill="currentColor" stroke="none" />
    )),
  ),
);
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const SidebarIcon = icon(
  <>
    <rect x="4" y="5" width="16" height="14" rx="2" />
    <path d="M9.5 5v14" />
  </>,
);
export const CrownIcon = icon(<path d="M4 8l4 4 4-6 4 6 4-4-1.5 10h-13z" />);
export const StarIcon = icon(
  <path d="M12 4l2.4 5 5.6.6-4.2 3.8 1.2 5.5L12 16.1 7 18.9l1.2-5.5L4 9.6 9.6 9z" />,
);
export const CoinsIcon = icon(
  <>
    <ellipse cx="9" cy="8" rx="5" ry="2.5" />
    <path d="M4 8v4c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5V8" />
    <path d="M10 16.3c.9 1 2.7 1.7 5 1.7 2.8 0 5-1.1 5-2.5v-4c0-1.2-1.6-2.2-3.8-2.5" />
  </>,
);
export const BankIcon = icon(
  <>
    <path d="M4 10l8-5 8 5z" />
    <path d="M6 10v7M10 10v7M14 10v7M18 10v7M4 20h16" />
  </>,
);
export const DocumentIcon = icon(
  <>
    <path d="M7 3.5h7l4 4V20a.5.5 0 0 1-.5.5h-10.5a.5.5 0 0 1-.5-.5V4a.5.5 0 0 1 .5-.5z" />
    <path d="M14 3.5V8h4M9 12h6M9 16h6" />
  </>,
);
export const CardsIcon = icon(
  <>
    <rect x="4" y="6" width="10" height="14" rx="1.5" transform="rotate(-8 9 13)" />
    <path d="M14 5.5l4.5 1a1.5 1.5 0 0 1 1.1 1.8l-2.4 10.5" />
  </>,
);
export const VideoIcon = icon(
  <>
    <rect x="3.5" y="6.5" width="12" height="11" rx="2" />
    <path d="M15.5 10.5l5-3v9l-5-3" />
  </>,
);
export const BallIcon = icon(
  <>
    <circle cx="12" cy="12" r="8" />
    <path d="M12 8l3.5 2.5-1.3 4h-4.4l-1.3-4zM12 4v4M19.5 9.5l-4 1M16.5 18.5l-2.3-4M7.5 18.5l2.3-4M4.5 9.5l4 1" />
  </>,
);
export const DotIcon = icon(<circle cx="12" cy="12" r="3" fill="currentColor" />);

/** Icons the casino config may name for its navigation and launcher items; anything else gets a dot. */
const configIcons: Record<string, (props: ChromeIconProps) => React.ReactNode> = {
  home: HomeIcon,
  house: HomeIcon,
  lobby: HomeIcon,
  search: SearchIcon,
  heart: HeartIcon,
  favorites: HeartIcon,
  star: StarIcon,
  new: SparklesIcon,
  sparkles: SparklesIcon,
  grid: GridIcon,
  games: GridIcon,
  slots: GridIcon,
  gift: GiftIcon,
  promotions: GiftIcon,
  promos: GiftIcon,
  trophy: TrophyIcon,
  tournaments: TrophyIcon,
  cards: CardsIcon,
  'table-games': CardsIcon,
  dice: DiceIcon,
  live: VideoIcon,
  'live-dealer': VideoIcon,
  video: VideoIcon,
  sports: BallIcon,
  sportsbook: BallIcon,
  crown: CrownIcon,
  vip: CrownIcon,
  coins: CoinsIcon,
  rocket: RocketIcon,
  providers: LayersIcon,
  chat: ChatIcon,
  wallet: WalletIcon,
  cashier: WalletIcon,
  user: UserIcon,
  mail: MailIcon,
  dots: DotsIcon,
  users: UsersIcon,
  bank: BankIcon,
  document: DocumentIcon,
  logout: LogOutIcon,
  undo: UndoIcon,
};

/** The icon for a config item's `icon` name (case and a leading `icon-`/`fa-` prefix ignored). */
export function ConfigIcon({ name, ...props }: ChromeIconProps & { name: string }) {
  const key = name
    .toLowerCase()
    .trim()
    .replace(/^(icon|fa)-/, '');
  const Icon = configIcons[key] ?? DotIcon;
  return <Icon {...props} />;
}
