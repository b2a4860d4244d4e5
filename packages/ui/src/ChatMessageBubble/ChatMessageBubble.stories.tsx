import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChatMessageBubble, type ChatMessageVariant } from './ChatMessageBubble';

function Avatar({ letter, color }: { letter: string; color: string }) {
  return (
    <span
      style={{
        display: 'inline-flex',
        width: 36,
        height: 36,
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: '50%',
        background: color,
        color: '#fff',
        fontWeight: 600,
      }}
    >
      {letter}
    </span>
  );
}

const photo = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#ffb347"/><stop offset="1" stop-color="#e0262e"/></linearGradient></defs><rect width="640" height="420" fill="url(#g)"/><text x="320" y="240" font-size="96" text-anchor="middle" fill="#fff">锦鲤</text></svg>',
)}`;

const meta = {
  title: 'UI/Chat/ChatMessageBubble',
  component: ChatMessageBubble,
  args: { nickname: '小明', text: '今晚特码看好 18 号' },
} satisfies Meta<typeof ChatMessageBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A conversation: others on the left in their chat colours, mine on the right, states and roles. */
export const Conversation: Story = {
  render: () => (
    <div style={{ background: 'var(--jl-chat-bg)', padding: '8px 0', width: 390 }}>
      <ChatMessageBubble
        nickname="幸运星"
        avatar={<Avatar letter="幸" color="#1e88e5" />}
        color="#1e88e5"
        time="20:31"
        text="今晚特码看好 18 号，大家跟不跟？"
      />
      <ChatMessageBubble
        nickname="客服小美"
        tag="管理员"
        avatar={<Avatar letter="客" color="#8e24aa" />}
        color="#8e24aa"
        time="20:32"
        text="理性投注，祝大家好运 🍀"
        actions={[{ label: '删除', onSelect: () => {}, danger: true }]}
      />
      <ChatMessageBubble
        mine
        nickname="我"
        avatar={<Avatar letter="我" color="#f5b800" />}
        color="#f5b800"
        time="20:33"
        text="跟了！😄"
      />
      <ChatMessageBubble
        nickname="老王"
        avatar={<Avatar letter="王" color="#43a047" />}
        time="20:34"
        image={{ src: photo, width: 640, height: 420, alt: '图片' }}
      />
      <ChatMessageBubble
        mine
        nickname="我"
        avatar={<Avatar letter="我" color="#f5b800" />}
        image={{ src: photo, width: 640, height: 420, alt: '图片' }}
        state="uploading"
        progress={64}
      />
      <ChatMessageBubble
        mine
        nickname="我"
        avatar={<Avatar letter="我" color="#f5b800" />}
        color="#f5b800"
        text="这条没发出去"
        state="failed"
        failedText="发送失败"
        onRetry={() => {}}
      />
    </div>
  ),
};

/** A moderator's ⋯ opens 删除. */
export const ModeratorMenu: Story = {
  args: { actions: [{ label: '删除', onSelect: () => {}, danger: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '更多操作' }));
    await expect(canvas.getByRole('menuitem', { name: '删除' })).toBeInTheDocument();
  },
};

const VARIANTS: readonly ChatMessageVariant[] = ['bubble', 'tail', 'line', 'card', 'quote'];

/** The ways a brand draws messages (`variant`): bubble, tail, line, card and quote, a column each. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {VARIANTS.map((variant) => (
        <div
          key={variant}
          data-testid={`variant-${variant}`}
          style={{ background: 'var(--jl-chat-bg)', padding: '8px 0', width: 320 }}
        >
          <ChatMessageBubble
            variant={variant}
            nickname="幸运星"
            avatar={<Avatar letter="幸" color="#1e88e5" />}
            color="#1e88e5"
            time="20:31"
            text="今晚特码看好 18 号，大家跟不跟？"
          />
          <ChatMessageBubble
            variant={variant}
            nickname="客服小美"
            tag="管理员"
            avatar={<Avatar letter="客" color="#e0262e" />}
            time="20:32"
            text="理性投注，祝大家好运"
          />
          <ChatMessageBubble
            variant={variant}
            mine
            nickname="我"
            avatar={<Avatar letter="我" color="#f5b800" />}
            time="20:33"
            text="跟了"
          />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of VARIANTS)
      await expect(canvas.getByTestId(`variant-${variant}`).firstElementChild).toHaveClass(
        `jl-chat-msg--${variant}`,
      );
  },
};
