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
export { formatMoney, Money, type MoneyProps } from './components/money/Money.tsx';
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
export { activateLocale, defaultLocale, isLocale, type Locale, locales } from './i18n/catalogs.ts';
export { cn } from './lib/cn.ts';
export { AppLink, type LinkComponent, LinkProvider } from './lib/link.tsx';
export { type BrandId, brandForCasino, brandIds, type Theme, themes } from './tokens/brand-ids.ts';
export { type BrandDefinition, brands } from './tokens/brands.ts';
