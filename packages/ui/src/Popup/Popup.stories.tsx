import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popup } from './Popup';
import type { PopupPosition } from './Popup';

const plays = ['特码', '正码', '正码特', '连码', '半波', '一肖', '尾数', '特肖', '合肖', '连肖'];

function PlayList({ onPick }: { onPick: () => void }) {
  return (
    <ul style={{ margin: 0, padding: '8px 16px', listStyle: 'none' }}>
      {plays.map((play) => (
        <li key={play}>
          <button
            type="button"
            onClick={onPick}
            style={{
              width: '100%',
              padding: '12px 0',
              border: 0,
              borderBottom: '1px solid var(--jl-color-border)',
              background: 'none',
              font: 'inherit',
              textAlign: 'left',
            }}
          >
            {play}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Demo({
  position,
  initiallyOpen = true,
}: {
  position: PopupPosition;
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="primary" onClick={() => setOpen(true)}>
        选择玩法
      </Button>
      <Popup
        open={open}
        position={position}
        title="选择玩法"
        closeLabel="关闭"
        onClose={() => setOpen(false)}
      >
        {position === 'center' ? (
          <p style={{ margin: 0, padding: 20, lineHeight: 1.6 }}>
            特码：竞猜当期开奖号码的第七个号码（特别号），猜中即中奖。
          </p>
        ) : (
          <PlayList onPick={() => setOpen(false)} />
        )}
      </Popup>
    </div>
  );
}

const meta = {
  title: 'UI/Popup',
  component: Popup,
  args: { open: true },
} satisfies Meta<typeof Popup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bottom sheet: Escape, the × or a tap on the mask closes it; focus returns to the opener. */
export const BottomSheet: Story = {
  render: () => <Demo position="bottom" initiallyOpen={false} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: '选择玩法' });
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('dialog', { name: '选择玩法' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  },
};

/** Side drawer from the right (filters, the member menu). */
export const RightDrawer: Story = { render: () => <Demo position="right" /> };

/** Side drawer from the left. */
export const LeftDrawer: Story = { render: () => <Demo position="left" /> };

/** A centred card. */
export const Center: Story = { render: () => <Demo position="center" /> };
