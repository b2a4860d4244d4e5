import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { CSSProperties } from 'react';
import { expect, fn } from 'storybook/test';
import { GameGridSkeleton } from './GameGridSkeleton';
import { GameTile } from './GameTile';
import type { GameTileProps } from './GameTile';

/** A game picture drawn as an SVG data URL (stories run offline). */
function gameArt(title: string, from: string, to: string, wide = false): string {
  const [w, h] = wide ? [700, 300] : [300, 300];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w - 70}" cy="70" r="48" fill="#fff" fill-opacity=".18"/><text x="${w / 2}" y="${h / 2 + 24}" font-size="72" font-weight="700" text-anchor="middle" fill="#fff" font-family="sans-serif">${title}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const grid = (columns: number): CSSProperties =>
  ({
    '--jl-game-grid-columns': columns,
    padding: 12,
    background: 'var(--jl-color-bg)',
  }) as CSSProperties;

function FollowDemo(props: GameTileProps) {
  const [followed, setFollowed] = useState(false);
  return <GameTile {...props} followed={followed} onFollowChange={setFollowed} />;
}

const meta = {
  title: 'UI/GameTile',
  component: GameTile,
  args: { name: '财神到', imageUrl: gameArt('财', '#f6a04d', '#d7263d'), onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 120, padding: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '财神到' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Spec §2: a game under maintenance is covered with 维护中. */
export const Maintenance: Story = {
  args: { maintenance: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('维护中')).toBeVisible();
  },
};

/** The follow star: filled when followed. */
export const Follow: Story = {
  render: (args) => <FollowDemo {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关注' }));
    await expect(canvas.getByRole('button', { name: '取消关注' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The star waits while the player's own follows are read (a visitor's lobby is on screen). */
export const FollowPending: Story = {
  args: { followed: false, followPending: true, onFollowChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const star = canvas.getByRole('button', { name: '关注' });
    await expect(star).toBeDisabled();
    await userEvent.click(star);
    await expect(args.onFollowChange).not.toHaveBeenCalled();
  },
};

/** Without a picture: the first character on the brand gradient. */
export const NoPicture: Story = { args: { imageUrl: undefined, name: '捕鱼达人' } };

/** Three square tiles a row (hot, lottery, fish, electronic, card). */
export const ThreeColumns: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <div className="jl-game-grid" style={grid(3)}>
      <GameTile name="财神到" imageUrl={gameArt('财', '#f6a04d', '#d7263d')} followed />
      <GameTile name="捕鱼达人" imageUrl={gameArt('鱼', '#4facfe', '#1f6feb')} followed={false} />
      <GameTile name="抢庄牛牛" imageUrl={gameArt('牛', '#34d399', '#059669')} maintenance />
      <GameTile name="水果机" imageUrl={gameArt('果', '#a78bfa', '#6d28d9')} />
      <GameTile name="一个名字很长很长的游戏" />
    </div>
  ),
};

/** One wide tile a row (live and sport). */
export const Wide: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <div className="jl-game-grid" style={{ ...grid(1), width: 320 }}>
      <GameTile wide name="真人百家乐" imageUrl={gameArt('真人视讯', '#1f2937', '#b8141c', true)} />
      <GameTile
        wide
        maintenance
        name="体育赛事"
        imageUrl={gameArt('体育', '#2563eb', '#0f766e', true)}
      />
    </div>
  ),
};

/** Spec §2: four loading skeletons. */
export const Skeletons: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <div style={{ width: 320, padding: 12, display: 'grid', gap: 24 }}>
      <GameGridSkeleton />
      <GameGridSkeleton columns={1} count={2} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('game-tile-skeleton')).toHaveLength(6);
  },
};
