export { CashierTooltip, type CashierTooltipProps } from './cashier-tooltip/CashierTooltip.tsx';
export {
  GameGrid,
  type GameGridProps,
  type GameGridStatus,
  gameGridVariants,
  WINDOWING_FROM_ITEMS,
} from './catalogue/game-grid/GameGrid.tsx';
export {
  scrollParentOf,
  useWindowedRows,
  type WindowedRowsOptions,
} from './catalogue/game-grid/useWindowedRows.ts';
export {
  columnCount,
  type RowWindow,
  type RowWindowInput,
  rowWindow,
} from './catalogue/game-grid/windowing.ts';
export {
  formatLockDate,
  GameLockDialog,
  type GameLockDialogProps,
  type GameLockStatus,
} from './catalogue/game-lock-dialog/GameLockDialog.tsx';
export {
  GameRow,
  type GameRowLayout,
  type GameRowProps,
  gameRowTrackVariants,
} from './catalogue/game-row/GameRow.tsx';
export {
  GameThumbnail,
  type GameThumbnailProps,
  type GameThumbnailSource,
  gameThumbnailVariants,
  type ThumbnailOrientation,
} from './catalogue/game-tile/GameThumbnail.tsx';
export {
  type FavouriteStatus,
  GameTile,
  type GameTileGame,
  type GameTileProps,
  gameTileVariants,
} from './catalogue/game-tile/GameTile.tsx';
export { type MultiplierBadge, multiplierBadge } from './catalogue/game-tile/multiplier.ts';
export { EmptyListNote, OfflineFavouritesNote } from './catalogue/list-notes/ListNotes.tsx';
export { NoGamesFound, type NoGamesFoundProps } from './catalogue/no-games-found/NoGamesFound.tsx';
export {
  FILTER_PANEL_KINDS,
  FilterPanel,
  type FilterPanelProps,
} from './catalogue/page-title-bar/FilterPanel.tsx';
export { PageTitleBar, type PageTitleBarProps } from './catalogue/page-title-bar/PageTitleBar.tsx';
export { PageTitleBarPreview } from './catalogue/page-title-bar/PageTitleBarPreview.tsx';
export { SortMenu, type SortMenuProps } from './catalogue/page-title-bar/SortMenu.tsx';
export { PageTitle, selectedCount, useSortLabel } from './catalogue/page-title-bar/TitleBarFace.tsx';
export {
  ProviderCard,
  type ProviderCardProps,
  ProviderInfoBox,
  type ProviderInfoBoxProps,
  ProviderLogo,
  ProvidersGrid,
  type ProvidersGridProps,
} from './catalogue/providers/ProviderCard.tsx';
export { RandomPlay, type RandomPlayProps } from './catalogue/random-play/RandomPlay.tsx';
export { useReturnFocus } from './catalogue/return-focus.ts';
export {
  SearchDialog,
  type SearchDialogProps,
  type SearchStatus,
} from './catalogue/search-dialog/SearchDialog.tsx';
export { useSearchWords } from './catalogue/search-dialog/search-words.ts';
export {
  ChromeLayout,
  type ChromeLayoutProps,
} from './chrome/chrome-layout/ChromeLayout.tsx';
export { isBeyondBackToTop } from './chrome/footer/back-to-top.ts';
export { Footer, type FooterProps } from './chrome/footer/Footer.tsx';
export { type BackToTop, useBackToTop } from './chrome/footer/useBackToTop.ts';
export { GuestStickyBar, type GuestStickyBarProps } from './chrome/guest-sticky-bar/GuestStickyBar.tsx';
export { Header, type HeaderProps } from './chrome/header/Header.tsx';
export {
  type HeaderWidget,
  HeaderWidgets,
  type HeaderWidgetsProps,
} from './chrome/header-widgets/HeaderWidgets.tsx';
export { InstallPrompt, type InstallPromptProps } from './chrome/install-prompt/InstallPrompt.tsx';
export { LanguageSwitch, type LanguageSwitchProps } from './chrome/language-switch/LanguageSwitch.tsx';
export {
  type ChromeLanguage,
  chromeLanguages,
  languageNames,
} from './chrome/language-switch/languages.ts';
export { Logo, type LogoImages, type LogoProps, logoVariants } from './chrome/logo/Logo.tsx';
export {
  MobileLauncherBar,
  type MobileLauncherBarProps,
} from './chrome/mobile-launcher-bar/MobileLauncherBar.tsx';
export { MobileMenu, type MobileMenuProps } from './chrome/mobile-menu/MobileMenu.tsx';
export { NavToggle, type NavToggleProps } from './chrome/nav-toggle/NavToggle.tsx';
export { PlayerInitials } from './chrome/profile-box/PlayerInitials.tsx';
export { ProfileBox, type ProfileBoxProps, VipBadge } from './chrome/profile-box/ProfileBox.tsx';
export {
  PROFILE_DEFAULT_LINKS,
  type ProfileBalances,
  type ProfileLinks,
} from './chrome/profile-box/profile.ts';
export {
  QuickAccessBar,
  type QuickAccessBarProps,
  UNREAD_BADGE_MAX,
  unreadBadgeText,
} from './chrome/quick-access-bar/QuickAccessBar.tsx';
export {
  type BankingLabel,
  type ChromeMenuItem,
  DEFAULT_LOYALTY_HREF,
  isCurrentPath,
  type MoreLinks,
  moreLinks,
  SIDEBAR_ROUTES,
  type SidebarEntry,
  type SidebarOptions,
  sidebarEntries,
} from './chrome/sidebar/items.ts';
export { Sidebar, type SidebarCallbacks, type SidebarProps } from './chrome/sidebar/Sidebar.tsx';
export { type ChromeTheme, ThemeSwitch, type ThemeSwitchProps } from './chrome/theme-switch/ThemeSwitch.tsx';
export { Button, type ButtonProps, buttonVariants } from './components/button/Button.tsx';
export {
  Checkbox,
  type CheckboxProps,
} from './components/checkbox/Checkbox.tsx';
export {
  COUNTDOWN_SHORT_FORMAT_BELOW_PX,
  Countdown,
  type CountdownParts,
  type CountdownProps,
  countdownVariants,
} from './components/countdown/Countdown.tsx';
export {
  type CountdownEnd,
  CountdownEndProvider,
} from './components/countdown/countdown-end.ts';
export { useSecondTick } from './components/countdown/second-tick.ts';
export {
  DIALOG_CLOSE_ANIMATION_MS,
  Dialog,
  DialogClose,
  type DialogCloseProps,
  DialogContent,
  type DialogContentProps,
  type DialogProps,
  DialogTrigger,
  type DialogTriggerProps,
  dialogContentVariants,
} from './components/dialog/Dialog.tsx';
export {
  CheckIcon,
  CloseIcon,
  DiceIcon,
  HeartIcon,
  type IconProps,
  MinusIcon,
  PresentIcon,
  SearchIcon,
  TrophyIcon,
  WalletIcon,
} from './components/icon/icons.tsx';
export {
  IconButton,
  type IconButtonProps,
  iconButtonVariants,
} from './components/icon-button/IconButton.tsx';
export { Label, type LabelProps } from './components/label/Label.tsx';
export { type LiveMessage, LiveRegion, type LiveRegionProps } from './components/live-region/LiveRegion.tsx';
export { Money, type MoneyProps } from './components/money/Money.tsx';
export {
  NOTIFICATION_DURATION_MS,
  Notification,
  NotificationAction,
  type NotificationActionProps,
  type NotificationKind,
  type NotificationProps,
  NotificationProvider,
  type NotificationProviderProps,
  NotificationViewport,
  type NotificationViewportProps,
  notificationKinds,
  notificationVariants,
} from './components/notification/Notification.tsx';
export { SafeLinkPolicy } from './components/safe-html/link-policy.tsx';
export {
  SafeHtml,
  type SafeHtmlProps,
  SafeLink,
  type SafeLinkProps,
} from './components/safe-html/SafeHtml.tsx';
export { Skeleton, type SkeletonProps, skeletonVariants } from './components/skeleton/Skeleton.tsx';
export { Spinner, type SpinnerProps, spinnerVariants } from './components/spinner/Spinner.tsx';
export {
  Switch,
  type SwitchProps,
  switchThumbVariants,
  switchVariants,
} from './components/switch/Switch.tsx';
export {
  Tabs,
  TabsContent,
  type TabsContentProps,
  TabsList,
  type TabsListProps,
  type TabsProps,
  TabsTrigger,
  type TabsTriggerProps,
  tabsListVariants,
  tabsTriggerVariants,
} from './components/tabs/Tabs.tsx';
export { Tag, type TagKind, type TagProps, tagKinds, tagVariants } from './components/tag/Tag.tsx';
export { TextField, type TextFieldProps, textFieldVariants } from './components/text-field/TextField.tsx';
export {
  DailyFreeSpinsDialog,
  type DailyFreeSpinsDialogProps,
  type DfsRuleValues,
} from './daily-free-spins/DailyFreeSpinsDialog.tsx';
export {
  SpinWheel,
  type SpinWheelProps,
  WHEEL_SPIN_MS,
  wheelRotation,
} from './daily-free-spins/SpinWheel.tsx';
export type { DfsCountdown, DfsView, DfsWin } from './daily-free-spins/types.ts';
export { GameError, type GameErrorKind, type GameErrorProps } from './game/game-error/GameError.tsx';
export { GameFrame, type GameFrameProps } from './game/game-frame/GameFrame.tsx';
export {
  GameHeader,
  type GameHeaderProps,
  type GamePageMode,
  moneyModeOf,
} from './game/game-header/GameHeader.tsx';
export { GamePageLayout, type GamePageLayoutProps } from './game/game-page-layout/GamePageLayout.tsx';
export {
  type GameMenuSidebar,
  GameSideMenu,
  type GameSideMenuProps,
  type MoneySwitchControl,
} from './game/game-side-menu/GameSideMenu.tsx';
export { GameSideRail, type GameSideRailProps } from './game/game-side-rail/GameSideRail.tsx';
export {
  type FireworksOptions,
  fireworkParticles,
  firstFireworksDelay,
  type Particle,
  type ParticleFrame,
  particleFrame,
} from './game/lib/fireworks.ts';
export { type LoaderPhase, loaderPhase } from './game/lib/loader-phase.ts';
export {
  useElapsed,
  useFireworksSchedule,
  useLoaderPhase,
  usePresence,
  useReducedMotion,
} from './game/lib/timers.ts';
export { My50FreePrompt, type My50FreePromptProps } from './game/my50free-prompt/My50FreePrompt.tsx';
export {
  type ProviderChoice,
  ProviderChooser,
  type ProviderChooserProps,
} from './game/provider-chooser/ProviderChooser.tsx';
export { Fireworks, type FireworksProps } from './game/synth/Fireworks.tsx';
export { SynthReminder, type SynthReminderProps } from './game/synth/SynthReminder.tsx';
export {
  type GameOfTheMonthData,
  type GameOfTheMonthPlay,
  GameOfTheMonthSection,
  type GameOfTheMonthSectionProps,
  type GameOfTheMonthStatus,
} from './game-of-the-month/GameOfTheMonthSection.tsx';
export { activateLocale, defaultLocale, isLocale, type Locale, locales } from './i18n/catalogs.ts';
export { Inbox, type InboxItem, type InboxProps, type InboxStatus } from './inbox/Inbox.tsx';
export { cn } from './lib/cn.ts';
export { AppLink, type LinkComponent, LinkProvider } from './lib/link.tsx';
export { type PageMark, usePageMark } from './lib/page-mark.ts';
export { TRUSTED_TYPES_POLICY, trustedHtml, trustedScriptUrl } from './lib/trusted-types.ts';
export { CustomPromoFrame, type CustomPromoFrameProps } from './promotions/custom-promo/CustomPromoFrame.tsx';
export { CustomPromos, type CustomPromosProps } from './promotions/custom-promo/CustomPromos.tsx';
export {
  CUSTOM_PROMO_MAX_HEIGHT,
  CUSTOM_PROMO_MIN_HEIGHT,
  CUSTOM_PROMO_SIZE_MESSAGE,
  type CustomPromoBlockData,
  customPromoDocument,
  readSizeMessage,
} from './promotions/custom-promo/custom-document.ts';
export {
  dataAttributesOf,
  PromoCard,
  type PromoCardData,
  type PromoCardProps,
  promoCardVariants,
} from './promotions/promo-card/PromoCard.tsx';
export { PromoExpiry, type PromoExpiryProps } from './promotions/promo-card/PromoExpiry.tsx';
export { PromoGrid, type PromoGridProps } from './promotions/promo-grid/PromoGrid.tsx';
export { PromoHero, type PromoHeroProps } from './promotions/promo-hero/PromoHero.tsx';
export { PromoHeroSkeleton } from './promotions/promo-hero/PromoHeroSkeleton.tsx';
export {
  PromotionsSection,
  type PromotionsSectionProps,
} from './promotions/promotions-view/PromotionsSection.tsx';
export {
  PromotionsError,
  type PromotionsStatus,
  PromotionsView,
  type PromotionsViewProps,
  preloadCustomPromos,
} from './promotions/promotions-view/PromotionsView.tsx';
export { StickyBanner, type StickyBannerProps } from './promotions/sticky-banner/StickyBanner.tsx';
export { type BrandId, brandForCasino, brandIds, type Theme, themes } from './tokens/brand-ids.ts';
export { type BrandDefinition, brands } from './tokens/brands.ts';
export { RtgTournamentCard, type RtgTournamentCardProps } from './tournaments/RtgTournamentCard.tsx';
export {
  TournamentCard,
  type TournamentCardProps,
  TournamentPrizePool,
  TournamentProviders,
  TournamentRemindButton,
  TournamentStatusTag,
} from './tournaments/TournamentCard.tsx';
export { TournamentClock, type TournamentClockProps } from './tournaments/TournamentClock.tsx';
export {
  TournamentDetail,
  type TournamentDetailData,
  type TournamentDetailProps,
} from './tournaments/TournamentDetail.tsx';
export { TournamentPicture } from './tournaments/TournamentPicture.tsx';
export { TournamentSlider, type TournamentSliderProps } from './tournaments/TournamentSlider.tsx';
export {
  TournamentsEmpty,
  TournamentsError,
  TournamentsGuestNotice,
  TournamentsLoading,
} from './tournaments/TournamentStates.tsx';
export { TournamentsList, type TournamentsListProps } from './tournaments/TournamentsList.tsx';
export {
  TournamentsLobbyFrame,
  type TournamentsLobbyFrameProps,
} from './tournaments/TournamentsLobbyFrame.tsx';
export { formatServerDateTime } from './tournaments/time.ts';
export type {
  NowSource,
  RtgTournamentCardData,
  TournamentCardData,
  TournamentImages,
} from './tournaments/types.ts';
export { nextChangeAt, useTournamentView } from './tournaments/useTournamentView.ts';
export {
  CouponPanel,
  type CouponPanelProps,
} from './wallet/quick-deposit/CouponPanel.tsx';
export {
  DepositForm,
  type DepositFormProps,
  maskedCard,
  useAmountErrorText,
} from './wallet/quick-deposit/DepositForm.tsx';
export { DEFAULT_QUICK_DEPOSIT_LINKS, type QuickDepositLinks } from './wallet/quick-deposit/links.ts';
export {
  methodName,
  WalletNotice,
  type WalletNoticeProps,
  walletNoticeVariants,
} from './wallet/quick-deposit/parts.tsx';
export {
  QuickDepositDialog,
  type QuickDepositDialogProps,
} from './wallet/quick-deposit/QuickDepositDialog.tsx';
export { type Spoken, useWalletWords } from './wallet/quick-deposit/words.ts';
export type {
  CouponFlow,
  DepositAmountError,
  QuickDepositStep,
} from './wallet/types.ts';
export {
  WinnersSection,
  type WinnersSectionProps,
  type WinnersStatus,
} from './winners/WinnersSection.tsx';
export {
  tickerSlides,
  type WinnerRow,
  WinnersTicker,
  type WinnersTickerProps,
} from './winners/WinnersTicker.tsx';
