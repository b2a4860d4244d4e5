import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Tabs } from './Tabs';
import type { TabsItem } from './Tabs';

const recordTabs: TabsItem[] = [
  { key: 'all', label: '全部' },
  { key: 'pending', label: '待开奖', badge: 2 },
  { key: 'won', label: '已中奖' },
  { key: 'lost', label: '未中奖' },
];

const gameTabs: TabsItem[] = [
  '特码',
  '正码',
  '正码特',
  '正码1-6',
  '连码',
  '半波',
  '一肖',
  '尾数',
  '特肖',
  '合肖',
  '连肖',
  '连尾',
  '自选不中',
].map((label, index) => ({ key: `play-${index}`, label }));

function Interactive(props: { items: TabsItem[]; initial: string; scrollable?: boolean }) {
  const [active, setActive] = useState(props.initial);
  return (
    <div>
      <Tabs
        items={props.items}
        activeKey={active}
        onChange={setActive}
        scrollable={props.scrollable}
        ariaLabel="玩法"
      />
      <p style={{ margin: 0, padding: 16, color: 'var(--jl-color-text-secondary)' }}>
        当前：{active}
      </p>
    </div>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { items: recordTabs, activeKey: 'all', onChange: () => {} },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A few tabs share the width; the count badge follows the label. */
export const Fixed: Story = {
  render: () => <Interactive items={recordTabs} initial="all" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '已中奖' }));
    await expect(canvas.getByRole('tab', { name: '已中奖' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Many game tabs scroll sideways; the selected one is brought into the middle. */
export const Scrollable: Story = {
  render: () => <Interactive items={gameTabs} initial="play-9" scrollable />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};

/** Sticks under the top while the page scrolls. */
export const Sticky: Story = {
  render: () => (
    <div>
      <div style={{ padding: 16, background: 'var(--jl-color-primary-light)' }}>页面头部</div>
      <Tabs items={recordTabs} activeKey="pending" onChange={() => {}} sticky />
      {Array.from({ length: 40 }, (_, i) => (
        <p key={i} style={{ margin: 0, padding: '12px 16px' }}>
          第 {i + 1} 条记录
        </p>
      ))}
    </div>
  ),
};

/** A disabled tab cannot be chosen. */
export const WithDisabled: Story = {
  render: () => (
    <Tabs
      items={[...recordTabs, { key: 'void', label: '已撤单', disabled: true }]}
      activeKey="all"
      onChange={() => {}}
    />
  ),
};
