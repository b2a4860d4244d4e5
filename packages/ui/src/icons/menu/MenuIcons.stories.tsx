import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  MenuBetListIcon,
  MenuDatabaseIcon,
  MenuGalleryIcon,
  MenuGameCenterIcon,
  MenuHomeIcon,
  MenuMarkSixIcon,
  MenuProfileIcon,
  MenuPromotionIcon,
} from './menuIcons';

const icons = [
  ['首页', MenuHomeIcon],
  ['图库', MenuGalleryIcon],
  ['游戏大厅', MenuGameCenterIcon],
  ['资料库', MenuDatabaseIcon],
  ['我的', MenuProfileIcon],
  ['优惠', MenuPromotionIcon],
  ['投注记录', MenuBetListIcon],
  ['六合彩', MenuMarkSixIcon],
] as const;

/** The bottom-menu icons: outline, and the filled form of the current tab. */
function MenuIconGrid({ size = 28 }: { size?: number }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16, padding: 16 }}>
      {icons.map(([label, Icon]) => (
        <figure key={label} style={{ margin: 0, textAlign: 'center', fontSize: size }}>
          <span style={{ color: 'var(--jl-tabbar-color)' }}>
            <Icon />
          </span>{' '}
          <span style={{ color: 'var(--jl-tabbar-active-color)' }}>
            <Icon active />
          </span>
          <figcaption style={{ fontSize: 12, color: 'var(--jl-color-text-secondary)' }}>
            {label}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/MenuIcons',
  component: MenuIconGrid,
} satisfies Meta<typeof MenuIconGrid>;
export default meta;

export const All: StoryObj<typeof meta> = {};
