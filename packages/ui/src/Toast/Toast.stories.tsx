import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { toast } from './toast';
import { ToastHost } from './ToastHost';

function ToastDemo() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 16 }}>
      <ToastHost />
      <Button variant="primary" onClick={() => toast.show('请先登录')}>
        请先登录
      </Button>
      <Button onClick={() => toast.show('投票成功', { durationMs: 1000 })}>投票成功</Button>
      <Button
        variant="gold"
        onClick={() => toast.show('试玩账户无法进行该操作，请注册正式账户!', { durationMs: 3000 })}
      >
        试玩限制
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastHost,
  render: () => <ToastDemo />,
  // The store outlives a story: leave no toast behind for the next one.
  beforeEach: () => () => toast.hide(),
} satisfies Meta<typeof ToastHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At most one toast: the second replaces the first; it hides itself after its duration. */
export const OneAtATime: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '请先登录' }));
    await userEvent.click(canvas.getByRole('button', { name: '投票成功' }));
    const status = screen.getByRole('status');
    await expect(status).toHaveTextContent('投票成功');
    await expect(status).not.toHaveTextContent('请先登录');
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 10_000 });
  },
};

/** A long message wraps inside the toast (stays on screen for the screenshot). */
export const LongMessage: Story = {
  play: async () => {
    toast.show('试玩账户无法进行该操作，请注册正式账户!', { durationMs: 0 });
    const message = await screen.findByText('试玩账户无法进行该操作，请注册正式账户!');
    // Visible once the fade-in has run.
    await waitFor(() => expect(message).toBeVisible());
  },
};
