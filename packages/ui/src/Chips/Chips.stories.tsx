import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Chips } from './Chips';
import type { ChipsItem } from './Chips';

const letters: ChipsItem[] = [
  { key: 'all', label: '全部' },
  ...'ABCDEFGHJKLMNPQRSTWXYZ'.split('').map((letter) => ({ key: letter, label: letter })),
];

const categories: ChipsItem[] = [
  '全部',
  '特码',
  '正码',
  '正码特',
  '连码',
  '半波',
  '生肖',
  '尾数',
  '不中',
  '过关',
].map((label, index) => ({ key: String(index), label }));

function Demo({ items, initial, wrap }: { items: ChipsItem[]; initial: string; wrap?: boolean }) {
  const [active, setActive] = useState(initial);
  return (
    <Chips items={items} activeKey={active} onChange={setActive} wrap={wrap} ariaLabel="筛选" />
  );
}

const meta = {
  title: 'UI/Chips',
  component: Chips,
  args: { items: letters, activeKey: 'all', onChange: () => {} },
} satisfies Meta<typeof Chips>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Gallery initials wrapping onto several lines. */
export const WrappedLetters: Story = {
  render: () => <Demo items={letters} initial="all" wrap />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }));
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeChecked();
  },
};

/** Play categories on one scrolling line. */
export const ScrollingCategories: Story = {
  render: () => <Demo items={categories} initial="7" />,
};

/** A disabled chip. */
export const WithDisabled: Story = {
  render: () => (
    <Chips
      items={[...categories.slice(0, 4), { key: 'x', label: '暂停销售', disabled: true }]}
      activeKey="1"
      onChange={() => {}}
      wrap
    />
  ),
};
