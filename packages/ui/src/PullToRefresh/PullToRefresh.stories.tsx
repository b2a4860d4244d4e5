import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { PullToRefresh } from './PullToRefresh';

const texts = {
  pullingText: '下拉刷新',
  releaseText: '释放立即刷新',
  refreshingText: '加载中...',
  completeText: '刷新成功',
};

/** A draw list whose refresh takes 800 ms and adds the newest draw on top. */
function DrawList({ disabled = false }: { disabled?: boolean }) {
  const [latest, setLatest] = useState(2026120);
  return (
    <PullToRefresh
      {...texts}
      disabled={disabled}
      onRefresh={() =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            setLatest((n) => n + 1);
            resolve();
          }, 800),
        )
      }
    >
      <ul style={{ margin: 0, padding: 0, listStyle: 'none', minHeight: '100vh' }}>
        {Array.from({ length: 20 }, (_, i) => (
          <li
            key={latest - i}
            style={{
              padding: '14px 16px',
              borderBottom: '1px solid var(--jl-color-border)',
              background: 'var(--jl-color-surface)',
            }}
          >
            第 {latest - i} 期 开奖结果
          </li>
        ))}
      </ul>
    </PullToRefresh>
  );
}

/** Dispatches a one-finger touch event at (x, y) on `target` (Chromium with touch enabled). */
function touch(target: Element, type: 'touchstart' | 'touchmove' | 'touchend', y: number) {
  const point = new Touch({ identifier: 1, target, clientX: 200, clientY: y });
  const touches = type === 'touchend' ? [] : [point];
  target.dispatchEvent(
    new TouchEvent(type, {
      touches,
      targetTouches: touches,
      changedTouches: [point],
      bubbles: true,
      cancelable: true,
    }),
  );
}

async function drag(target: Element, to: number) {
  // Let React attach the gesture listeners (an effect) before the finger lands.
  await new Promise((resolve) => setTimeout(resolve, 100));
  touch(target, 'touchstart', 100);
  for (let y = 110; y <= to; y += 15) {
    touch(target, 'touchmove', y);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

const meta = {
  title: 'UI/PullToRefresh',
  component: PullToRefresh,
  args: { onRefresh: () => Promise.resolve(), ...texts },
} satisfies Meta<typeof PullToRefresh>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pull the list down past 60 px and let go: it refreshes and the newest draw appears on top. */
export const Refresh: Story = {
  render: () => <DrawList />,
  play: async ({ canvas }) => {
    const first = canvas.getByText('第 2026120 期 开奖结果');
    await drag(first, 260);
    touch(first, 'touchend', 260);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('加载中...'));
    await waitFor(() => expect(canvas.getByText('第 2026121 期 开奖结果')).toBeInTheDocument(), {
      timeout: 5000,
    });
  },
};

/** Held past the threshold: letting go now would refresh. */
export const ReleaseToRefresh: Story = {
  render: () => <DrawList />,
  play: async ({ canvas }) => {
    await drag(canvas.getByText('第 2026120 期 开奖结果'), 260);
    await expect(canvas.getByRole('status')).toHaveTextContent('释放立即刷新');
  },
};

/** Disabled: pulling does nothing. */
export const Disabled: Story = {
  render: () => <DrawList disabled />,
};
