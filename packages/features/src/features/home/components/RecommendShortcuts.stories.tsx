import { companyKeys, staticDocumentKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { AppContext, useAppContext } from '../../../app/context/AppContext';
import { appConfigFixture } from '../../lottery/lotteryFixtures';
import { LotteryStorySeed } from '../../lottery/LotteryStorySeed';
import { StoryProviders } from '../../../app/storybook/StoryProviders';
import { storyCompany } from '../../../app/storybook/storyFixtures';
import { RecommendShortcuts } from './RecommendShortcuts';

/** The Recommend shortcuts of home: lottery games, game-center categories and online service. */
const meta = {
  title: 'Features/Home/RecommendShortcuts',
  component: RecommendShortcuts,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RecommendShortcuts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app's routes as a theme with (or without) a game center knows them. */
function KnownPaths({ gameCenter, children }: { gameCenter: boolean; children: ReactNode }) {
  const app = useAppContext();
  const isKnownPath = (path: string) =>
    /^\/game\/\d+$/.test(path) || (gameCenter && path === '/game-center');
  return <AppContext value={{ ...app, isKnownPath }}>{children}</AppContext>;
}

function Seeded({ gameCenter }: { gameCenter: boolean }) {
  return (
    <StoryProviders>
      <LotteryStorySeed
        entries={[
          [staticDocumentKeys.document('app_config'), appConfigFixture],
          [companyKeys.info(), { ...storyCompany, olUrl: 'https://service.example.com/chat' }],
        ]}
      >
        <KnownPaths gameCenter={gameCenter}>
          <div style={{ padding: '1px 0 12px', background: '#f5f6f7' }}>
            <RecommendShortcuts />
          </div>
        </KnownPaths>
      </LotteryStorySeed>
    </StoryProviders>
  );
}

/** theme1/theme4: games, the five game-center categories and 在线客服 in 4 columns. */
export const WithGameCenter: Story = {
  render: () => <Seeded gameCenter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /捕鱼/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /在线客服/ })).toBeInTheDocument();
    // Issue 18: each tile is a drawn line icon, never the label's first character.
    const icons = canvasElement.querySelectorAll('.jl-shortcuts__icon');
    await expect(icons.length).toBeGreaterThan(5);
    for (const icon of icons) {
      await expect(icon.querySelector('svg')).not.toBeNull();
      await expect(icon.textContent).toBe('');
    }
  },
};

/** theme3 (no game center): games and 在线客服 only. */
export const WithoutGameCenter: Story = {
  render: () => <Seeded gameCenter={false} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /捕鱼/ })).toBeNull();
  },
};
