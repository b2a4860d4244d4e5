// Public surface of @jinli/ui, the React UI kit. Importing it also loads the design tokens and the
// components' stylesheets (package.json `sideEffects` keeps the CSS).
import './styles/tokens.css';

export { Avatar } from './Avatar/Avatar';
export type { AvatarProps } from './Avatar/Avatar';
export { AVATAR_COUNT } from './Avatar/avatarLooks';
export { PaymentLogo } from './PaymentLogo/PaymentLogo';
export type { PaymentLogoProps, PaymentMethod } from './PaymentLogo/PaymentLogo';
export { BackToTop } from './BackToTop/BackToTop';
export type { BackToTopProps } from './BackToTop/BackToTop';
export { Button } from './Button/Button';
export type { ButtonProps } from './Button/Button';
export { Carousel } from './Carousel/Carousel';
export type { CarouselProps } from './Carousel/Carousel';
export type { CarouselItem } from './Carousel/carouselItem';
export { Confirm } from './Dialog/Confirm';
export type { ConfirmProps } from './Dialog/Confirm';
export { Dialog } from './Dialog/Dialog';
export type { DialogProps } from './Dialog/Dialog';
export { DateField } from './DateField/DateField';
export type { DateFieldProps } from './DateField/DateField';
export { Countdown, type CountdownProps } from './Countdown/Countdown';
export { Empty } from './Empty/Empty';
export type { EmptyProps } from './Empty/Empty';
export {
  BackIcon,
  BellIcon,
  BetSlipIcon,
  BillIcon,
  BookIcon,
  CardsIcon,
  ChartIcon,
  ChatIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  ClearIcon,
  CloseIcon,
  CoinsIcon,
  CopyIcon,
  CrownIcon,
  DocumentIcon,
  FishIcon,
  FlameIcon,
  GameIcon,
  GiftIcon,
  GlobeIcon,
  HeadsetIcon,
  HongbaoIcon,
  InfoIcon,
  LinkIcon,
  LiveIcon,
  LotteryIcon,
  NoticeIcon,
  RechargeIcon,
  SearchIcon,
  SettingsIcon,
  ShieldIcon,
  SlotIcon,
  SportIcon,
  StarIcon,
  TeamIcon,
  UserAddIcon,
  UserListIcon,
  WashIcon,
  WithdrawIcon,
} from './icons/icons';
export type { IconProps } from './icons/icons';
export {
  MenuBetListIcon,
  MenuDatabaseIcon,
  MenuGalleryIcon,
  MenuGameCenterIcon,
  MenuHomeIcon,
  MenuIcon,
  MenuMarkSixIcon,
  MenuProfileIcon,
  MenuPromotionIcon,
} from './icons';
export type { MenuIconProps } from './icons';
export { LotteryBall, type LotteryBallProps } from './LotteryBall/LotteryBall';
export { Marquee } from './Marquee/Marquee';
export type { MarqueeProps } from './Marquee/Marquee';
export { MARQUEE_STEP_MS } from './Marquee/marqueeMotion';
export { OtpInput, type OtpInputProps } from './OtpInput/OtpInput';
export { NavBar } from './NavBar/NavBar';
export type { NavBarProps } from './NavBar/NavBar';
export { Skeleton } from './Skeleton/Skeleton';
export type { SkeletonProps } from './Skeleton/Skeleton';
export { TabBar } from './TabBar/TabBar';
export { VideoPlayer, type VideoPlayerProps } from './VideoPlayer/VideoPlayer';
export type { TabBarItem, TabBarProps } from './TabBar/TabBar';
export { TOAST_DEFAULT_DURATION_MS, toast } from './Toast/toast';
export type { ToastOptions, ToastState } from './Toast/toast';
export { ToastHost } from './Toast/ToastHost';
export * from './icons';
export { Tabs } from './Tabs/Tabs';
export type { TabsItem, TabsProps } from './Tabs/Tabs';
export { Loading } from './Loading/Loading';
export type { LoadingProps } from './Loading/Loading';
export { InfiniteScroll } from './InfiniteScroll/InfiniteScroll';
export type { InfiniteScrollProps } from './InfiniteScroll/InfiniteScroll';
export { PullToRefresh } from './PullToRefresh/PullToRefresh';
export type { PullStatus, PullToRefreshProps } from './PullToRefresh/PullToRefresh';
export { Popup } from './Popup/Popup';
export type { PopupPosition, PopupProps } from './Popup/Popup';
export { APP_BANNER_HEIGHT_PX, AppBanner } from './AppBanner/AppBanner';
export type { AppBannerProps } from './AppBanner/AppBanner';
export { InstallGuide } from './InstallGuide/InstallGuide';
export type { InstallGuideProps, InstallStep, InstallStepIcon } from './InstallGuide/InstallGuide';
export { StatusStrip } from './StatusStrip/StatusStrip';
export type { StatusStripProps } from './StatusStrip/StatusStrip';
export { UpdateBar } from './UpdateBar/UpdateBar';
export type { UpdateBarProps } from './UpdateBar/UpdateBar';
export { Checkbox } from './Checkbox/Checkbox';
export type { CheckboxProps } from './Checkbox/Checkbox';
export { Switch } from './Switch/Switch';
export type { SwitchProps } from './Switch/Switch';
export { SearchBar } from './SearchBar/SearchBar';
export type { SearchBarProps } from './SearchBar/SearchBar';
export { Chips } from './Chips/Chips';
export type { ChipsItem, ChipsProps } from './Chips/Chips';
export { ImagePreview } from './ImagePreview/ImagePreview';
export type { ImagePreviewProps } from './ImagePreview/ImagePreview';
export { Collapse } from './Collapse/Collapse';
export type { CollapseProps } from './Collapse/Collapse';
export { ExpandToggle } from './Collapse/ExpandToggle';
export type { ExpandToggleProps } from './Collapse/ExpandToggle';
export { Badge, badgeContent } from './Badge/Badge';
export type { BadgeProps } from './Badge/Badge';
export { GameTile } from './GameTile/GameTile';
export type { GameTileProps } from './GameTile/GameTile';
export { GameGridSkeleton } from './GameTile/GameGridSkeleton';
export type { GameGridSkeletonProps } from './GameTile/GameGridSkeleton';
export { GAME_CATEGORY_BAR_HEIGHT, GameCategoryNav } from './GameCategoryNav/GameCategoryNav';
export type {
  GameCategoryNavItem,
  GameCategoryNavLook,
  GameCategoryNavProps,
} from './GameCategoryNav/GameCategoryNav';
export { ChatMessageBubble, CHAT_LONG_PRESS_MS } from './ChatMessageBubble/ChatMessageBubble';
export type {
  ChatMessageAction,
  ChatMessageBubbleProps,
  ChatMessageImage,
  ChatMessageVariant,
} from './ChatMessageBubble/ChatMessageBubble';
export { ChatComposer } from './ChatComposer/ChatComposer';
export type { ChatComposerProps, ChatComposerTool } from './ChatComposer/ChatComposer';
export { AwardNotice, type AwardNoticeProps } from './Hongbao/AwardNotice';
export { HongbaoCard, type HongbaoCardProps } from './Hongbao/HongbaoCard';
export {
  HongbaoEnvelope,
  type HongbaoEnvelopePhase,
  type HongbaoEnvelopeProps,
} from './Hongbao/HongbaoEnvelope';
export { LuckiestBadge, type LuckiestBadgeProps } from './Hongbao/LuckiestBadge';
export { CHAT_EMOJI } from './ChatComposer/chatEmoji';
export {
  FloatingChatButton,
  FLOATING_DRAG_THRESHOLD_PX,
} from './FloatingChatButton/FloatingChatButton';
export type { FloatingChatButtonProps } from './FloatingChatButton/FloatingChatButton';
export {
  clampFloatingPoint,
  defaultFloatingPoint,
  snapFloatingPoint,
} from './FloatingChatButton/floatingPosition';
export type { FloatingBounds, FloatingPoint } from './FloatingChatButton/floatingPosition';
