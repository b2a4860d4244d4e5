import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import {
  MenuBetListIcon,
  MenuDatabaseIcon,
  MenuGalleryIcon,
  MenuGameCenterIcon,
  MenuHomeIcon,
  MenuProfileIcon,
  MenuPromotionIcon,
} from '../icons';
import { TabBar } from './TabBar';
import type { TabBarItem } from './TabBar';

/** theme3's bottom menu (DESIGN.md §6). */
const theme3: TabBarItem[] = [
  { key: '/', label: '首页', icon: <MenuHomeIcon />, activeIcon: <MenuHomeIcon active /> },
  {
    key: '/gallery',
    label: '图库',
    icon: <MenuGalleryIcon />,
    activeIcon: <MenuGalleryIcon active />,
  },
  {
    key: '/bet-list',
    label: '投注记录',
    icon: <MenuBetListIcon />,
    activeIcon: <MenuBetListIcon active />,
  },
  {
    key: '/databases',
    label: '资料库',
    icon: <MenuDatabaseIcon />,
    activeIcon: <MenuDatabaseIcon active />,
  },
  {
    key: '/profile',
    label: '我的',
    icon: <MenuProfileIcon />,
    activeIcon: <MenuProfileIcon active />,
  },
];

/** theme2's bottom menu, with badges. */
const theme2: TabBarItem[] = [
  { key: '/', label: '首页', icon: <MenuHomeIcon />, activeIcon: <MenuHomeIcon active /> },
  {
    key: '/promotional',
    label: '优惠',
    icon: <MenuPromotionIcon />,
    activeIcon: <MenuPromotionIcon active />,
    badge: '新',
  },
  {
    key: '/game-center',
    label: '游戏大厅',
    icon: <MenuGameCenterIcon />,
    activeIcon: <MenuGameCenterIcon active />,
  },
  {
    key: '/bet-list',
    label: '投注记录',
    icon: <MenuBetListIcon />,
    activeIcon: <MenuBetListIcon active />,
    badge: 3,
  },
  {
    key: '/profile',
    label: '我的',
    icon: <MenuProfileIcon />,
    activeIcon: <MenuProfileIcon active />,
    badge: 128,
  },
];

function Interactive({ items, initial }: { items: TabBarItem[]; initial: string }) {
  const [active, setActive] = useState(initial);
  return (
    <div style={{ minHeight: '100vh' }}>
      <p style={{ margin: 0, padding: 16, color: 'var(--jl-color-text-secondary)' }}>
        当前：{active}
      </p>
      <TabBar items={items} activeKey={active} onChange={setActive} />
    </div>
  );
}

const meta = {
  title: 'UI/TabBar',
  component: TabBar,
  args: { items: theme3, activeKey: '/', onChange: () => {} },
} satisfies Meta<typeof TabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tapping an item makes it current. */
export const Theme3Menu: Story = {
  render: () => <Interactive items={theme3} initial="/" />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: '首页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: '图库' }));
    await expect(canvas.getByRole('button', { name: '图库' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: '首页' })).not.toHaveAttribute('aria-current');
  },
};

/** Badges: text, a count and a capped count (99+). */
export const WithBadges: Story = {
  render: () => <Interactive items={theme2} initial="/game-center" />,
};
