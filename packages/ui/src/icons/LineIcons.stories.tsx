import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  BackIcon,
  BookIcon,
  ChatIcon,
  FlameIcon,
  WashIcon,
  BellIcon,
  BetSlipIcon,
  BillIcon,
  CardsIcon,
  ChartIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  ClearIcon,
  CloseIcon,
  CoinsIcon,
  CopyIcon,
  CrownIcon,
  DocumentIcon,
  FishIcon,
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
  WithdrawIcon,
} from './icons';

const icons = [
  ['返回', BackIcon],
  ['展开', ChevronDownIcon],
  ['进入', ChevronRightIcon],
  ['清除', ClearIcon],
  ['关闭', CloseIcon],
  ['公告', NoticeIcon],
  ['搜索', SearchIcon],
  ['团队', TeamIcon],
  ['用户列表', UserListIcon],
  ['添加用户', UserAddIcon],
  ['链接', LinkIcon],
  ['收益', CoinsIcon],
  ['文档', DocumentIcon],
  ['复制', CopyIcon],
  ['账户明细', BillIcon],
  ['投注记录', BetSlipIcon],
  ['真人', LiveIcon],
  ['礼包', GiftIcon],
  ['收藏', StarIcon],
  ['充值', RechargeIcon],
  ['提现', WithdrawIcon],
  ['消息', BellIcon],
  ['VIP', CrownIcon],
  ['安全', ShieldIcon],
  ['客服', HeadsetIcon],
  ['红包', HongbaoIcon],
  ['设置', SettingsIcon],
  ['关于', InfoIcon],
  ['域名', GlobeIcon],
  ['彩票', LotteryIcon],
  ['捕鱼', FishIcon],
  ['电子', SlotIcon],
  ['棋牌', CardsIcon],
  ['体育', SportIcon],
  ['游戏', GameIcon],
  ['报表', ChartIcon],
  ['热门', FlameIcon],
  ['洗码', WashIcon],
  ['资料', BookIcon],
  ['聊天', ChatIcon],
] as const;

/** The kit's line icons in currentColor, sized by the font size. */
function LineIconGrid() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16, padding: 16 }}>
      {icons.map(([label, Icon]) => (
        <figure key={label} style={{ margin: 0, textAlign: 'center' }}>
          <span style={{ color: 'var(--jl-color-primary)', fontSize: 28 }}>
            <Icon title={label} />
          </span>
          <figcaption style={{ fontSize: 12 }}>{label}</figcaption>
        </figure>
      ))}
    </div>
  );
}

const meta = { title: 'UI/Icons/Line', component: LineIconGrid } satisfies Meta<
  typeof LineIconGrid
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(icons.length);
  },
};
