import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { GameCategoryNav } from './GameCategoryNav';
import type { GameCategoryNavItem, GameCategoryNavLook } from './GameCategoryNav';

const categories: GameCategoryNavItem[] = [
  { key: 'hot', label: '热门' },
  { key: 'lottery', label: '彩票' },
  { key: 'fish', label: '捕鱼' },
  { key: 'electronic', label: '电子' },
  { key: 'card', label: '棋牌' },
  { key: 'live', label: '真人' },
  { key: 'sport', label: '体育' },
];

function Demo({
  orientation,
  look,
}: {
  orientation: 'vertical' | 'horizontal';
  look?: GameCategoryNavLook;
}) {
  const [active, setActive] = useState('hot');
  return (
    <div style={{ height: orientation === 'vertical' ? 480 : undefined, display: 'flex' }}>
      <GameCategoryNav
        items={categories}
        activeKey={active}
        onChange={setActive}
        orientation={orientation}
        look={look}
      />
    </div>
  );
}

const meta = {
  title: 'UI/GameCategoryNav',
  component: GameCategoryNav,
  args: { items: categories, activeKey: 'hot', onChange: () => {}, orientation: 'vertical' },
} satisfies Meta<typeof GameCategoryNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** appDisplay 1: a rail beside the games. */
export const VerticalRail: Story = {
  render: () => <Demo orientation="vertical" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '捕鱼' }));
    await expect(canvas.getByRole('tab', { name: '捕鱼' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: '电子' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Other companies: scrolling tabs above the games. */
export const HorizontalTabs: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <Demo orientation="horizontal" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '真人' }));
    await expect(canvas.getByRole('tab', { name: '真人' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A brand's bar of pills, each with its icon (theme2). */
export const HorizontalChips: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <Demo orientation="horizontal" look="chips" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '彩票' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '捕鱼' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A game-grid brand's big icon tiles (theme4). */
export const HorizontalTiles: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <Demo orientation="horizontal" look="tiles" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '体育' }));
    await expect(canvas.getByRole('tab', { name: '体育' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
