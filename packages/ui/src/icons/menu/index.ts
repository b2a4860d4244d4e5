export { MenuIcon } from './MenuIcon';
export type { MenuIconProps } from './MenuIcon';
export {
  MenuBetListIcon,
  MenuDatabaseIcon,
  MenuGalleryIcon,
  MenuGameCenterIcon,
  MenuHomeIcon,
  MenuMarkSixIcon,
  MenuProfileIcon,
  MenuPromotionIcon,
} from './menuIcons';
