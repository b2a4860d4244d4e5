import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { CSSProperties } from 'react';
import { Badge } from './Badge/Badge';
import { Button } from './Button/Button';
import { Carousel } from './Carousel/Carousel';
import { Checkbox } from './Checkbox/Checkbox';
import { Chips } from './Chips/Chips';
import { Confirm } from './Dialog/Confirm';
import { Empty } from './Empty/Empty';
import {
  MenuBetListIcon,
  MenuDatabaseIcon,
  MenuGalleryIcon,
  MenuHomeIcon,
  MenuProfileIcon,
} from './icons';
import { InfiniteScroll } from './InfiniteScroll/InfiniteScroll';
import { demoBanners } from './internal/storyFixtures';
import { Marquee } from './Marquee/Marquee';
import { NavBar } from './NavBar/NavBar';
import { Popup } from './Popup/Popup';
import { PullToRefresh } from './PullToRefresh/PullToRefresh';
import { SearchBar } from './SearchBar/SearchBar';
import { Skeleton } from './Skeleton/Skeleton';
import { TabBar } from './TabBar/TabBar';
import type { TabBarItem } from './TabBar/TabBar';
import { Tabs } from './Tabs/Tabs';
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

const statusTabs = [
  { key: 'all', label: '全部' },
  { key: 'pending', label: '待开奖', badge: 2 },
  { key: 'won', label: '已中奖' },
  { key: 'lost', label: '未中奖' },
];
const lotteries = ['全部', '六合彩', '澳门六合彩', '极速六合彩', '快乐十分'].map((label, i) => ({
  key: String(i),
  label,
}));

/** A records screen: sticky tabs in a pull-to-refresh list that pages in, filters in a sheet. */
function RecordsLike() {
  const [tab, setTab] = useState('all');
  const [count, setCount] = useState(12);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState('');
  const [filterOpen, setFilterOpen] = useState(false);
  const [lottery, setLottery] = useState('0');
  const [onlyWon, setOnlyWon] = useState(false);
  // The tabs stick under the sticky NavBar.
  const stickUnderNavBar = {
    minHeight: '100vh',
    '--jl-tabs-sticky-top': 'calc(var(--jl-navbar-height) + env(safe-area-inset-top, 0px))',
  } as CSSProperties;
  return (
    <div style={stickUnderNavBar}>
      <NavBar
        title="投注记录"
        onBack={() => {}}
        right={
          <Badge dot>
            <Button size="sm" variant="gold" onClick={() => setFilterOpen(true)}>
              筛选
            </Button>
          </Badge>
        }
      />
      <PullToRefresh
        pullingText="下拉刷新"
        releaseText="释放立即刷新"
        refreshingText="加载中..."
        onRefresh={() => new Promise((resolve) => setTimeout(resolve, 800))}
      >
        <SearchBar value={search} onChange={setSearch} placeholder="搜索期号" />
        <Tabs items={statusTabs} activeKey={tab} onChange={setTab} sticky />
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {Array.from({ length: count }, (_, i) => (
            <li
              key={i}
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                padding: '14px 16px',
                borderBottom: '1px solid var(--jl-color-border)',
                background: 'var(--jl-color-surface)',
              }}
            >
              <span>六合彩 第 {2026120 - i} 期</span>
              <span style={{ color: 'var(--jl-color-primary)' }}>¥{(i + 1) * 10}.00</span>
            </li>
          ))}
        </ul>
        <InfiniteScroll
          hasMore={count < 36}
          loading={loading}
          loadingText="加载中..."
          endText="没有更多数据了"
          onLoadMore={() => {
            setLoading(true);
            setTimeout(() => {
              setCount((n) => n + 12);
              setLoading(false);
            }, 600);
          }}
        />
      </PullToRefresh>
      <Popup open={filterOpen} title="筛选" closeLabel="关闭" onClose={() => setFilterOpen(false)}>
        <div style={{ padding: '8px 4px 16px' }}>
          <Chips items={lotteries} activeKey={lottery} onChange={setLottery} wrap />
          <div style={{ padding: '8px 12px' }}>
            <Checkbox checked={onlyWon} onChange={setOnlyWon}>
              只看中奖
            </Checkbox>
          </div>
          <div style={{ padding: '8px 12px' }}>
            <Button variant="primary" block onClick={() => setFilterOpen(false)}>
              确定
            </Button>
          </div>
        </div>
      </Popup>
    </div>
  );
}

export const RecordsScreen: Story = { render: () => <RecordsLike /> };
