import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button/Button';
import { Carousel } from './Carousel/Carousel';
import { Confirm } from './Dialog/Confirm';
import { Empty } from './Empty/Empty';
import {
  MenuBetListIcon,
  MenuDatabaseIcon,
  MenuGalleryIcon,
  MenuHomeIcon,
  MenuProfileIcon,
} from './icons';
import { demoBanners } from './internal/storyFixtures';
import { Marquee } from './Marquee/Marquee';
import { NavBar } from './NavBar/NavBar';
import { Skeleton } from './Skeleton/Skeleton';
import { TabBar } from './TabBar/TabBar';
import type { TabBarItem } from './TabBar/TabBar';
import { toast } from './Toast/toast';
import { ToastHost } from './Toast/ToastHost';

const menu: TabBarItem[] = [
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

/** The kit composed like the theme3 home page, to judge the pieces together at phone size. */
function HomeLike() {
  const [tab, setTab] = useState('/');
  const [confirm, setConfirm] = useState(false);
  return (
    <div style={{ minHeight: '100vh' }}>
      <ToastHost />
      <NavBar
        title="锦鲤彩票"
        right={
          <div style={{ display: 'flex', gap: 6 }}>
            <Button size="sm" variant="gold" onClick={() => toast.show('请先登录')}>
              登录
            </Button>
          </div>
        }
      />
      <div style={{ padding: 12 }}>
        <Carousel slides={demoBanners} onSlideClick={(slide) => toast.show(slide.alt ?? '')} />
      </div>
      <Marquee
        items={[
          '欢迎来到锦鲤彩票！今晚 20:30 六合彩开奖直播，敬请关注。',
          '新用户注册即送体验金。',
        ]}
      />
      <section
        style={{
          margin: 12,
          borderRadius: 'var(--jl-radius)',
          background: 'var(--jl-color-surface)',
        }}
      >
        <Skeleton avatar rows={2} />
      </section>
      <section
        style={{
          margin: 12,
          borderRadius: 'var(--jl-radius)',
          background: 'var(--jl-color-surface)',
        }}
      >
        <Empty />
      </section>
      <TabBar
        items={menu}
        activeKey={tab}
        onChange={(key) => (key === '/bet-list' ? setConfirm(true) : setTab(key))}
      />
      <Confirm
        open={confirm}
        message="请先登录"
        onCancel={() => setConfirm(false)}
        onConfirm={() => setConfirm(false)}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Overview',
  component: HomeLike,
} satisfies Meta<typeof HomeLike>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomePage: Story = {};
