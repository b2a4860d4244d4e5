import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CategoryChips, type DatabaseCategory } from './CategoryChips';

/** The database's play-category chips; from 8 categories on, 更多 opens them all in a popup. */
const meta = {
  title: 'Features/Database/CategoryChips',
  component: CategoryChips,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CategoryChips>;
export default meta;
type Story = StoryObj<typeof meta>;

const NAMES = ['特码', '平特', '生肖', '波色', '尾数', '连肖', '合数', '家野', '单双', '大小'];
const categories = (n: number): DatabaseCategory[] =>
  NAMES.slice(0, n).map((playCateName, i) => ({ templateId: i + 1, playCateName }));

function Interactive({ count }: { count: number }) {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <CategoryChips categories={categories(count)} selected={selected} onSelect={setSelected} />
  );
}

/** Fewer than 8: chips only. */
export const Few: Story = {
  args: { categories: categories(5), selected: null, onSelect: () => undefined },
  render: () => <Interactive count={5} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '更多' })).toBeNull();
  },
};

/** 8 or more: 更多 opens the popup list; choosing closes it. */
export const Many: Story = {
  args: { categories: categories(10), selected: null, onSelect: () => undefined },
  render: () => <Interactive count={10} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '更多' }));
    const popup = await within(document.body).findByTestId('database-category-popup');
    await userEvent.click(within(popup).getByRole('radio', { name: '大小' }));
    await expect(canvas.getByRole('radio', { name: '大小' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};
