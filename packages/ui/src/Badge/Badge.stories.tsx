import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoticeIcon } from '../icons/icons';
import { Badge } from './Badge';

function Tile({ label }: { label: string }) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 48,
        height: 48,
        borderRadius: 12,
        background: 'var(--jl-color-surface)',
        fontSize: 14,
      }}
    >
      {label}
    </span>
  );
}

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { content: 3 },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Counts on icons and tiles: plain, capped (99+), text, a dot; zero shows nothing. */
export const OnElements: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 28, padding: 24, alignItems: 'center' }}>
      <Badge content={5} ariaLabel="5条未读消息">
        <Tile label="消息" />
      </Badge>
      <Badge content={128}>
        <Tile label="公告" />
      </Badge>
      <Badge content="新">
        <Tile label="活动" />
      </Badge>
      <Badge dot>
        <NoticeIcon style={{ fontSize: 28 }} />
      </Badge>
      <Badge content={0}>
        <Tile label="零" />
      </Badge>
    </div>
  ),
};

/** Inline, after a label. */
export const Inline: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 6, alignItems: 'center', padding: 16, margin: 0 }}>
      未读消息 <Badge content={12} />
    </p>
  ),
};
