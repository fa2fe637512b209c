import type * as React from 'react';
import {
  BallIcon,
  BankIcon,
  CardsIcon,
  ChatIcon,
  CoinsIcon,
  CrownIcon,
  DiceIcon,
  DocumentIcon,
  DotIcon,
  DotsIcon,
  GiftIcon,
  GridIcon,
  HeartIcon,
  HomeIcon,
  type IconProps,
  LayersIcon,
  LogOutIcon,
  MailIcon,
  RocketIcon,
  SearchIcon,
  SparklesIcon,
  StarIcon,
  TrophyIcon,
  UndoIcon,
  UserIcon,
  UsersIcon,
  VideoIcon,
  WalletIcon,
} from '../../components/icon/icons.tsx';

/** Icons the casino config may name for its navigation and launcher items; anything else gets a dot. */
const configIcons: Record<string, (props: IconProps) => React.ReactNode> = {
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
export function ConfigIcon({ name, ...props }: IconProps & { name: string }) {
  const key = name
    .toLowerCase()
    .trim()
    .replace(/^(icon|fa)-/, '');
  const Icon = configIcons[key] ?? DotIcon;
  return <Icon {...props} />;
}
