import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { open: true },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function NoticeDialog() {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="primary" onClick={() => setOpen(true)}>
        查看公告
      </Button>
      <Dialog
        open={open}
        title="平台公告"
        onClose={() => setOpen(false)}
        actions={
          <Button variant="primary" onClick={() => setOpen(false)}>
            我知道了
          </Button>
        }
      >
        尊敬的会员：今晚 20:30 六合彩开奖直播准时开始，请提前进入直播间。祝您好运连连，锦鲤附体！
      </Dialog>
    </div>
  );
}

/** The home notice modal: title, text, one action; Escape or a tap outside closes it. */
export const Notice: Story = {
  render: () => <NoticeDialog />,
  play: async ({ userEvent }) => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: '平台公告' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '查看公告' }));
    await expect(screen.getByRole('dialog', { name: '平台公告' })).toBeInTheDocument();
  },
};

/** Without a title the body is the message. */
export const Untitled: Story = {
  render: () => (
    <Dialog open actions={<Button variant="primary">确认</Button>}>
      维护中，请稍后再试
    </Dialog>
  ),
};
