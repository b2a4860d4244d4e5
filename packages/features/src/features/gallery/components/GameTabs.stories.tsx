import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GameTabs } from './GameTabs';

const games = [
  { gameId: 110, gameName: '澳门六合彩' },
  { gameId: 70, gameName: '香港六合彩' },
  { gameId: 90, gameName: '快乐六合彩' },
];

/** The game tabs of the gallery and the database: one per game, the shown one active. */
const meta = {
  title: 'Features/Gallery/GameTabs',
  component: GameTabs,
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  args: { games, loading: false, game: games[1], ariaLabel: '彩种', onChange: fn() },
} satisfies Meta<typeof GameTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Games: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tab')).toHaveLength(games.length);
  },
};

/** While the games load: one placeholder line. */
export const Loading: Story = { args: { games: [], loading: true, game: undefined } };
